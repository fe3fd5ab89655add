CREATE TABLE "synoptic_protocols" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"version" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"case_types" jsonb NOT NULL,
	"questionnaire" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_by" integer,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "synoptic_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"part_id" integer NOT NULL,
	"protocol_id" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"response" jsonb NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "synoptic_protocols" ADD CONSTRAINT "synoptic_protocols_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "synoptic_protocols" ADD CONSTRAINT "synoptic_protocols_retired_by_users_id_fk" FOREIGN KEY ("retired_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "synoptic_reports" ADD CONSTRAINT "synoptic_reports_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "synoptic_reports" ADD CONSTRAINT "synoptic_reports_part_id_case_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."case_parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "synoptic_reports" ADD CONSTRAINT "synoptic_reports_protocol_id_synoptic_protocols_id_fk" FOREIGN KEY ("protocol_id") REFERENCES "public"."synoptic_protocols"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "synoptic_reports" ADD CONSTRAINT "synoptic_reports_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "synoptic_protocols_version_uq" ON "synoptic_protocols" USING btree ("url","version");--> statement-breakpoint
CREATE UNIQUE INDEX "synoptic_reports_part_uq" ON "synoptic_reports" USING btree ("part_id");--> statement-breakpoint
CREATE INDEX "synoptic_reports_case_idx" ON "synoptic_reports" USING btree ("case_id");