ALTER TABLE "blood_requests" ADD COLUMN "family_answer" text;--> statement-breakpoint
ALTER TABLE "blood_requests" ADD COLUMN "family_answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blood_requests" ADD CONSTRAINT "blood_requests_family_answer_code" CHECK ("blood_requests"."family_answer" in ('given', 'notYet', 'notGiven'));