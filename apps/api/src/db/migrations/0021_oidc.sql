CREATE TABLE "oidc_sign_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"state_hash" text NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"user_id" integer,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"code_used_at" timestamp with time zone,
	"idp_second_factor" boolean DEFAULT false NOT NULL,
	"amr" text
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "idp_second_factor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "oidc_sign_ins" ADD CONSTRAINT "oidc_sign_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "oidc_sign_ins_state_hash_idx" ON "oidc_sign_ins" USING btree ("state_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "oidc_sign_ins_code_hash_idx" ON "oidc_sign_ins" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "oidc_sign_ins_expires_idx" ON "oidc_sign_ins" USING btree ("expires_at");