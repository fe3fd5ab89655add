CREATE TABLE "audit_checkpoints" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"last_id" bigint NOT NULL,
	"last_seal" text,
	"count" bigint NOT NULL,
	"sig" text NOT NULL
);
--> statement-breakpoint
-- The checkpoints' copy in the database is append-only too (the one audit:verify leans on is outside it).
CREATE OR REPLACE FUNCTION audit_checkpoints_refuse_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_checkpoints is append-only: % refused', TG_OP;
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_checkpoints_append_only BEFORE UPDATE OR DELETE ON audit_checkpoints
  FOR EACH ROW EXECUTE FUNCTION audit_checkpoints_refuse_change();
--> statement-breakpoint
CREATE TRIGGER audit_checkpoints_no_truncate BEFORE TRUNCATE ON audit_checkpoints
  FOR EACH STATEMENT EXECUTE FUNCTION audit_checkpoints_refuse_change();
--> statement-breakpoint
-- The server now computes every input of the chain itself (plugins/audit.ts): under the chain lock it takes the
-- ids, the time and the previous seal, and inserts each row complete with its seal. The trigger keeps out of its
-- way; a row inserted any other way (without a seal) still gets its id and time here, in chain order, and
-- audit:verify reports it. The database's hash chain is no longer computed: nothing checks it any more.
CREATE OR REPLACE FUNCTION audit_events_chain() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.hmac IS NOT NULL THEN
    RETURN NEW;
  END IF;
  PERFORM pg_advisory_xact_lock(7243100);
  NEW.id := nextval(pg_get_serial_sequence('audit_events', 'id'));
  NEW.datecreated := clock_timestamp();
  NEW.prev_hash := NULL;
  NEW.hash := NULL;
  RETURN NEW;
END $$;
--> statement-breakpoint
DROP FUNCTION IF EXISTS audit_row_digest(text, audit_events);
