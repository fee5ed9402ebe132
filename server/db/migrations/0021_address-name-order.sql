CREATE INDEX "unions_name_order_idx" ON "unions" USING btree ("name" collate "und-x-icu","id");--> statement-breakpoint
CREATE INDEX "unions_bn_name_order_idx" ON "unions" USING btree ("bn_name" collate "und-x-icu","id");--> statement-breakpoint
CREATE INDEX "upazilas_name_order_idx" ON "upazilas" USING btree ("name" collate "und-x-icu","id");--> statement-breakpoint
CREATE INDEX "upazilas_bn_name_order_idx" ON "upazilas" USING btree ("bn_name" collate "und-x-icu","id");--> statement-breakpoint
CREATE INDEX "villages_name_order_idx" ON "villages" USING btree ("name" collate "und-x-icu","id");--> statement-breakpoint
CREATE INDEX "villages_bn_name_order_idx" ON "villages" USING btree ("bn_name" collate "und-x-icu","id");