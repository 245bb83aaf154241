CREATE TABLE "ledger_checkpoints" (
	"size" integer PRIMARY KEY NOT NULL,
	"root" text NOT NULL,
	"note" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_cosignatures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_cosignatures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"size" integer NOT NULL,
	"key_name" text NOT NULL,
	"line" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_tree" (
	"level" smallint NOT NULL,
	"idx" integer NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "ledger_tree_level_idx_pk" PRIMARY KEY("level","idx")
);
--> statement-breakpoint
CREATE INDEX "ledger_cosignatures_size_idx" ON "ledger_cosignatures" USING btree ("size","id");--> statement-breakpoint
CREATE INDEX "ledger_tree_leaf_idx" ON "ledger_tree" USING btree ("hash") WHERE "ledger_tree"."level" = 0;