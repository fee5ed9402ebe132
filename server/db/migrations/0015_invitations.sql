-- Invitations: the outbox also carries one SMS per donor asking a donor brought in from a list to
-- confirm their details and say whether they want blood requests (kind 'invitation', no request).
-- Existing rows are alerts and keep their request; the link remembers when it was last opened.
ALTER TABLE "alert_outbox" ALTER COLUMN "blood_request_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_outbox" ADD COLUMN "kind" text DEFAULT 'alert' NOT NULL;--> statement-breakpoint
ALTER TABLE "donor_links" ADD COLUMN "last_opened_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "alert_outbox_invitation_idx" ON "alert_outbox" USING btree ("donor_id","queued_at") WHERE "alert_outbox"."kind" = 'invitation';--> statement-breakpoint
ALTER TABLE "alert_outbox" ADD CONSTRAINT "alert_outbox_kind_code" CHECK ("alert_outbox"."kind" in ('alert', 'invitation'));--> statement-breakpoint
ALTER TABLE "alert_outbox" ADD CONSTRAINT "alert_outbox_kind_request" CHECK (("alert_outbox"."kind" = 'alert') = ("alert_outbox"."blood_request_id" is not null));