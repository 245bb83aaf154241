CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "state" text DEFAULT 'failed' NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "owner_user_id" integer;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "owner_ticket" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "attached_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "public" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_failures_key_ip_idx" ON "login_failures" USING btree ("account_key","ip","id");--> statement-breakpoint
CREATE INDEX "uploads_unattached_idx" ON "uploads" USING btree ("created_at") WHERE "uploads"."attached_at" is null;--> statement-breakpoint
CREATE INDEX "uploads_ip_idx" ON "uploads" USING btree ("ip","created_at");--> statement-breakpoint
-- Files attached before owners existed: a registration certificate belongs to its account, a filing's or an
-- application's files to the organisation; all of them count as attached (the 24 h sweep never touches them).
UPDATE "uploads" SET "owner_user_id" = a."user_id", "attached_at" = a."created_at"
FROM "attachments" a WHERE a."upload_id" = "uploads"."id";--> statement-breakpoint
UPDATE "uploads" SET "owner_user_id" = f."user_id", "attached_at" = f."created_at"
FROM "talent_filings" f, jsonb_array_elements(f."resume_files" || f."certificate_files" || f."supporting_files") AS e(file)
WHERE "uploads"."attached_at" IS NULL AND e.file->>'filePath' = '/uploads/' || "uploads"."file_name";--> statement-breakpoint
UPDATE "uploads" SET "owner_user_id" = r."user_id", "attached_at" = r."created_at"
FROM "reward_applications" r, jsonb_array_elements(r."attachments") AS e(file)
WHERE "uploads"."attached_at" IS NULL AND e.file->>'filePath' = '/uploads/' || "uploads"."file_name";
