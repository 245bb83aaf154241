CREATE TABLE "ledger_blocks" (
	"height" integer PRIMARY KEY NOT NULL,
	"prev_hash" text NOT NULL,
	"merkle_root" text NOT NULL,
	"tx_count" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"sealed_at" timestamp with time zone NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trace_batches" (
	"code" text PRIMARY KEY NOT NULL,
	"product" text NOT NULL,
	"brand" text NOT NULL,
	"producer" text NOT NULL,
	"origin" text NOT NULL,
	"spec" text NOT NULL,
	"quantity" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trace_steps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trace_steps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"batch_code" text NOT NULL,
	"seq" integer NOT NULL,
	"stage" text NOT NULL,
	"title" text NOT NULL,
	"detail" text NOT NULL,
	"place" text NOT NULL,
	"actor" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_events" ADD COLUMN "payload" text;--> statement-breakpoint
ALTER TABLE "ledger_events" ADD COLUMN "payload_hash" text;--> statement-breakpoint
ALTER TABLE "ledger_events" ADD COLUMN "tx_hash" text;--> statement-breakpoint
ALTER TABLE "trace_steps" ADD CONSTRAINT "trace_steps_batch_code_trace_batches_code_fk" FOREIGN KEY ("batch_code") REFERENCES "public"."trace_batches"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_blocks_hash_key" ON "ledger_blocks" USING btree ("hash");--> statement-breakpoint
CREATE UNIQUE INDEX "trace_steps_batch_seq_key" ON "trace_steps" USING btree ("batch_code","seq");--> statement-breakpoint
CREATE INDEX "ledger_events_ref_idx" ON "ledger_events" USING btree ("ref");--> statement-breakpoint
CREATE INDEX "ledger_events_tx_hash_idx" ON "ledger_events" USING btree ("tx_hash");--> statement-breakpoint
CREATE INDEX "ledger_events_pending_idx" ON "ledger_events" USING btree ("id") WHERE "ledger_events"."block_height" is null;