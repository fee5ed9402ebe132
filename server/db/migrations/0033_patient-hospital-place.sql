ALTER TABLE "patients" ADD COLUMN "division_id" integer;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "district_id" integer;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "upazila_id" integer;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "union_id" integer;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_upazila_id_upazilas_id_fk" FOREIGN KEY ("upazila_id") REFERENCES "public"."upazilas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_union_id_unions_id_fk" FOREIGN KEY ("union_id") REFERENCES "public"."unions"("id") ON DELETE no action ON UPDATE no action;