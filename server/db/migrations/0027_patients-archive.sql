-- Recurring patients in the archive: their own tab, newest archived first, and the purge's cutoff.
CREATE INDEX "patients_archived_idx" ON "patients" USING btree ("archived_at") WHERE "patients"."archived_at" is not null;--> statement-breakpoint
-- A purged recurring patient leaves the trail's personal values too, as purged donors, requests and
-- contacts do (0012, 0013): once the patient is deleted, the events about them may lose the name,
-- the guardian's phone, the hospital and the special needs. What was done, when, by whom and to
-- which id stays; nothing else may change.
CREATE OR REPLACE FUNCTION audit_events_scrubbed(changes jsonb) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
  SELECT changes - ARRAY['name', 'age', 'birthDate', 'birth_date', 'number1', 'number2', 'phone',
    'phone1', 'phone2', 'village', 'note', 'patientName', 'patient_name', 'problem',
    'patient_problem', 'hemoglobin', 'place', 'donation_place', 'cancelReason', 'cancel_reason',
    'guardianPhone', 'hospital', 'notes']
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION audit_events_target_purged(target text, target_id text) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT CASE target
    WHEN 'donor' THEN NOT EXISTS (
      SELECT 1 FROM donors d WHERE d.id::text = target_id AND (d.archived_at IS NULL OR d.phone1 <> ''))
    WHEN 'bloodRequest' THEN NOT EXISTS (SELECT 1 FROM blood_requests r WHERE r.id::text = target_id)
    WHEN 'contact' THEN NOT EXISTS (SELECT 1 FROM contacts c WHERE c.id::text = target_id)
    WHEN 'patient' THEN NOT EXISTS (SELECT 1 FROM patients p WHERE p.id::text = target_id)
    ELSE false
  END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION audit_events_refuse_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND OLD.target IN ('donor', 'bloodRequest', 'contact', 'patient')
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
$$;
