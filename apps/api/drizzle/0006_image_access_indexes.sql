CREATE INDEX "images_small_key_idx" ON "images" USING btree ("small_key");--> statement-breakpoint
CREATE INDEX "images_large_key_idx" ON "images" USING btree ("large_key");--> statement-breakpoint
CREATE INDEX "images_full_key_idx" ON "images" USING btree ("full_key");--> statement-breakpoint
CREATE INDEX "design_version_renders_image_idx" ON "design_version_renders" USING btree ("image_id");