CREATE TABLE "donor_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"donor_id" uuid NOT NULL,
	"blood_request_id" uuid,
	"outcome" text NOT NULL,
	"note" text,
	"donated_on" date,
	"donation_id" uuid,
	"called_at" timestamp with time zone DEFAULT now() NOT NULL,
	"called_by" text,
	CONSTRAINT "donor_calls_outcome_code" CHECK ("donor_calls"."outcome" in ('willDonate', 'declined', 'noAnswer', 'unreachable', 'wrongNumber', 'donatedRecently', 'other'))
);
--> statement-breakpoint
CREATE TABLE "pledges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"blood_request_id" uuid NOT NULL,
	"donor_id" uuid NOT NULL,
	"call_id" uuid,
	"pledged_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pledged_by" text,
	"donation_id" uuid,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_by" text,
	"withdraw_reason" text
);
--> statement-breakpoint
ALTER TABLE "blood_requests" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blood_requests" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "blood_requests" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "donors" ADD COLUMN "last_called_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "donors" ADD COLUMN "wrong_number_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "donor_calls" ADD CONSTRAINT "donor_calls_donor_id_donors_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."donors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donor_calls" ADD CONSTRAINT "donor_calls_blood_request_id_blood_requests_id_fk" FOREIGN KEY ("blood_request_id") REFERENCES "public"."blood_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donor_calls" ADD CONSTRAINT "donor_calls_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donor_calls" ADD CONSTRAINT "donor_calls_called_by_users_id_fk" FOREIGN KEY ("called_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pledges" ADD CONSTRAINT "pledges_blood_request_id_blood_requests_id_fk" FOREIGN KEY ("blood_request_id") REFERENCES "public"."blood_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pledges" ADD CONSTRAINT "pledges_donor_id_donors_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."donors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pledges" ADD CONSTRAINT "pledges_call_id_donor_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."donor_calls"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pledges" ADD CONSTRAINT "pledges_pledged_by_users_id_fk" FOREIGN KEY ("pledged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pledges" ADD CONSTRAINT "pledges_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pledges" ADD CONSTRAINT "pledges_withdrawn_by_users_id_fk" FOREIGN KEY ("withdrawn_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "donor_calls_donor_idx" ON "donor_calls" USING btree ("donor_id","called_at","id");--> statement-breakpoint
CREATE INDEX "donor_calls_request_idx" ON "donor_calls" USING btree ("blood_request_id");--> statement-breakpoint
CREATE INDEX "pledges_request_idx" ON "pledges" USING btree ("blood_request_id","pledged_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pledges_request_donor_key" ON "pledges" USING btree ("blood_request_id","donor_id") WHERE "pledges"."withdrawn_at" is null;--> statement-breakpoint
CREATE INDEX "pledges_donor_idx" ON "pledges" USING btree ("donor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pledges_donation_key" ON "pledges" USING btree ("donation_id");--> statement-breakpoint
ALTER TABLE "blood_requests" ADD CONSTRAINT "blood_requests_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blood_requests_closed_idx" ON "blood_requests" USING btree ("completed_at","id") WHERE "blood_requests"."status" in ('done', 'cancelled') and "blood_requests"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "donors_match_union_idx" ON "donors" USING btree ("blood_group","union_id","last_called_at" NULLS FIRST,"id") WHERE "donors"."status" = 'verified' and "donors"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "donors_match_upazila_idx" ON "donors" USING btree ("blood_group","upazila_id","last_called_at" NULLS FIRST,"id") WHERE "donors"."status" = 'verified' and "donors"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "donors_match_district_idx" ON "donors" USING btree ("blood_group","district_id","last_called_at" NULLS FIRST,"id") WHERE "donors"."status" = 'verified' and "donors"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "donors_match_division_idx" ON "donors" USING btree ("blood_group","division_id","last_called_at" NULLS FIRST,"id") WHERE "donors"."status" = 'verified' and "donors"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "donors_match_group_idx" ON "donors" USING btree ("blood_group","last_called_at" NULLS FIRST,"id") WHERE "donors"."status" = 'verified' and "donors"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "donors_match_eligible_idx" ON "donors" USING btree ("blood_group","next_eligible_at") WHERE "donors"."status" = 'verified' and "donors"."archived_at" is null;--> statement-breakpoint
ALTER TABLE "blood_requests" ADD CONSTRAINT "blood_requests_status_code" CHECK ("blood_requests"."status" in ('incomplete', 'done', 'cancelled'));