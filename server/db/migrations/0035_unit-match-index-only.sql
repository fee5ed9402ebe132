DROP INDEX "donors_unit_match_idx";--> statement-breakpoint
DROP INDEX "donors_shared_match_idx";--> statement-breakpoint
CREATE INDEX "donors_unit_match_idx" ON "donors" USING btree ("unit_id","blood_group","next_eligible_at","paused_until") WHERE "donors"."status" = 'verified' and "donors"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "donors_shared_match_idx" ON "donors" USING btree ("blood_group","next_eligible_at","unit_id","paused_until") WHERE "donors"."status" = 'verified' and "donors"."archived_at" is null and "donors"."sharing" = 'federation';