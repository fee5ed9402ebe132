CREATE TABLE "audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" text,
	"actor_email" text,
	"action" text NOT NULL,
	"target" text NOT NULL,
	"target_id" text,
	"changes" jsonb
);
--> statement-breakpoint
DROP INDEX "blood_requests_status_created_idx";--> statement-breakpoint
DROP INDEX "blood_requests_status_completed_idx";--> statement-breakpoint
DROP INDEX "contacts_created_idx";--> statement-breakpoint
DROP INDEX "donors_phone1_key";--> statement-breakpoint
DROP INDEX "donors_status_created_idx";--> statement-breakpoint
DROP INDEX "donors_verified_accepted_idx";--> statement-breakpoint
DROP INDEX "donors_verified_count_idx";--> statement-breakpoint
DROP INDEX "donors_verified_clicked_idx";--> statement-breakpoint
DROP INDEX "donors_verified_eligible_idx";--> statement-breakpoint
ALTER TABLE "blood_requests" ADD COLUMN "division_id" integer;--> statement-breakpoint
ALTER TABLE "blood_requests" ADD COLUMN "district_id" integer;--> statement-breakpoint
ALTER TABLE "blood_requests" ADD COLUMN "upazila_id" integer;--> statement-breakpoint
ALTER TABLE "blood_requests" ADD COLUMN "union_id" integer;--> statement-breakpoint
ALTER TABLE "blood_requests" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blood_requests" ADD COLUMN "archived_by" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "archived_by" text;--> statement-breakpoint
ALTER TABLE "donors" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "donors" ADD COLUMN "archived_by" text;--> statement-breakpoint
CREATE INDEX "audit_events_at_idx" ON "audit_events" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_events_actor_at_idx" ON "audit_events" USING btree ("actor_email","at","id");--> statement-breakpoint
CREATE INDEX "audit_events_action_at_idx" ON "audit_events" USING btree ("action","at","id");--> statement-breakpoint
ALTER TABLE "blood_requests" ADD CONSTRAINT "blood_requests_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blood_requests" ADD CONSTRAINT "blood_requests_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blood_requests" ADD CONSTRAINT "blood_requests_upazila_id_upazilas_id_fk" FOREIGN KEY ("upazila_id") REFERENCES "public"."upazilas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blood_requests" ADD CONSTRAINT "blood_requests_union_id_unions_id_fk" FOREIGN KEY ("union_id") REFERENCES "public"."unions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blood_requests" ADD CONSTRAINT "blood_requests_archived_by_users_id_fk" FOREIGN KEY ("archived_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_archived_by_users_id_fk" FOREIGN KEY ("archived_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donors" ADD CONSTRAINT "donors_archived_by_users_id_fk" FOREIGN KEY ("archived_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blood_requests_archived_idx" ON "blood_requests" USING btree ("archived_at") WHERE "blood_requests"."archived_at" is not null;--> statement-breakpoint
CREATE INDEX "contacts_archived_idx" ON "contacts" USING btree ("archived_at") WHERE "contacts"."archived_at" is not null;--> statement-breakpoint
CREATE INDEX "donors_archived_idx" ON "donors" USING btree ("archived_at") WHERE "donors"."archived_at" is not null;--> statement-breakpoint
CREATE INDEX "blood_requests_status_created_idx" ON "blood_requests" USING btree ("status","created_at") WHERE "blood_requests"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "blood_requests_status_completed_idx" ON "blood_requests" USING btree ("status","completed_at") WHERE "blood_requests"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "contacts_created_idx" ON "contacts" USING btree ("created_at") WHERE "contacts"."archived_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "donors_phone1_key" ON "donors" USING btree ("phone1") WHERE "donors"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "donors_status_created_idx" ON "donors" USING btree ("status","created_at") WHERE "donors"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "donors_verified_accepted_idx" ON "donors" USING btree ("accepted_at") WHERE "donors"."status" = 'verified' and "donors"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "donors_verified_count_idx" ON "donors" USING btree ("donation_count") WHERE "donors"."status" = 'verified' and "donors"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "donors_verified_clicked_idx" ON "donors" USING btree ("donate_clicked_at") WHERE "donors"."status" = 'verified' and "donors"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "donors_verified_eligible_idx" ON "donors" USING btree ("next_eligible_at") WHERE "donors"."status" = 'verified' and "donors"."archived_at" is null;