-- D12, hand-written: audit rows are ledger transactions. Rows written before this version get their event now, in id
-- order, with an opaque reference; the sealer builds each payload (the hash of the row's canonical content) from the
-- row as it stands at the upgrade, as it does for every event written without one.
INSERT INTO "ledger_events" ("kind", "ref", "opaque_ref", "created_at")
SELECT 'audit.recorded', 'audit:' || a."id"::text,
       rtrim(translate(encode(decode(replace(gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '+/', '-_'), '='),
       a."at"
FROM "audit_log" a
WHERE NOT EXISTS (SELECT 1 FROM "ledger_events" e WHERE e."ref" = 'audit:' || a."id"::text)
ORDER BY a."id";
