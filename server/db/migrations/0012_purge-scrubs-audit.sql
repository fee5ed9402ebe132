-- The audit trail stays append-only, with one narrow exception: once a donor is purged (its row
-- deleted, or archived and emptied by the archive purge), the events about that donor may lose
-- the personal values in their changes (name, phone numbers, date of birth, village, call note).
-- What was done, when, by whom and to which donor id stays; nothing else may change.
CREATE OR REPLACE FUNCTION audit_events_scrubbed(changes jsonb) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
  SELECT changes - ARRAY['name', 'age', 'birthDate', 'birth_date', 'number1', 'number2', 'phone',
    'phone1', 'phone2', 'village', 'note']
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION audit_events_refuse_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND OLD.target = 'donor'
     AND OLD.target_id IS NOT NULL
     AND OLD.changes IS NOT NULL
     AND NEW.id = OLD.id
     AND NEW.at = OLD.at
     AND NEW.actor_id IS NOT DISTINCT FROM OLD.actor_id
     AND NEW.actor_email IS NOT DISTINCT FROM OLD.actor_email
     AND NEW.action = OLD.action
     AND NEW.target = OLD.target
     AND NEW.target_id = OLD.target_id
     AND NEW.changes IS NOT DISTINCT FROM audit_events_scrubbed(OLD.changes)
     AND NOT EXISTS (
       SELECT 1 FROM donors d
       WHERE d.id::text = OLD.target_id AND (d.archived_at IS NULL OR d.phone1 <> '')
     )
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
-- Donors purged before this migration: their events are scrubbed now.
UPDATE audit_events e SET changes = audit_events_scrubbed(e.changes)
WHERE e.target = 'donor'
  AND e.target_id IS NOT NULL
  AND e.changes ?| ARRAY['name', 'age', 'birthDate', 'birth_date', 'number1', 'number2', 'phone',
    'phone1', 'phone2', 'village', 'note']
  AND NOT EXISTS (
    SELECT 1 FROM donors d
    WHERE d.id::text = e.target_id AND (d.archived_at IS NULL OR d.phone1 <> '')
  );
