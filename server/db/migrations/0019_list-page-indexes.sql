DROP INDEX "contacts_created_idx";--> statement-breakpoint
CREATE INDEX "users_admins_created_idx" ON "users" USING btree ("created_at","id") WHERE "users"."role" in ('admin', 'superAdmin');--> statement-breakpoint
CREATE INDEX "contacts_created_idx" ON "contacts" USING btree ("created_at","id") WHERE "contacts"."archived_at" is null;