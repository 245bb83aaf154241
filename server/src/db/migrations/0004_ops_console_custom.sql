-- Hand-written: drizzle-kit cannot express it. Runs after 0003_ops_console.
-- Articles that existed before the operations console were shown to everyone: they stay published, with their
-- original publication date as creation and update time.
UPDATE "articles"
SET "status" = 'published', "created_at" = "published_at", "updated_at" = "published_at"
WHERE "published_at" IS NOT NULL;
--> statement-breakpoint
-- D8: the audit log is append-only. The code has no update or delete path; this refuses them on the database too
-- (PostgreSQL and PGlite alike).
CREATE OR REPLACE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_update_delete" BEFORE UPDATE OR DELETE ON "audit_log"
FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
