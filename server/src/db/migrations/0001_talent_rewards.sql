CREATE TABLE "reward_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reward_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"talent_id" integer NOT NULL,
	"reward_type" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"apply_reason" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"review_reason" text,
	"reviewer_id" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talent_filings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "talent_filings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"name" text NOT NULL,
	"gender" text DEFAULT '' NOT NULL,
	"id_card" text DEFAULT '' NOT NULL,
	"birth_date" text DEFAULT '' NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"education" text DEFAULT '' NOT NULL,
	"major" text DEFAULT '' NOT NULL,
	"job_title" text DEFAULT '' NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"entry_date" text DEFAULT '' NOT NULL,
	"talent_category" text DEFAULT '' NOT NULL,
	"achievements" text DEFAULT '' NOT NULL,
	"school" text DEFAULT '' NOT NULL,
	"graduation_year" text DEFAULT '' NOT NULL,
	"degree" text DEFAULT '' NOT NULL,
	"diploma_number" text DEFAULT '' NOT NULL,
	"resume_files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"certificate_files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"supporting_files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"review_reason" text,
	"reviewer_id" integer,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reward_applications" ADD CONSTRAINT "reward_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_applications" ADD CONSTRAINT "reward_applications_talent_id_talent_filings_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talent_filings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_applications" ADD CONSTRAINT "reward_applications_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_filings" ADD CONSTRAINT "talent_filings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_filings" ADD CONSTRAINT "talent_filings_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reward_applications_user_idx" ON "reward_applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "reward_applications_status_idx" ON "reward_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "reward_applications_talent_idx" ON "reward_applications" USING btree ("talent_id");--> statement-breakpoint
CREATE INDEX "talent_filings_user_idx" ON "talent_filings" USING btree ("user_id","kind","updated_at");--> statement-breakpoint
CREATE INDEX "talent_filings_status_idx" ON "talent_filings" USING btree ("status","kind","submitted_at");