-- Audit trail: append-only, each row chained to the previous one by a SHA-256 hash.
-- The digest covers every recorded field; audit:verify recomputes it with the same function.
CREATE OR REPLACE FUNCTION audit_row_digest(prev text, r audit_events) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(coalesce(prev, '') || '|' || jsonb_build_array(
    r.id, extract(epoch from r.datecreated)::text, r.casenumber, r.eventtype, r.eventdescription,
    r.datavalue, r.newvalue, r.oldvalue, r.username, r.user_id, r.entity, r.entity_id, r.ip, r.user_agent
  )::text, 'UTF8')), 'hex')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION audit_events_chain() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE last_hash text;
BEGIN
  -- One writer at a time: ids and timestamps follow the chain order, held until commit.
  PERFORM pg_advisory_xact_lock(7243100);
  NEW.id := nextval(pg_get_serial_sequence('audit_events', 'id'));
  NEW.datecreated := clock_timestamp();
  SELECT hash INTO last_hash FROM audit_events ORDER BY id DESC LIMIT 1;
  NEW.prev_hash := last_hash;
  NEW.hash := audit_row_digest(last_hash, NEW);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_events_chain BEFORE INSERT ON audit_events
  FOR EACH ROW EXECUTE FUNCTION audit_events_chain();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION audit_events_refuse_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP;
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_events_no_update_delete BEFORE UPDATE OR DELETE ON audit_events
  FOR EACH ROW EXECUTE FUNCTION audit_events_refuse_change();
--> statement-breakpoint
CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON audit_events
  FOR EACH STATEMENT EXECUTE FUNCTION audit_events_refuse_change();
