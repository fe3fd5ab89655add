CREATE TABLE "user_presence" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"chosen_status" text DEFAULT 'online' NOT NULL,
	"connected_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_presence" ADD CONSTRAINT "user_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
