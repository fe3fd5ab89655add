CREATE TABLE "mfa_webauthn_credentials" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"credential_id" text NOT NULL,
	"public_key" text NOT NULL,
	"counter" bigint DEFAULT 0 NOT NULL,
	"transports" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "mfa_challenges" ADD COLUMN "purpose" text DEFAULT 'sign-in' NOT NULL;--> statement-breakpoint
ALTER TABLE "mfa_challenges" ADD COLUMN "webauthn_challenge" text;--> statement-breakpoint
ALTER TABLE "mfa_webauthn_credentials" ADD CONSTRAINT "mfa_webauthn_credentials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mfa_webauthn_credentials_credential_id_idx" ON "mfa_webauthn_credentials" USING btree ("credential_id");--> statement-breakpoint
CREATE INDEX "mfa_webauthn_credentials_user_idx" ON "mfa_webauthn_credentials" USING btree ("user_id");--> statement-breakpoint
-- A passkey added or removed changes whether the user has a second factor (plugins/auth.ts): every process's
-- session cache is emptied, as for mfa_totp (migration 0015). A sign-in moving the counter changes nothing of it.
CREATE TRIGGER mfa_webauthn_credentials_auth_changed AFTER INSERT OR DELETE ON mfa_webauthn_credentials
  FOR EACH STATEMENT EXECUTE FUNCTION auth_changed_notify();
