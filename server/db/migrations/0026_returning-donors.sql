CREATE TABLE "certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"donor_id" uuid NOT NULL,
	"donor_name" text NOT NULL,
	"donations" integer NOT NULL,
	"milestone" integer NOT NULL,
	"community_bn" text NOT NULL,
	"community_en" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" text,
	"revoked_at" timestamp with time zone,
	"revoked_by" text
);
--> statement-breakpoint
CREATE TABLE "donor_reminders" (
	"donor_id" uuid NOT NULL,
	"eligible_at" timestamp with time zone NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donor_reminders_donor_id_eligible_at_pk" PRIMARY KEY("donor_id","eligible_at")
);
--> statement-breakpoint
ALTER TABLE "alert_outbox" DROP CONSTRAINT "alert_outbox_kind_code";--> statement-breakpoint
ALTER TABLE "alert_outbox" ADD COLUMN "donation_id" uuid;--> statement-breakpoint
ALTER TABLE "blood_requests" ADD COLUMN "family_note" text;--> statement-breakpoint
ALTER TABLE "blood_requests" ADD COLUMN "family_note_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "donors" ADD COLUMN "reminders_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "donors" ADD COLUMN "on_leaderboard" boolean;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_donor_id_donors_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."donors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donor_reminders" ADD CONSTRAINT "donor_reminders_donor_id_donors_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."donors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_code_key" ON "certificates" USING btree ("code");--> statement-breakpoint
CREATE INDEX "certificates_donor_idx" ON "certificates" USING btree ("donor_id","issued_at");--> statement-breakpoint
ALTER TABLE "alert_outbox" ADD CONSTRAINT "alert_outbox_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_outbox" ADD CONSTRAINT "alert_outbox_kind_code" CHECK ("alert_outbox"."kind" in ('alert', 'invitation', 'requester', 'reminder', 'thanks'));