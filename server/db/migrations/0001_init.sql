CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blood_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_name" text NOT NULL,
	"blood_group" text NOT NULL,
	"needed_at" timestamp with time zone NOT NULL,
	"quantity" text NOT NULL,
	"hemoglobin" text,
	"problem" text,
	"place" text NOT NULL,
	"phone1" text NOT NULL,
	"phone2" text,
	"status" text DEFAULT 'incomplete' NOT NULL,
	"completed_at" timestamp with time zone,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"phone1" text NOT NULL,
	"phone2" text,
	"image_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "districts" (
	"id" integer PRIMARY KEY NOT NULL,
	"division_id" integer NOT NULL,
	"name" text NOT NULL,
	"bn_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "divisions" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"bn_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "donations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"donor_id" uuid NOT NULL,
	"donated_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recorded_by" text
);
--> statement-breakpoint
CREATE TABLE "donors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"birth_date" date NOT NULL,
	"gender" text NOT NULL,
	"phone1" text NOT NULL,
	"phone2" text,
	"blood_group" text NOT NULL,
	"division_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"upazila_id" integer NOT NULL,
	"union_id" integer NOT NULL,
	"village" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"accepted_at" timestamp with time zone,
	"donation_count" integer DEFAULT 0 NOT NULL,
	"last_donated_at" timestamp with time zone,
	"donate_clicked_at" timestamp with time zone,
	"next_eligible_at" timestamp with time zone,
	"note" integer,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limits_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "unions" (
	"id" integer PRIMARY KEY NOT NULL,
	"upazila_id" integer NOT NULL,
	"name" text NOT NULL,
	"bn_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upazilas" (
	"id" integer PRIMARY KEY NOT NULL,
	"district_id" integer NOT NULL,
	"name" text NOT NULL,
	"bn_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"role" text DEFAULT 'user' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "villages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"union_id" integer NOT NULL,
	"name" text NOT NULL,
	"bn_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_donor_id_donors_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."donors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donors" ADD CONSTRAINT "donors_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donors" ADD CONSTRAINT "donors_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donors" ADD CONSTRAINT "donors_upazila_id_upazilas_id_fk" FOREIGN KEY ("upazila_id") REFERENCES "public"."upazilas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donors" ADD CONSTRAINT "donors_union_id_unions_id_fk" FOREIGN KEY ("union_id") REFERENCES "public"."unions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unions" ADD CONSTRAINT "unions_upazila_id_upazilas_id_fk" FOREIGN KEY ("upazila_id") REFERENCES "public"."upazilas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upazilas" ADD CONSTRAINT "upazilas_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "villages" ADD CONSTRAINT "villages_union_id_unions_id_fk" FOREIGN KEY ("union_id") REFERENCES "public"."unions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "blood_requests_status_created_idx" ON "blood_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "blood_requests_status_completed_idx" ON "blood_requests" USING btree ("status","completed_at");--> statement-breakpoint
CREATE INDEX "contacts_created_idx" ON "contacts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "districts_division_idx" ON "districts" USING btree ("division_id");--> statement-breakpoint
CREATE INDEX "donations_donor_idx" ON "donations" USING btree ("donor_id","donated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "donors_phone1_key" ON "donors" USING btree ("phone1");--> statement-breakpoint
CREATE INDEX "donors_phone2_idx" ON "donors" USING btree ("phone2");--> statement-breakpoint
CREATE INDEX "donors_status_created_idx" ON "donors" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "donors_verified_accepted_idx" ON "donors" USING btree ("accepted_at") WHERE "donors"."status" = 'verified';--> statement-breakpoint
CREATE INDEX "donors_verified_count_idx" ON "donors" USING btree ("donation_count") WHERE "donors"."status" = 'verified';--> statement-breakpoint
CREATE INDEX "donors_verified_eligible_idx" ON "donors" USING btree ("next_eligible_at") WHERE "donors"."status" = 'verified';--> statement-breakpoint
CREATE INDEX "donors_blood_group_idx" ON "donors" USING btree ("blood_group");--> statement-breakpoint
CREATE INDEX "donors_division_idx" ON "donors" USING btree ("division_id");--> statement-breakpoint
CREATE INDEX "donors_district_idx" ON "donors" USING btree ("district_id");--> statement-breakpoint
CREATE INDEX "donors_upazila_idx" ON "donors" USING btree ("upazila_id");--> statement-breakpoint
CREATE INDEX "donors_union_idx" ON "donors" USING btree ("union_id");--> statement-breakpoint
CREATE INDEX "donors_name_trgm" ON "donors" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "donors_village_trgm" ON "donors" USING gin ("village" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "unions_upazila_idx" ON "unions" USING btree ("upazila_id");--> statement-breakpoint
CREATE INDEX "unions_name_trgm" ON "unions" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "unions_bn_name_trgm" ON "unions" USING gin ("bn_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "upazilas_district_idx" ON "upazilas" USING btree ("district_id");--> statement-breakpoint
CREATE INDEX "upazilas_name_trgm" ON "upazilas" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "upazilas_bn_name_trgm" ON "upazilas" USING gin ("bn_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role","created_at");--> statement-breakpoint
CREATE INDEX "users_name_trgm" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "villages_union_idx" ON "villages" USING btree ("union_id");--> statement-breakpoint
CREATE INDEX "villages_name_trgm" ON "villages" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "villages_bn_name_trgm" ON "villages" USING gin ("bn_name" gin_trgm_ops);