-- Written by hand (drizzle-kit cannot express these): keyword search on trigram indexes, and exact
-- row counts per kind and status kept by triggers. Depends only on tables of 0000–0002, so it may run before or
-- after the generated migrations of the same release. PGlite loads pg_trgm itself (server/src/db/client.ts);
-- on PostgreSQL, pg_trgm is a trusted extension (13+): the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- One trigram index over the searched columns of a lead, joined by a line feed (server/src/db/search.ts builds the
-- same expression; `ILIKE '%…%'` on it uses the index when the keyword has 3 characters or more).
CREATE INDEX IF NOT EXISTS "leads_search_trgm_idx" ON "leads" USING gin (("name" || chr(10) || "phone" || chr(10) || "company_name" || chr(10) || "content" || chr(10) || "application") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "talent_filings_search_trgm_idx" ON "talent_filings" USING gin (("name" || chr(10) || "id_card" || chr(10) || "mobile") gin_trgm_ops);
--> statement-breakpoint
-- Exact counts per (table, kind, status), kept in the same transaction as the rows by statement triggers, so that
-- the inbox and the review queues show exact totals without counting a million rows on every page.
CREATE TABLE IF NOT EXISTS "row_tallies" (
	"subject" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"n" bigint NOT NULL,
	PRIMARY KEY ("subject", "kind", "status")
);
--> statement-breakpoint
-- TG_ARGV[0]: the column that holds the kind. Rows are upserted in key order, so that two statements never lock
-- the same tallies in opposite orders.
CREATE OR REPLACE FUNCTION "row_tallies_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('INSERT INTO row_tallies AS t (subject, kind, status, n)
      SELECT %L, %I, status, count(*) FROM new_rows GROUP BY 2, 3 ORDER BY 2, 3
      ON CONFLICT (subject, kind, status) DO UPDATE SET n = t.n + excluded.n', TG_TABLE_NAME, TG_ARGV[0]);
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('INSERT INTO row_tallies AS t (subject, kind, status, n)
      SELECT %L, %I, status, -count(*) FROM old_rows GROUP BY 2, 3 ORDER BY 2, 3
      ON CONFLICT (subject, kind, status) DO UPDATE SET n = t.n + excluded.n', TG_TABLE_NAME, TG_ARGV[0]);
  ELSE
    EXECUTE format('INSERT INTO row_tallies AS t (subject, kind, status, n)
      SELECT %L, kind, status, sum(d) FROM (
        SELECT %I AS kind, status, 1 AS d FROM new_rows UNION ALL SELECT %I, status, -1 FROM old_rows) c
      GROUP BY 2, 3 HAVING sum(d) <> 0 ORDER BY 2, 3
      ON CONFLICT (subject, kind, status) DO UPDATE SET n = t.n + excluded.n', TG_TABLE_NAME, TG_ARGV[0], TG_ARGV[0]);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "leads_tally_insert" AFTER INSERT ON "leads" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "row_tallies_apply"('kind');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "leads_tally_update" AFTER UPDATE ON "leads" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "row_tallies_apply"('kind');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "leads_tally_delete" AFTER DELETE ON "leads" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "row_tallies_apply"('kind');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "talent_filings_tally_insert" AFTER INSERT ON "talent_filings" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "row_tallies_apply"('kind');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "talent_filings_tally_update" AFTER UPDATE ON "talent_filings" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "row_tallies_apply"('kind');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "talent_filings_tally_delete" AFTER DELETE ON "talent_filings" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "row_tallies_apply"('kind');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "reward_applications_tally_insert" AFTER INSERT ON "reward_applications" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "row_tallies_apply"('reward_type');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "reward_applications_tally_update" AFTER UPDATE ON "reward_applications" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "row_tallies_apply"('reward_type');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "reward_applications_tally_delete" AFTER DELETE ON "reward_applications" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "row_tallies_apply"('reward_type');
--> statement-breakpoint
-- The rows already there (the triggers above already lock out writers until this migration commits).
INSERT INTO "row_tallies" ("subject", "kind", "status", "n")
SELECT 'leads', "kind", "status", count(*) FROM "leads" GROUP BY 2, 3
UNION ALL SELECT 'talent_filings', "kind", "status", count(*) FROM "talent_filings" GROUP BY 2, 3
UNION ALL SELECT 'reward_applications', "reward_type", "status", count(*) FROM "reward_applications" GROUP BY 2, 3
ON CONFLICT ("subject", "kind", "status") DO UPDATE SET "n" = excluded."n";
