-- The server seals each audit row with an HMAC chain keyed by a secret the database never holds.
-- The row is written first (the chain trigger assigns id, time and hash), then its hmac is set once, in the same
-- transaction: that single change is the only UPDATE the append-only guard lets through.
ALTER TABLE "audit_events" ADD COLUMN "hmac" text;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION audit_events_refuse_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF OLD.hmac IS NULL AND NEW.hmac IS NOT NULL AND (to_jsonb(NEW) - 'hmac') = (to_jsonb(OLD) - 'hmac') THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP;
END $$;
