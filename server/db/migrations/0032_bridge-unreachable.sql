ALTER TABLE "session_slots" DROP CONSTRAINT "session_slots_state";--> statement-breakpoint
ALTER TABLE "session_slots" ADD COLUMN "unreachable_reason" text;--> statement-breakpoint
ALTER TABLE "session_slots" ADD CONSTRAINT "session_slots_unreachable_reason" CHECK ("session_slots"."unreachable_reason" in ('noConsent', 'noChannel', 'paused', 'sendFailed'));--> statement-breakpoint
ALTER TABLE "session_slots" ADD CONSTRAINT "session_slots_state" CHECK ("session_slots"."state" in ('asked', 'confirmed', 'declined', 'noAnswer', 'unreachable', 'given'));