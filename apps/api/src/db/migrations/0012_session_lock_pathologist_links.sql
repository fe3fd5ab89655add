CREATE TABLE "pathologist_link_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"pathologist_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"proposed_by" integer,
	"proposed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	"outcome" text
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pathologist_link_requests" ADD CONSTRAINT "pathologist_link_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pathologist_link_requests" ADD CONSTRAINT "pathologist_link_requests_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pathologist_link_requests_open_idx" ON "pathologist_link_requests" USING btree ("user_id") WHERE "pathologist_link_requests"."settled_at" is null;--> statement-breakpoint
-- Locking or unlocking a session narrows or widens what it may do at once in every process (SessionCache): the
-- trigger of 0010 also fires on a change of locked_at.
DROP TRIGGER sessions_auth_changed ON sessions;
--> statement-breakpoint
CREATE TRIGGER sessions_auth_changed AFTER UPDATE ON sessions
  FOR EACH ROW WHEN (
    NEW.revoked_at IS DISTINCT FROM OLD.revoked_at
    OR NEW.revoke_reason IS DISTINCT FROM OLD.revoke_reason
    OR NEW.user_id IS DISTINCT FROM OLD.user_id
    OR NEW.locked_at IS DISTINCT FROM OLD.locked_at
    OR NEW.last_seen_at < OLD.last_seen_at
  )
  EXECUTE FUNCTION auth_changed_notify();
