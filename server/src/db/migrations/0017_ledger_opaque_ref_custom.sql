-- D12, hand-written: events not sealed yet get their opaque reference now, so that their transaction hash covers it
-- and not their row id. Sealed events keep theirs: their hash covers `ref` (no reference), and sealed history is
-- never rewritten. gen_random_uuid() draws from the server's strong random source (122 random bits of 128).
UPDATE "ledger_events"
SET "opaque_ref" = rtrim(translate(encode(decode(replace(gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '+/', '-_'), '=')
WHERE "block_height" IS NULL AND "tx_hash" IS NULL AND "opaque_ref" IS NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ledger_events_seal_once"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_has_role(current_user, (SELECT tableowner FROM pg_tables WHERE schemaname = TG_TABLE_SCHEMA AND tablename = TG_TABLE_NAME), 'MEMBER') THEN
    RETURN NEW;
  END IF;
  IF OLD.block_height IS NOT NULL OR OLD.tx_hash IS NOT NULL
     OR NEW.kind IS DISTINCT FROM OLD.kind OR NEW.ref IS DISTINCT FROM OLD.ref OR NEW.created_at IS DISTINCT FROM OLD.created_at
     OR NEW.opaque_ref IS DISTINCT FROM OLD.opaque_ref
     OR (OLD.payload IS NOT NULL AND NEW.payload IS DISTINCT FROM OLD.payload)
     OR (OLD.payload_hash IS NOT NULL AND NEW.payload_hash IS DISTINCT FROM OLD.payload_hash) THEN
    RAISE EXCEPTION 'a sealed ledger event is never changed' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END
$$;
