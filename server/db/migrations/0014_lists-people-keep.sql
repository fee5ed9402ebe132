-- Donors brought in from the lists communities keep: the date of birth, the gender and the place
-- chain (from the top down) may be unknown, and details_missing says so; a donation's date may be
-- known only to the month, the year or "about N months ago" (precision), stored as its latest day.
-- Existing rows keep every value: nothing was unknown before, and every donation was a day.
ALTER TABLE "donors" ALTER COLUMN "birth_date" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "donors" ALTER COLUMN "gender" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "donors" ALTER COLUMN "division_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "donors" ALTER COLUMN "district_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "donors" ALTER COLUMN "upazila_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "donors" ALTER COLUMN "union_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "precision" text DEFAULT 'day' NOT NULL;--> statement-breakpoint
ALTER TABLE "donors" ADD COLUMN "details_missing" boolean GENERATED ALWAYS AS (birth_date is null or gender is null or union_id is null or village = '') STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_precision_code" CHECK ("donations"."precision" in ('day', 'month', 'year', 'monthsAgo'));--> statement-breakpoint
ALTER TABLE "donors" ADD CONSTRAINT "donors_place_chain" CHECK (("donors"."union_id" is null or "donors"."upazila_id" is not null) and ("donors"."upazila_id" is null or "donors"."district_id" is not null) and ("donors"."district_id" is null or "donors"."division_id" is not null));