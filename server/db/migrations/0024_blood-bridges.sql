CREATE TABLE "bridge_members" (
	"patient_id" uuid NOT NULL,
	"donor_id" uuid NOT NULL,
	"agreement" text DEFAULT 'pending' NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bridge_members_patient_id_donor_id_pk" PRIMARY KEY("patient_id","donor_id"),
	CONSTRAINT "bridge_members_agreement" CHECK ("bridge_members"."agreement" in ('pending', 'agreed', 'left'))
);
--> statement-breakpoint
CREATE TABLE "patients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"name" text NOT NULL,
	"blood_group" text NOT NULL,
	"guardian_phone" text NOT NULL,
	"hospital" text NOT NULL,
	"interval_days" smallint NOT NULL,
	"bags_per_session" smallint NOT NULL,
	"next_session_at" date NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"paused_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone,
	"archived_by" text,
	CONSTRAINT "patients_interval_days" CHECK ("patients"."interval_days" between 7 and 60),
	CONSTRAINT "patients_bags_per_session" CHECK ("patients"."bags_per_session" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "session_slots" (
	"patient_id" uuid NOT NULL,
	"session_on" date NOT NULL,
	"donor_id" uuid NOT NULL,
	"state" text NOT NULL,
	"donation_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_slots_patient_id_session_on_donor_id_pk" PRIMARY KEY("patient_id","session_on","donor_id"),
	CONSTRAINT "session_slots_state" CHECK ("session_slots"."state" in ('asked', 'confirmed', 'declined', 'given'))
);
--> statement-breakpoint
ALTER TABLE "bridge_members" ADD CONSTRAINT "bridge_members_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bridge_members" ADD CONSTRAINT "bridge_members_donor_id_donors_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."donors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_archived_by_users_id_fk" FOREIGN KEY ("archived_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_slots" ADD CONSTRAINT "session_slots_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_slots" ADD CONSTRAINT "session_slots_donor_id_donors_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."donors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_slots" ADD CONSTRAINT "session_slots_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bridge_members_donor_idx" ON "bridge_members" USING btree ("donor_id","patient_id");--> statement-breakpoint
CREATE INDEX "patients_unit_next_idx" ON "patients" USING btree ("unit_id","next_session_at","id") WHERE "patients"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "session_slots_donor_idx" ON "session_slots" USING btree ("donor_id","session_on");