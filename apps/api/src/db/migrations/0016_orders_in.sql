CREATE TABLE "incoming_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"message_id" integer NOT NULL,
	"control_id" text NOT NULL,
	"sending_application" text DEFAULT '' NOT NULL,
	"sending_facility" text DEFAULT '' NOT NULL,
	"placer_order_number" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"draft" jsonb NOT NULL,
	"matched_patient_id" integer,
	"matched_by" text,
	"provider_id" integer,
	"facility_id" integer,
	"case_id" integer,
	"reject_reason" text,
	"notice" text,
	"decided_by" integer,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lk_order_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"coding_system" text,
	"case_type" text,
	"test_codes" text
);
--> statement-breakpoint
ALTER TABLE "incoming_orders" ADD CONSTRAINT "incoming_orders_matched_patient_id_patients_id_fk" FOREIGN KEY ("matched_patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incoming_orders" ADD CONSTRAINT "incoming_orders_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incoming_orders" ADD CONSTRAINT "incoming_orders_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "incoming_orders_status_idx" ON "incoming_orders" USING btree ("status","received_at");--> statement-breakpoint
CREATE INDEX "incoming_orders_placer_idx" ON "incoming_orders" USING btree ("sending_application","sending_facility","placer_order_number");--> statement-breakpoint
CREATE UNIQUE INDEX "lk_order_codes_code_uq" ON "lk_order_codes" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "lk_order_codes_code_prefix" ON "lk_order_codes" USING btree ("code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "lk_order_codes_name_trgm" ON "lk_order_codes" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lk_order_codes_active" ON "lk_order_codes" USING btree ("active");--> statement-breakpoint
-- Written by hand after drizzle-kit's part: the order codes every lab starts with (docs/interfaces.md#order-codes),
-- on every database; the lab edits them in /ordercodes. Test codes that the Tests list lacks are skipped at accession.
INSERT INTO "lk_order_codes" ("code", "name", "coding_system", "case_type", "test_codes") VALUES
  ('SURG', 'Surgical pathology', 'L', 'S', 'SP-BX'),
  ('CYTO', 'Cytology', 'L', 'C', 'URINE-CYTO'),
  ('FISH', 'FISH', 'L', 'F', 'FISH-HER2'),
  ('88305', 'Surgical pathology, gross and microscopic', 'CPT', 'S', 'SP-BX'),
  ('88112', 'Cytopathology, cell enhancement technique', 'CPT', 'C', 'URINE-CYTO'),
  ('88367', 'Morphometric in situ hybridization (FISH), computer-assisted', 'CPT', 'F', 'FISH-HER2')
ON CONFLICT DO NOTHING;
