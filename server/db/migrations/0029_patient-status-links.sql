CREATE TABLE "patient_status_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"nonce" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" text,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "patient_status_links" ADD CONSTRAINT "patient_status_links_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_status_links" ADD CONSTRAINT "patient_status_links_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "patient_status_links_token_key" ON "patient_status_links" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "patient_status_links_live_key" ON "patient_status_links" USING btree ("patient_id") WHERE "patient_status_links"."revoked_at" is null;