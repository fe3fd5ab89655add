CREATE TABLE "case_copy_providers" (
	"case_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "case_copy_providers_case_id_provider_id_pk" PRIMARY KEY("case_id","provider_id")
);
--> statement-breakpoint
CREATE TABLE "report_recipients" (
	"case_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"email" boolean DEFAULT false NOT NULL,
	"first_version" integer NOT NULL,
	"last_version" integer NOT NULL,
	"last_notified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ack_due_version" integer,
	"ack_version" integer,
	"ack_at" timestamp with time zone,
	CONSTRAINT "report_recipients_case_id_user_id_pk" PRIMARY KEY("case_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "case_copy_providers" ADD CONSTRAINT "case_copy_providers_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_copy_providers" ADD CONSTRAINT "case_copy_providers_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_recipients" ADD CONSTRAINT "report_recipients_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_recipients" ADD CONSTRAINT "report_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_recipients_user_idx" ON "report_recipients" USING btree ("user_id");