DROP INDEX "donors_verified_accepted_idx";--> statement-breakpoint
DROP INDEX "donors_verified_count_idx";--> statement-breakpoint
DROP INDEX "donors_verified_clicked_idx";--> statement-breakpoint
CREATE INDEX "donors_verified_accepted_idx" ON "donors" USING btree ("accepted_at","id","next_eligible_at") WHERE "donors"."status" = 'verified' and "donors"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "donors_verified_count_idx" ON "donors" USING btree ("donation_count","accepted_at","id","next_eligible_at") WHERE "donors"."status" = 'verified' and "donors"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "donors_verified_clicked_idx" ON "donors" USING btree ("donate_clicked_at" NULLS FIRST,"id","next_eligible_at") WHERE "donors"."status" = 'verified' and "donors"."archived_at" is null;