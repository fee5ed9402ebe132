CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" DROP CONSTRAINT "donations_donor_id_donors_id_fk";--> statement-breakpoint
-- A donation is a calendar date in Bangladesh, where the volunteers record it.
ALTER TABLE "donations" ALTER COLUMN "donated_at" SET DATA TYPE date USING ("donated_at" AT TIME ZONE 'Asia/Dhaka')::date;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "kind" text DEFAULT 'whole_blood' NOT NULL;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "place" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "blood_request_id" uuid;--> statement-breakpoint
ALTER TABLE "donors" ADD COLUMN "prior_donations" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "donors" ADD COLUMN "made_available_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_blood_request_id_blood_requests_id_fk" FOREIGN KEY ("blood_request_id") REFERENCES "public"."blood_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_donor_id_donors_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."donors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "donations_blood_request_idx" ON "donations" USING btree ("blood_request_id");--> statement-breakpoint
-- Text as typed two ways is one value: names, villages and places in Unicode NFC.
UPDATE "donors" SET "name" = normalize("name", NFC), "village" = normalize("village", NFC)
  WHERE "name" <> normalize("name", NFC) OR "village" <> normalize("village", NFC);--> statement-breakpoint
UPDATE "blood_requests" SET "patient_name" = normalize("patient_name", NFC), "place" = normalize("place", NFC), "problem" = normalize("problem", NFC)
  WHERE "patient_name" <> normalize("patient_name", NFC) OR "place" <> normalize("place", NFC) OR "problem" <> normalize("problem", NFC);--> statement-breakpoint
UPDATE "contacts" SET "name" = normalize("name", NFC) WHERE "name" <> normalize("name", NFC);--> statement-breakpoint
UPDATE "divisions" SET "bn_name" = normalize("bn_name", NFC) WHERE "bn_name" <> normalize("bn_name", NFC);--> statement-breakpoint
UPDATE "districts" SET "bn_name" = normalize("bn_name", NFC) WHERE "bn_name" <> normalize("bn_name", NFC);--> statement-breakpoint
UPDATE "upazilas" SET "bn_name" = normalize("bn_name", NFC) WHERE "bn_name" <> normalize("bn_name", NFC);--> statement-breakpoint
UPDATE "unions" SET "bn_name" = normalize("bn_name", NFC) WHERE "bn_name" <> normalize("bn_name", NFC);--> statement-breakpoint
-- A village whose normalised name another village of its union already has keeps its spelling.
UPDATE "villages" v SET "bn_name" = normalize(v."bn_name", NFC)
  WHERE v."bn_name" <> normalize(v."bn_name", NFC)
    AND NOT EXISTS (SELECT 1 FROM "villages" o WHERE o."union_id" = v."union_id" AND o."bn_name" = normalize(v."bn_name", NFC));--> statement-breakpoint
-- Gender as codes, whatever way the Bengali word was typed.
UPDATE "donors" SET "gender" = CASE normalize(btrim("gender"), NFC)
    WHEN normalize('পুরুষ', NFC) THEN 'male'
    WHEN normalize('মহিলা', NFC) THEN 'female'
    WHEN normalize('তৃতীয় লিঙ্গ', NFC) THEN 'third'
    WHEN normalize('তৃতীয়', NFC) THEN 'third'
    WHEN 'male' THEN 'male'
    WHEN 'female' THEN 'female'
    WHEN 'third' THEN 'third'
    ELSE 'unknown'
  END;--> statement-breakpoint
-- A donor the old counter knew a last donation of, but with no history row, gets that one row.
INSERT INTO "donations" ("donor_id", "donated_at", "kind")
  SELECT d."id", (d."last_donated_at" AT TIME ZONE 'Asia/Dhaka')::date, 'whole_blood' FROM "donors" d
  WHERE d."last_donated_at" IS NOT NULL AND d."donation_count" > 0
    AND NOT EXISTS (SELECT 1 FROM "donations" x WHERE x."donor_id" = d."id");--> statement-breakpoint
-- The rest of the old count becomes the "donations before joining" adjustment.
UPDATE "donors" d SET "prior_donations" = greatest(0, d."donation_count" - (SELECT count(*) FROM "donations" x WHERE x."donor_id" = d."id"));--> statement-breakpoint
-- An admin who marked a donor available before the old wait ended keeps that waiver.
UPDATE "donors" SET "made_available_at" = now()
  WHERE "next_eligible_at" IS NULL AND "last_donated_at" IS NOT NULL AND "last_donated_at" + interval '90 days' > now();--> statement-breakpoint
-- Count, last donation and next-eligible time derived from history with the default waits
-- (the same statement as server/routes/donations/derived.ts).
UPDATE "donors" d SET ("donation_count", "last_donated_at", "next_eligible_at") = (
  SELECT d."prior_donations" + h.n,
    h.last_date::timestamp AT TIME ZONE 'Asia/Dhaka',
    CASE WHEN h.last_date IS NULL OR d."made_available_at" >= h.last_recorded THEN NULL
      ELSE (h.last_date + CASE WHEN h.last_kind = 'platelets' THEN 14 WHEN d."gender" = 'male' THEN 90 WHEN d."gender" = 'female' THEN 120 ELSE 120 END)::timestamp AT TIME ZONE 'Asia/Dhaka'
    END
  FROM (
    SELECT count(*)::int AS n, max(x."donated_at") AS last_date,
      (array_agg(x."kind" ORDER BY x."donated_at" DESC, x."created_at" DESC))[1] AS last_kind,
      (array_agg(x."created_at" ORDER BY x."donated_at" DESC, x."created_at" DESC))[1] AS last_recorded
    FROM "donations" x WHERE x."donor_id" = d."id"
  ) h
);--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_kind_code" CHECK ("donations"."kind" in ('whole_blood', 'platelets'));--> statement-breakpoint
ALTER TABLE "donors" ADD CONSTRAINT "donors_gender_code" CHECK ("donors"."gender" in ('male', 'female', 'third', 'unknown'));--> statement-breakpoint
ALTER TABLE "donors" ADD CONSTRAINT "donors_prior_donations_min" CHECK ("donors"."prior_donations" >= 0);
