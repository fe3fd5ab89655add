CREATE TABLE "case_diagnoses" (
	"case_id" integer PRIMARY KEY NOT NULL,
	"row_version" integer DEFAULT 0 NOT NULL,
	"parts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"icd_code_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"procedures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_critical" boolean DEFAULT false NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"version" integer NOT NULL,
	"kind" text NOT NULL,
	"reason" text,
	"addendum_text" text,
	"content" jsonb NOT NULL,
	"pdf" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"pathologist_id" integer,
	"signed_by_user_id" integer NOT NULL,
	"signed_by" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "critical_calls" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"called_whom" text NOT NULL,
	"called_at" timestamp with time zone NOT NULL,
	"note" text,
	"recorded_by" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fish_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"method" text NOT NULL,
	"probe_set_id" integer NOT NULL,
	"probe_lot_id" integer NOT NULL,
	"ihc" text,
	"status" text DEFAULT 'scoring' NOT NULL,
	"reader1_id" integer NOT NULL,
	"reader1_nuclei" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reader1_submitted_at" timestamp with time zone,
	"reader2_id" integer,
	"reader2_nuclei" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reader2_submitted_at" timestamp with time zone,
	"result" jsonb,
	"accepted_by" integer,
	"accepted_at" timestamp with time zone,
	"row_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_reads" (
	"report_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_reads_report_id_user_id_pk" PRIMARY KEY("report_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "case_diagnoses" ADD CONSTRAINT "case_diagnoses_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_diagnoses" ADD CONSTRAINT "case_diagnoses_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_reports" ADD CONSTRAINT "case_reports_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_reports" ADD CONSTRAINT "case_reports_pathologist_id_lk_pathologists_id_fk" FOREIGN KEY ("pathologist_id") REFERENCES "public"."lk_pathologists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_reports" ADD CONSTRAINT "case_reports_signed_by_user_id_users_id_fk" FOREIGN KEY ("signed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "critical_calls" ADD CONSTRAINT "critical_calls_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "critical_calls" ADD CONSTRAINT "critical_calls_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fish_sessions" ADD CONSTRAINT "fish_sessions_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fish_sessions" ADD CONSTRAINT "fish_sessions_probe_set_id_lk_probe_sets_id_fk" FOREIGN KEY ("probe_set_id") REFERENCES "public"."lk_probe_sets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fish_sessions" ADD CONSTRAINT "fish_sessions_probe_lot_id_lk_probe_lots_id_fk" FOREIGN KEY ("probe_lot_id") REFERENCES "public"."lk_probe_lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fish_sessions" ADD CONSTRAINT "fish_sessions_reader1_id_users_id_fk" FOREIGN KEY ("reader1_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fish_sessions" ADD CONSTRAINT "fish_sessions_reader2_id_users_id_fk" FOREIGN KEY ("reader2_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fish_sessions" ADD CONSTRAINT "fish_sessions_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_reads" ADD CONSTRAINT "report_reads_report_id_case_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."case_reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_reads" ADD CONSTRAINT "report_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "case_reports_version_uq" ON "case_reports" USING btree ("case_id","version");--> statement-breakpoint
CREATE INDEX "case_reports_signed_idx" ON "case_reports" USING btree ("signed_at");--> statement-breakpoint
CREATE INDEX "critical_calls_case_idx" ON "critical_calls" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "fish_sessions_case_idx" ON "fish_sessions" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "fish_sessions_status_idx" ON "fish_sessions" USING btree ("status");--> statement-breakpoint
-- A signed report version is never changed or removed (CLIA 42 CFR 493.1291(k)); only its release time is set once.
CREATE OR REPLACE FUNCTION case_reports_refuse_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.released_at IS NULL AND NEW.released_at IS NOT NULL
     AND (to_jsonb(NEW) - 'released_at') = (to_jsonb(OLD) - 'released_at') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'case_reports is append-only: a signed report version cannot be changed or deleted';
END $$;
--> statement-breakpoint
CREATE TRIGGER case_reports_immutable BEFORE UPDATE OR DELETE ON case_reports
  FOR EACH ROW EXECUTE FUNCTION case_reports_refuse_change();
