-- Purged blood requests and contacts leave the trail's personal values too, as purged donors do
-- (0012): once such a row is gone (the archive purge deletes it), the events about it may lose
-- the patient's name, problem and haemoglobin, the place, phone numbers, a contact's name and a
-- cancellation's reason. What was done, when, by whom and to which id stays; nothing else may change.
CREATE OR REPLACE FUNCTION audit_events_scrubbed(changes jsonb) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
  SELECT changes - ARRAY['name', 'age', 'birthDate', 'birth_date', 'number1', 'number2', 'phone',
    'phone1', 'phone2', 'village', 'note', 'patientName', 'patient_name', 'problem',
    'patient_problem', 'hemoglobin', 'place', 'donation_place', 'cancelReason', 'cancel_reason']
$$;--> statement-breakpoint
-- Whether the row an event is about has been purged: a donor archived and emptied, or deleted; a
-- blood request or a contact deleted.
CREATE OR REPLACE FUNCTION audit_events_target_purged(target text, target_id text) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT CASE target
    WHEN 'donor' THEN NOT EXISTS (
      SELECT 1 FROM donors d WHERE d.id::text = target_id AND (d.archived_at IS NULL OR d.phone1 <> ''))
    WHEN 'bloodRequest' THEN NOT EXISTS (SELECT 1 FROM blood_requests r WHERE r.id::text = target_id)
    WHEN 'contact' THEN NOT EXISTS (SELECT 1 FROM contacts c WHERE c.id::text = target_id)
    ELSE false
  END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION audit_events_refuse_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND OLD.target IN ('donor', 'bloodRequest', 'contact')
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
     AND audit_events_target_purged(OLD.target, OLD.target_id)
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
-- Rows purged before this migration: their events are scrubbed now.
UPDATE audit_events e SET changes = audit_events_scrubbed(e.changes)
WHERE e.target IN ('donor', 'bloodRequest', 'contact')
  AND e.target_id IS NOT NULL
  AND e.changes IS NOT NULL
  AND audit_events_scrubbed(e.changes) <> e.changes
  AND audit_events_target_purged(e.target, e.target_id);
