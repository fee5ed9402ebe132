ALTER TABLE "alert_outbox" DROP CONSTRAINT "alert_outbox_kind_code";--> statement-breakpoint
ALTER TABLE "session_slots" DROP CONSTRAINT "session_slots_state";--> statement-breakpoint
ALTER TABLE "alert_outbox" ADD COLUMN "patient_id" uuid;--> statement-breakpoint
ALTER TABLE "alert_outbox" ADD COLUMN "session_on" date;--> statement-breakpoint
ALTER TABLE "session_slots" ADD COLUMN "asked_at" timestamp with time zone;--> statement-breakpoint
-- An answer 'asked' recorded before this release was asked when it was last written.
UPDATE "session_slots" SET "asked_at" = "updated_at" WHERE "state" = 'asked';--> statement-breakpoint
ALTER TABLE "alert_outbox" ADD CONSTRAINT "alert_outbox_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_outbox_bridge_key" ON "alert_outbox" USING btree ("patient_id","session_on","donor_id");--> statement-breakpoint
CREATE INDEX "session_slots_waiting_idx" ON "session_slots" USING btree ("asked_at") WHERE "session_slots"."state" = 'asked';--> statement-breakpoint
ALTER TABLE "alert_outbox" ADD CONSTRAINT "alert_outbox_kind_session" CHECK (("alert_outbox"."kind" = 'bridge') = ("alert_outbox"."patient_id" is not null and "alert_outbox"."session_on" is not null));--> statement-breakpoint
ALTER TABLE "alert_outbox" ADD CONSTRAINT "alert_outbox_kind_code" CHECK ("alert_outbox"."kind" in ('alert', 'invitation', 'requester', 'reminder', 'thanks', 'bridge'));--> statement-breakpoint
ALTER TABLE "session_slots" ADD CONSTRAINT "session_slots_state" CHECK ("session_slots"."state" in ('asked', 'confirmed', 'declined', 'noAnswer', 'given'));