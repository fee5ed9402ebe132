CREATE TABLE "alert_waves" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"blood_request_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"reach" text NOT NULL,
	"queued" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auto_alerts" (
	"blood_request_id" uuid PRIMARY KEY NOT NULL,
	"urgent" boolean DEFAULT false NOT NULL,
	"wave" integer DEFAULT 0 NOT NULL,
	"reach" text,
	"next_at" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_by" text,
	"stopped_at" timestamp with time zone,
	"stopped_by" text,
	"stop_reason" text,
	CONSTRAINT "auto_alerts_stop_reason_code" CHECK ("auto_alerts"."stop_reason" in ('covered', 'closed', 'stopped', 'exhausted'))
);
--> statement-breakpoint
CREATE TABLE "blocked_numbers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" text NOT NULL,
	"report_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"blocked_by" text,
	"lifted_at" timestamp with time zone,
	"lifted_by" text
);
--> statement-breakpoint
CREATE TABLE "money_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"blood_request_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	CONSTRAINT "money_reports_state_code" CHECK ("money_reports"."state" in ('pending', 'confirmed', 'dismissed'))
);
--> statement-breakpoint
ALTER TABLE "alert_outbox" DROP CONSTRAINT "alert_outbox_kind_code";--> statement-breakpoint
ALTER TABLE "alert_outbox" DROP CONSTRAINT "alert_outbox_kind_request";--> statement-breakpoint
ALTER TABLE "alert_outbox" ALTER COLUMN "donor_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "blood_requests" ADD COLUMN "status_nonce" text;--> statement-breakpoint
ALTER TABLE "blood_requests" ADD COLUMN "requester_language" text DEFAULT 'bn' NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_waves" ADD CONSTRAINT "alert_waves_blood_request_id_blood_requests_id_fk" FOREIGN KEY ("blood_request_id") REFERENCES "public"."blood_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_alerts" ADD CONSTRAINT "auto_alerts_blood_request_id_blood_requests_id_fk" FOREIGN KEY ("blood_request_id") REFERENCES "public"."blood_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_alerts" ADD CONSTRAINT "auto_alerts_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_alerts" ADD CONSTRAINT "auto_alerts_stopped_by_users_id_fk" FOREIGN KEY ("stopped_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocked_numbers" ADD CONSTRAINT "blocked_numbers_report_id_money_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."money_reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocked_numbers" ADD CONSTRAINT "blocked_numbers_blocked_by_users_id_fk" FOREIGN KEY ("blocked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocked_numbers" ADD CONSTRAINT "blocked_numbers_lifted_by_users_id_fk" FOREIGN KEY ("lifted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_reports" ADD CONSTRAINT "money_reports_blood_request_id_blood_requests_id_fk" FOREIGN KEY ("blood_request_id") REFERENCES "public"."blood_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_reports" ADD CONSTRAINT "money_reports_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_waves_request_number_key" ON "alert_waves" USING btree ("blood_request_id","number");--> statement-breakpoint
CREATE INDEX "auto_alerts_due_idx" ON "auto_alerts" USING btree ("next_at") WHERE "auto_alerts"."stopped_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "blocked_numbers_live_key" ON "blocked_numbers" USING btree ("phone") WHERE "blocked_numbers"."lifted_at" is null;--> statement-breakpoint
CREATE INDEX "money_reports_state_idx" ON "money_reports" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "money_reports_request_idx" ON "money_reports" USING btree ("blood_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "alert_outbox_requester_key" ON "alert_outbox" USING btree ("blood_request_id") WHERE "alert_outbox"."kind" = 'requester';--> statement-breakpoint
ALTER TABLE "alert_outbox" ADD CONSTRAINT "alert_outbox_kind_donor" CHECK (("alert_outbox"."kind" = 'requester') = ("alert_outbox"."donor_id" is null));--> statement-breakpoint
ALTER TABLE "alert_outbox" ADD CONSTRAINT "alert_outbox_kind_code" CHECK ("alert_outbox"."kind" in ('alert', 'invitation', 'requester'));--> statement-breakpoint
ALTER TABLE "alert_outbox" ADD CONSTRAINT "alert_outbox_kind_request" CHECK (("alert_outbox"."kind" in ('alert', 'requester')) = ("alert_outbox"."blood_request_id" is not null));