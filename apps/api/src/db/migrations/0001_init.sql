CREATE SEQUENCE "public"."patient_mrn_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"datecreated" timestamp (6) with time zone DEFAULT now() NOT NULL,
	"casenumber" text,
	"eventtype" text NOT NULL,
	"eventdescription" text NOT NULL,
	"datavalue" text,
	"newvalue" text,
	"oldvalue" text,
	"username" text,
	"user_id" integer,
	"entity" text,
	"entity_id" text,
	"ip" text,
	"user_agent" text,
	"prev_hash" text,
	"hash" text
);
--> statement-breakpoint
CREATE TABLE "case_flags" (
	"case_id" integer NOT NULL,
	"flag_id" integer NOT NULL,
	CONSTRAINT "case_flags_case_id_flag_id_pk" PRIMARY KEY("case_id","flag_id")
);
--> statement-breakpoint
CREATE TABLE "case_icd_codes" (
	"case_id" integer NOT NULL,
	"icd_code_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "case_icd_codes_case_id_icd_code_id_pk" PRIMARY KEY("case_id","icd_code_id")
);
--> statement-breakpoint
CREATE TABLE "case_parts" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"label" text NOT NULL,
	"body_site_id" integer,
	"laterality" text,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_sequences" (
	"prefix" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "case_sequences_prefix_year_pk" PRIMARY KEY("prefix","year")
);
--> statement-breakpoint
CREATE TABLE "case_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"reason" text,
	"user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_tests" (
	"case_id" integer NOT NULL,
	"test_id" integer NOT NULL,
	CONSTRAINT "case_tests_case_id_test_id_pk" PRIMARY KEY("case_id","test_id")
);
--> statement-breakpoint
CREATE TABLE "cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_number" text NOT NULL,
	"case_type" text NOT NULL,
	"status" text DEFAULT 'accessioned' NOT NULL,
	"priority" text DEFAULT 'routine' NOT NULL,
	"patient_id" integer NOT NULL,
	"provider_id" integer,
	"facility_id" integer,
	"pathologist_id" integer,
	"billing_class_id" integer,
	"financial_class_id" integer,
	"accident_type_id" integer,
	"ailment_type_id" integer,
	"collected_at" timestamp with time zone,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"clinical_history" text,
	"cancel_reason" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"category" text DEFAULT 'other' NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"storage_path" text NOT NULL,
	"patient_id" integer,
	"case_id" integer,
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer,
	"delete_reason" text
);
--> statement-breakpoint
CREATE TABLE "coverages" (
	"id" serial PRIMARY KEY NOT NULL,
	"patient_id" integer NOT NULL,
	"payer_id" integer NOT NULL,
	"rank" text NOT NULL,
	"policy_number" text NOT NULL,
	"group_number" text,
	"subscriber_name" text,
	"subscriber_relationship" text DEFAULT 'self' NOT NULL,
	"subscriber_dob" date,
	"effective_from" date,
	"effective_to" date,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patients" (
	"id" serial PRIMARY KEY NOT NULL,
	"mrn" text NOT NULL,
	"first_name" text NOT NULL,
	"middle_name" text,
	"last_name" text NOT NULL,
	"dob" date NOT NULL,
	"sex" text NOT NULL,
	"address_line1" text,
	"address_line2" text,
	"city" text,
	"state" text,
	"postal_code" text,
	"country" text,
	"phone" text,
	"email" text,
	"notes" text,
	"user_id" integer,
	"merged_into_id" integer,
	"merged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"payer_code" text NOT NULL,
	"financial_class_id" integer,
	"address" text,
	"phone" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"npi" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"credentials" text,
	"specialty" text,
	"facility_id" integer,
	"phone" text,
	"fax" text,
	"email" text,
	"address" text,
	"delivery_methods" jsonb DEFAULT '["portal"]'::jsonb NOT NULL,
	"user_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoke_reason" text,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"username" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text,
	"role" text,
	"status" text DEFAULT 'active' NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"avatar" text,
	"dob" text,
	"gender" text,
	"country" text,
	"department" text,
	"company" text,
	"mobile" text,
	"website" text,
	"languages_known" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contact_options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"location" jsonb,
	"social_links" jsonb,
	"permissions" jsonb,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"theme_settings" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"link" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_bookmarks" (
	"user_id" integer NOT NULL,
	"page_id" text NOT NULL,
	"starred" boolean NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_bookmarks_user_id_page_id_pk" PRIMARY KEY("user_id","page_id")
);
--> statement-breakpoint
CREATE TABLE "lk_accident_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lk_additional_flags" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"color" text
);
--> statement-breakpoint
CREATE TABLE "lk_ailment_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lk_billing_classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lk_body_sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"laterality_applies" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lk_departments" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lk_financial_classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lk_gennotifier_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"event_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"channel" text
);
--> statement-breakpoint
CREATE TABLE "lk_gross_descriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"template_text" text
);
--> statement-breakpoint
CREATE TABLE "lk_icd_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lk_master_list" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"list_name" text
);
--> statement-breakpoint
CREATE TABLE "lk_microcodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"micro_text" text,
	"diagnosis_text" text,
	"icd_code" text
);
--> statement-breakpoint
CREATE TABLE "lk_pathologists" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"npi" text,
	"credentials" text,
	"user_id" integer,
	"signature_line" text
);
--> statement-breakpoint
CREATE TABLE "lk_probe_lots" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"probe_set_id" integer,
	"lot_number" text,
	"expiry_date" date,
	"received_date" date
);
--> statement-breakpoint
CREATE TABLE "lk_probe_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"scoring_method" text,
	"probe_colors" text
);
--> statement-breakpoint
CREATE TABLE "lk_procedures" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fee" numeric(12, 2),
	"tcpc_split_allowed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lk_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"result_category_id" integer
);
--> statement-breakpoint
CREATE TABLE "lk_result_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_critical" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lk_screeners" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer
);
--> statement-breakpoint
CREATE TABLE "lk_submitting_facilities" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"address" text,
	"phone" text,
	"fax" text,
	"default_billing_class_id" integer
);
--> statement-breakpoint
CREATE TABLE "lk_stains" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stain_type" text,
	"cpt_code" text
);
--> statement-breakpoint
CREATE TABLE "lk_tcpc_centers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"address" text,
	"phone" text
);
--> statement-breakpoint
CREATE TABLE "lk_tcpc_pathologists" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tcpc_center_id" integer,
	"npi" text
);
--> statement-breakpoint
CREATE TABLE "lk_test_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"department_id" integer
);
--> statement-breakpoint
CREATE TABLE "lk_tests" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"test_group_id" integer,
	"default_case_type" text,
	"cpt_codes" text
);
--> statement-breakpoint
ALTER TABLE "case_flags" ADD CONSTRAINT "case_flags_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_flags" ADD CONSTRAINT "case_flags_flag_id_lk_additional_flags_id_fk" FOREIGN KEY ("flag_id") REFERENCES "public"."lk_additional_flags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_icd_codes" ADD CONSTRAINT "case_icd_codes_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_icd_codes" ADD CONSTRAINT "case_icd_codes_icd_code_id_lk_icd_codes_id_fk" FOREIGN KEY ("icd_code_id") REFERENCES "public"."lk_icd_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_parts" ADD CONSTRAINT "case_parts_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_parts" ADD CONSTRAINT "case_parts_body_site_id_lk_body_sites_id_fk" FOREIGN KEY ("body_site_id") REFERENCES "public"."lk_body_sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_status_history" ADD CONSTRAINT "case_status_history_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_status_history" ADD CONSTRAINT "case_status_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_tests" ADD CONSTRAINT "case_tests_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_tests" ADD CONSTRAINT "case_tests_test_id_lk_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."lk_tests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_facility_id_lk_submitting_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."lk_submitting_facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_pathologist_id_lk_pathologists_id_fk" FOREIGN KEY ("pathologist_id") REFERENCES "public"."lk_pathologists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_billing_class_id_lk_billing_classes_id_fk" FOREIGN KEY ("billing_class_id") REFERENCES "public"."lk_billing_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_financial_class_id_lk_financial_classes_id_fk" FOREIGN KEY ("financial_class_id") REFERENCES "public"."lk_financial_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_accident_type_id_lk_accident_types_id_fk" FOREIGN KEY ("accident_type_id") REFERENCES "public"."lk_accident_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_ailment_type_id_lk_ailment_types_id_fk" FOREIGN KEY ("ailment_type_id") REFERENCES "public"."lk_ailment_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coverages" ADD CONSTRAINT "coverages_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coverages" ADD CONSTRAINT "coverages_payer_id_payers_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."payers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_merged_into_id_patients_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payers" ADD CONSTRAINT "payers_financial_class_id_lk_financial_classes_id_fk" FOREIGN KEY ("financial_class_id") REFERENCES "public"."lk_financial_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_facility_id_lk_submitting_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."lk_submitting_facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_bookmarks" ADD CONSTRAINT "user_bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lk_gennotifier_users" ADD CONSTRAINT "lk_gennotifier_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lk_pathologists" ADD CONSTRAINT "lk_pathologists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lk_probe_lots" ADD CONSTRAINT "lk_probe_lots_probe_set_id_lk_probe_sets_id_fk" FOREIGN KEY ("probe_set_id") REFERENCES "public"."lk_probe_sets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lk_results" ADD CONSTRAINT "lk_results_result_category_id_lk_result_categories_id_fk" FOREIGN KEY ("result_category_id") REFERENCES "public"."lk_result_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lk_screeners" ADD CONSTRAINT "lk_screeners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lk_submitting_facilities" ADD CONSTRAINT "lk_submitting_facilities_default_billing_class_id_lk_billing_classes_id_fk" FOREIGN KEY ("default_billing_class_id") REFERENCES "public"."lk_billing_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lk_tcpc_pathologists" ADD CONSTRAINT "lk_tcpc_pathologists_tcpc_center_id_lk_tcpc_centers_id_fk" FOREIGN KEY ("tcpc_center_id") REFERENCES "public"."lk_tcpc_centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lk_test_groups" ADD CONSTRAINT "lk_test_groups_department_id_lk_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."lk_departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lk_tests" ADD CONSTRAINT "lk_tests_test_group_id_lk_test_groups_id_fk" FOREIGN KEY ("test_group_id") REFERENCES "public"."lk_test_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_date_idx" ON "audit_events" USING btree ("datecreated");--> statement-breakpoint
CREATE INDEX "audit_case_idx" ON "audit_events" USING btree ("casenumber");--> statement-breakpoint
CREATE INDEX "audit_user_idx" ON "audit_events" USING btree ("username");--> statement-breakpoint
CREATE INDEX "audit_type_idx" ON "audit_events" USING btree ("eventtype");--> statement-breakpoint
CREATE INDEX "audit_entity_idx" ON "audit_events" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "case_parts_label_uq" ON "case_parts" USING btree ("case_id","label");--> statement-breakpoint
CREATE INDEX "case_status_history_case_idx" ON "case_status_history" USING btree ("case_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cases_number_uq" ON "cases" USING btree ("case_number");--> statement-breakpoint
CREATE INDEX "cases_number_prefix" ON "cases" USING btree ("case_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "cases_patient_idx" ON "cases" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "cases_provider_idx" ON "cases" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "cases_status_idx" ON "cases" USING btree ("status");--> statement-breakpoint
CREATE INDEX "cases_worklist_idx" ON "cases" USING btree (("priority" = 'stat') desc,"received_at" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "cases_received_idx" ON "cases" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "cases_facility_idx" ON "cases" USING btree ("facility_id");--> statement-breakpoint
CREATE INDEX "cases_pathologist_idx" ON "cases" USING btree ("pathologist_id");--> statement-breakpoint
CREATE INDEX "documents_patient_idx" ON "documents" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "documents_case_idx" ON "documents" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "documents_uploaded_idx" ON "documents" USING btree ("uploaded_at");--> statement-breakpoint
CREATE INDEX "documents_title_trgm" ON "documents" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "coverages_patient_idx" ON "coverages" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "coverages_payer_idx" ON "coverages" USING btree ("payer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "patients_mrn_uq" ON "patients" USING btree (upper("mrn"));--> statement-breakpoint
CREATE INDEX "patients_mrn_prefix_idx" ON "patients" USING btree (upper("mrn") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "patients_last_first_idx" ON "patients" USING btree (lower("last_name") text_pattern_ops,lower("first_name"));--> statement-breakpoint
CREATE INDEX "patients_dob_idx" ON "patients" USING btree ("dob");--> statement-breakpoint
CREATE INDEX "patients_name_trgm" ON "patients" USING gin ((lower("last_name" || ' ' || "first_name")) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "payers_code_uq" ON "payers" USING btree (lower("payer_code"));--> statement-breakpoint
CREATE INDEX "payers_name_trgm" ON "payers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "providers_npi_uq" ON "providers" USING btree ("npi");--> statement-breakpoint
CREATE INDEX "providers_facility_idx" ON "providers" USING btree ("facility_id");--> statement-breakpoint
CREATE INDEX "providers_user_idx" ON "providers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "providers_name_trgm" ON "providers" USING gin ((lower("last_name" || ' ' || "first_name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree ("name");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id","read_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lk_accident_types_code_uq" ON "lk_accident_types" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "lk_accident_types_code_prefix" ON "lk_accident_types" USING btree ("code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "lk_accident_types_name_trgm" ON "lk_accident_types" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lk_accident_types_active" ON "lk_accident_types" USING btree ("active");--> statement-breakpoint
CREATE UNIQUE INDEX "lk_additional_flags_code_uq" ON "lk_additional_flags" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "lk_additional_flags_code_prefix" ON "lk_additional_flags" USING btree ("code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "lk_additional_flags_name_trgm" ON "lk_additional_flags" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lk_additional_flags_active" ON "lk_additional_flags" USING btree ("active");--> statement-breakpoint
CREATE UNIQUE INDEX "lk_ailment_types_code_uq" ON "lk_ailment_types" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "lk_ailment_types_code_prefix" ON "lk_ailment_types" USING btree ("code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "lk_ailment_types_name_trgm" ON "lk_ailment_types" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lk_ailment_types_active" ON "lk_ailment_types" USING btree ("active");--> statement-breakpoint
CREATE UNIQUE INDEX "lk_billing_classes_code_uq" ON "lk_billing_classes" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "lk_billing_classes_code_prefix" ON "lk_billing_classes" USING btree ("code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "lk_billing_classes_name_trgm" ON "lk_billing_classes" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lk_billing_classes_active" ON "lk_billing_classes" USING btree ("active");--> statement-breakpoint
CREATE UNIQUE INDEX "lk_body_sites_code_uq" ON "lk_body_sites" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "lk_body_sites_code_prefix" ON "lk_body_sites" USING btree ("code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "lk_body_sites_name_trgm" ON "lk_body_sites" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lk_body_sites_active" ON "lk_body_sites" USING btree ("active");--> statement-breakpoint
CREATE UNIQUE INDEX "lk_departments_code_uq" ON "lk_departments" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "lk_departments_code_prefix" ON "lk_departments" USING btree ("code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "lk_departments_name_trgm" ON "lk_departments" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lk_departments_active" ON "lk_departments" USING btree ("active");--> statement-breakpoint
CREATE UNIQUE INDEX "lk_financial_classes_code_uq" ON "lk_financial_classes" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "lk_financial_classes_code_prefix" ON "lk_financial_classes" USING btree ("code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "lk_financial_classes_name_trgm" ON "lk_financial_classes" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lk_financial_classes_active" ON "lk_financial_classes" USING btree ("active");--> statement-breakpoint
CREATE UNIQUE INDEX "lk_gennotifier_users_code_uq" ON "lk_gennotifier_users" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "lk_gennotifier_users_code_prefix" ON "lk_gennotifier_users" USING btree ("code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "lk_gennotifier_users_name_trgm" ON "lk_gennotifier_users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lk_gennotifier_users_active" ON "lk_gennotifier_users" USING btree ("active");--> statement-breakpoint
CREATE UNIQUE INDEX "lk_gross_descriptions_code_uq" ON "lk_gross_descriptions" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "lk_gross_descriptions_code_prefix" ON "lk_gross_descriptions" USING btree ("code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "lk_gross_descriptions_name_trgm" ON "lk_gross_descriptions" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lk_gross_descriptions_active" ON "lk_gross_descriptions" USING btree ("active");--> statement-breakpoint
CREATE UNIQUE INDEX "lk_icd_codes_code_uq" ON "lk_icd_codes" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "lk_icd_codes_code_prefix" ON "lk_icd_codes" USING btree ("code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "lk_icd_codes_name_trgm" ON "lk_icd_codes" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lk_icd_codes_active" ON "lk_icd_codes" USING btree ("active");--> statement-breakpoint
CREATE UNIQUE INDEX "lk_master_list_code_uq" ON "lk_master_list" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "lk_master_list_code_prefix" ON "lk_master_list" USING btree ("code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "lk_master_list_name_trgm" ON "lk_master_list" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lk_master_list_active" ON "lk_master_list" USING btree ("active");--> statement-breakpoint
CREATE UNIQUE INDEX "lk_microcodes_code_uq" ON "lk_microcodes" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "lk_microcodes_code_prefix" ON "lk_microcodes" USING btree ("code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "lk_microcodes_name_trgm" ON "lk_microcodes" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lk_microcodes_active" ON "lk_microcodes" USING btree ("active");--> statement-breakpoint
CREATE UNIQUE INDEX "lk_pathologists_code_uq" ON "lk_pathologists" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "lk_pathologists_code_prefix" ON "lk_pathologists" USING btree ("code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "lk_pathologists_name_trgm" ON "lk_pathologists" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lk_pathologists_active" ON "lk_pathologists" USING btree ("active");--> statement-breakpoint
CREATE UNIQUE INDEX "lk_probe_lots_code_uq" ON "lk_probe_lots" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "lk_probe_lots_code_prefix" ON "lk_probe_lots" USING btree ("code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "lk_probe_lots_name_trgm" ON "lk_probe_lots" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lk_probe_lots_active" ON "lk_probe_lots" USING btree ("active");--> statement-breakpoint
CREATE UNIQUE INDEX "lk_probe_sets_code_uq" ON "lk_probe_sets" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "lk_probe_sets_code_prefix" ON "lk_probe_sets" USING btree ("code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "lk_probe_sets_name_trgm" ON "lk_probe_sets" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lk_probe_sets_active" ON "lk_probe_sets" USING btree ("active");--> statement-breakpoint
CREATE UNIQUE INDEX "lk_procedures_code_uq" ON "lk_procedures" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "lk_procedures_code_prefix" ON "lk_procedures" USING btree ("code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "lk_procedures_name_trgm" ON "lk_procedures" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lk_procedures_active" ON "lk_procedures" USING btree ("active");--> statement-breakpoint
CREATE UNIQUE INDEX "lk_results_code_uq" ON "lk_results" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "lk_results_code_prefix" ON "lk_results" USING btree ("code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "lk_results_name_trgm" ON "lk_results" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lk_results_active" ON "lk_results" USING btree ("active");--> statement-breakpoint
CREATE UNIQUE INDEX "lk_result_categories_code_uq" ON "lk_result_categories" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "lk_result_categories_code_prefix" ON "lk_result_categories" USING btree ("code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "lk_result_categories_name_trgm" ON "lk_result_categories" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lk_result_categories_active" ON "lk_result_categories" USING btree ("active");--> statement-breakpoint
CREATE UNIQUE INDEX "lk_screeners_code_uq" ON "lk_screeners" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "lk_screeners_code_prefix" ON "lk_screeners" USING btree ("code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "lk_screeners_name_trgm" ON "lk_screeners" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lk_screeners_active" ON "lk_screeners" USING btree ("active");--> statement-breakpoint
CREATE UNIQUE INDEX "lk_submitting_facilities_code_uq" ON "lk_submitting_facilities" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "lk_submitting_facilities_code_prefix" ON "lk_submitting_facilities" USING btree ("code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "lk_submitting_facilities_name_trgm" ON "lk_submitting_facilities" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lk_submitting_facilities_active" ON "lk_submitting_facilities" USING btree ("active");--> statement-breakpoint
CREATE UNIQUE INDEX "lk_stains_code_uq" ON "lk_stains" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "lk_stains_code_prefix" ON "lk_stains" USING btree ("code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "lk_stains_name_trgm" ON "lk_stains" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lk_stains_active" ON "lk_stains" USING btree ("active");--> statement-breakpoint
CREATE UNIQUE INDEX "lk_tcpc_centers_code_uq" ON "lk_tcpc_centers" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "lk_tcpc_centers_code_prefix" ON "lk_tcpc_centers" USING btree ("code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "lk_tcpc_centers_name_trgm" ON "lk_tcpc_centers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lk_tcpc_centers_active" ON "lk_tcpc_centers" USING btree ("active");--> statement-breakpoint
CREATE UNIQUE INDEX "lk_tcpc_pathologists_code_uq" ON "lk_tcpc_pathologists" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "lk_tcpc_pathologists_code_prefix" ON "lk_tcpc_pathologists" USING btree ("code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "lk_tcpc_pathologists_name_trgm" ON "lk_tcpc_pathologists" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lk_tcpc_pathologists_active" ON "lk_tcpc_pathologists" USING btree ("active");--> statement-breakpoint
CREATE UNIQUE INDEX "lk_test_groups_code_uq" ON "lk_test_groups" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "lk_test_groups_code_prefix" ON "lk_test_groups" USING btree ("code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "lk_test_groups_name_trgm" ON "lk_test_groups" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lk_test_groups_active" ON "lk_test_groups" USING btree ("active");--> statement-breakpoint
CREATE UNIQUE INDEX "lk_tests_code_uq" ON "lk_tests" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "lk_tests_code_prefix" ON "lk_tests" USING btree ("code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "lk_tests_name_trgm" ON "lk_tests" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lk_tests_active" ON "lk_tests" USING btree ("active");