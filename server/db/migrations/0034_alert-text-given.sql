ALTER TABLE "alert_outbox" ADD COLUMN "text_given_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "alert_outbox" ADD COLUMN "text_given_by" text;--> statement-breakpoint
ALTER TABLE "alert_outbox" ADD CONSTRAINT "alert_outbox_text_given_by_users_id_fk" FOREIGN KEY ("text_given_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Carried forward: an SMS alert queued due at once had its text given to the volunteer in the
-- answer that queued it (SMS_PROVIDER=log); one held by quiet hours had not, and stays null.
UPDATE "alert_outbox" SET "text_given_at" = "queued_at", "text_given_by" = "queued_by"
  WHERE "kind" = 'alert' AND "channel" = 'sms' AND "due_at" <= "queued_at";
