-- Every process keeps the sessions it found valid for a moment (SessionCache, src/plugins/auth.ts). A change that can
-- end or narrow a session tells them all at once: the cache is emptied on NOTIFY lab_auth, sent at commit.
CREATE OR REPLACE FUNCTION auth_changed_notify() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('lab_auth', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Any change of an account (role, permissions, status, a password change that must be made, its name or email).
CREATE TRIGGER users_auth_changed AFTER UPDATE OR DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION auth_changed_notify();
--> statement-breakpoint
-- Any change of a session but the touch that moves "last seen" forward (every 30 s of use: not worth a NOTIFY).
CREATE TRIGGER sessions_auth_changed AFTER UPDATE ON sessions
  FOR EACH ROW WHEN (
    NEW.revoked_at IS DISTINCT FROM OLD.revoked_at
    OR NEW.revoke_reason IS DISTINCT FROM OLD.revoke_reason
    OR NEW.user_id IS DISTINCT FROM OLD.user_id
    OR NEW.last_seen_at < OLD.last_seen_at
  )
  EXECUTE FUNCTION auth_changed_notify();
--> statement-breakpoint
CREATE TRIGGER sessions_auth_deleted AFTER DELETE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION auth_changed_notify();
