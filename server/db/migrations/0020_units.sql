CREATE TABLE "unit_members" (
	"unit_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unit_members_unit_id_user_id_pk" PRIMARY KEY("unit_id","user_id"),
	CONSTRAINT "unit_members_role" CHECK ("unit_members"."role" in ('admin', 'volunteer'))
);
--> statement-breakpoint
CREATE TABLE "unit_places" (
	"unit_id" uuid NOT NULL,
	"level" text NOT NULL,
	"place_id" integer NOT NULL,
	CONSTRAINT "unit_places_unit_id_level_place_id_pk" PRIMARY KEY("unit_id","level","place_id"),
	CONSTRAINT "unit_places_level" CHECK ("unit_places"."level" in ('division', 'district', 'upazila'))
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid,
	"depth" smallint NOT NULL,
	"name_bn" text NOT NULL,
	"name_en" text NOT NULL,
	"phone" text,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone,
	"archived_by" text,
	CONSTRAINT "units_depth" CHECK ("units"."depth" between 1 and 3)
);
--> statement-breakpoint
DROP INDEX "donors_status_created_idx";--> statement-breakpoint
ALTER TABLE "blood_requests" ADD COLUMN "unit_id" uuid;--> statement-breakpoint
ALTER TABLE "donors" ADD COLUMN "unit_id" uuid;--> statement-breakpoint
ALTER TABLE "donors" ADD COLUMN "sharing" text DEFAULT 'unit' NOT NULL;--> statement-breakpoint
ALTER TABLE "unit_members" ADD CONSTRAINT "unit_members_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_members" ADD CONSTRAINT "unit_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_places" ADD CONSTRAINT "unit_places_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_parent_id_units_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_archived_by_users_id_fk" FOREIGN KEY ("archived_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "unit_members_user_idx" ON "unit_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "unit_places_place_idx" ON "unit_places" USING btree ("level","place_id");--> statement-breakpoint
CREATE INDEX "units_parent_idx" ON "units" USING btree ("parent_id");--> statement-breakpoint
ALTER TABLE "blood_requests" ADD CONSTRAINT "blood_requests_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donors" ADD CONSTRAINT "donors_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blood_requests_unit_idx" ON "blood_requests" USING btree ("unit_id","created_at");--> statement-breakpoint
CREATE INDEX "donors_unit_idx" ON "donors" USING btree ("unit_id") WHERE "donors"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "donors_status_created_idx" ON "donors" USING btree ("status","created_at","id") WHERE "donors"."archived_at" is null;--> statement-breakpoint
ALTER TABLE "donors" ADD CONSTRAINT "donors_sharing_code" CHECK ("donors"."sharing" in ('unit', 'federation'));
--> statement-breakpoint
-- Every installation that holds anything becomes a federation of one unit holding every donor,
-- request and admin, named as the community is (or the product's name when none is set). Nothing
-- changes for a community that never creates a second unit. An empty database gets no unit here
-- (a backup is restored into one): the server makes the first unit when it first starts.
INSERT INTO "units" ("depth", "name_bn", "name_en")
SELECT 1,
       coalesce((SELECT "value"->>'bn' FROM "settings" WHERE "key" = 'community'), 'রক্তসেতু'),
       coalesce((SELECT "value"->>'en' FROM "settings" WHERE "key" = 'community'), 'Roktosetu')
WHERE EXISTS (SELECT 1 FROM "users") OR EXISTS (SELECT 1 FROM "donors") OR EXISTS (SELECT 1 FROM "blood_requests");--> statement-breakpoint
UPDATE "donors" SET "unit_id" = (SELECT "id" FROM "units" LIMIT 1);--> statement-breakpoint
UPDATE "blood_requests" SET "unit_id" = (SELECT "id" FROM "units" LIMIT 1);--> statement-breakpoint
INSERT INTO "unit_members" ("unit_id", "user_id", "role")
SELECT (SELECT "id" FROM "units" LIMIT 1), "id", 'admin' FROM "users" WHERE "role" IN ('admin', 'superAdmin');
