CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limits_expires_idx" ON "rate_limits" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "reward_applications_created_idx" ON "reward_applications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "talent_filings_updated_idx" ON "talent_filings" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "talent_filings_status_updated_idx" ON "talent_filings" USING btree ("status","updated_at");