CREATE TABLE "interface_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"direction" text NOT NULL,
	"protocol" text NOT NULL,
	"message_type" text NOT NULL,
	"control_id" text NOT NULL,
	"sending_application" text DEFAULT '' NOT NULL,
	"sending_facility" text DEFAULT '' NOT NULL,
	"destination_id" integer,
	"order_id" integer,
	"case_id" integer,
	"case_number" text,
	"report_version" integer,
	"mrn" text,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone,
	"body" text NOT NULL,
	"ack" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "interface_messages_inbound_uq" ON "interface_messages" USING btree ("sending_application","sending_facility","control_id") WHERE "interface_messages"."direction" = 'in';--> statement-breakpoint
CREATE INDEX "interface_messages_direction_idx" ON "interface_messages" USING btree ("direction","created_at");--> statement-breakpoint
CREATE INDEX "interface_messages_due_idx" ON "interface_messages" USING btree ("next_attempt_at") WHERE "interface_messages"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "interface_messages_case_idx" ON "interface_messages" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "interface_messages_control_idx" ON "interface_messages" USING btree ("control_id");