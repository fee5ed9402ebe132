CREATE TABLE "alert_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"blood_request_id" uuid NOT NULL,
	"donor_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"urgent" boolean DEFAULT false NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"queued_by" text,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"answer" text,
	"answered_at" timestamp with time zone,
	CONSTRAINT "alert_outbox_state_code" CHECK ("alert_outbox"."state" in ('queued', 'sending', 'sent', 'failed')),
	CONSTRAINT "alert_outbox_channel_code" CHECK ("alert_outbox"."channel" in ('sms', 'push'))
);
--> statement-breakpoint
CREATE TABLE "donor_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"donor_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"nonce" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" text,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "phone_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"donor_id" uuid NOT NULL,
	"new_phone" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	CONSTRAINT "phone_changes_state_code" CHECK ("phone_changes"."state" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"donor_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blood_requests" ADD COLUMN "status_token_hash" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "reported_by_donor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "donors" ADD COLUMN "contact_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "donors" ADD COLUMN "consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "donors" ADD COLUMN "consent_source" text;--> statement-breakpoint
ALTER TABLE "donors" ADD COLUMN "language" text DEFAULT 'bn' NOT NULL;--> statement-breakpoint
ALTER TABLE "donors" ADD COLUMN "channels" text[] DEFAULT '{sms}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "donors" ADD COLUMN "paused_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "donors" ADD COLUMN "last_alerted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pledges" ADD COLUMN "source" text DEFAULT 'admin' NOT NULL;--> statement-breakpoint
ALTER TABLE "pledges" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "alert_outbox" ADD CONSTRAINT "alert_outbox_blood_request_id_blood_requests_id_fk" FOREIGN KEY ("blood_request_id") REFERENCES "public"."blood_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_outbox" ADD CONSTRAINT "alert_outbox_donor_id_donors_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."donors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_outbox" ADD CONSTRAINT "alert_outbox_queued_by_users_id_fk" FOREIGN KEY ("queued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donor_links" ADD CONSTRAINT "donor_links_donor_id_donors_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."donors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donor_links" ADD CONSTRAINT "donor_links_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_changes" ADD CONSTRAINT "phone_changes_donor_id_donors_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."donors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_changes" ADD CONSTRAINT "phone_changes_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_donor_id_donors_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."donors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_outbox_request_donor_key" ON "alert_outbox" USING btree ("blood_request_id","donor_id");--> statement-breakpoint
CREATE INDEX "alert_outbox_due_idx" ON "alert_outbox" USING btree ("due_at") WHERE "alert_outbox"."state" in ('queued', 'sending');--> statement-breakpoint
CREATE INDEX "alert_outbox_donor_idx" ON "alert_outbox" USING btree ("donor_id","queued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "donor_links_token_key" ON "donor_links" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "donor_links_live_key" ON "donor_links" USING btree ("donor_id") WHERE "donor_links"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "phone_changes_pending_key" ON "phone_changes" USING btree ("donor_id") WHERE "phone_changes"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "phone_changes_state_idx" ON "phone_changes" USING btree ("state","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_key" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_donor_idx" ON "push_subscriptions" USING btree ("donor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blood_requests_status_token_key" ON "blood_requests" USING btree ("status_token_hash");--> statement-breakpoint
ALTER TABLE "donors" ADD CONSTRAINT "donors_language_code" CHECK ("donors"."language" in ('bn', 'en'));