ALTER TABLE "import_jobs" ADD COLUMN "unit_id" uuid;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_jobs_unit_idx" ON "import_jobs" USING btree ("unit_id","created_at");--> statement-breakpoint
-- Jobs from before units belong to the installation's first unit (none in an empty database).
UPDATE "import_jobs" SET "unit_id" = (SELECT "id" FROM "units" ORDER BY "created_at", "id" LIMIT 1);--> statement-breakpoint
-- Donors imported since units came in were stored with no unit (the federation's queue). While the
-- installation has one live unit, everything belongs to it: so do they. In a federation they stay
-- in the queue, where a zone admin assigns them.
UPDATE "donors" SET "unit_id" = (SELECT "id" FROM "units" WHERE "archived_at" IS NULL)
WHERE "unit_id" IS NULL AND "import_job_id" IS NOT NULL
  AND (SELECT count(*) FROM "units" WHERE "archived_at" IS NULL) = 1;
