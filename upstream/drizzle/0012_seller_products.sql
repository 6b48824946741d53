ALTER TABLE "products" DROP CONSTRAINT "products_sku_unique";--> statement-breakpoint
DROP INDEX "products_category_price_idx";--> statement-breakpoint
DROP INDEX "products_category_price_in_stock_idx";--> statement-breakpoint
DROP INDEX "products_subcategory_price_idx";--> statement-breakpoint
DROP INDEX "products_division_price_idx";--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
DROP INDEX "products_created_idx";--> statement-breakpoint
DROP INDEX "products_featured_idx";--> statement-breakpoint
DROP INDEX "products_name_idx";--> statement-breakpoint
DROP INDEX "products_rating_idx";--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "serial_number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "maker" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "region" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "materials" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "time_to_make" text;--> statement-breakpoint
CREATE UNIQUE INDEX "products_shop_sku_key" ON "products" USING btree ("shop_id","sku");--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_id","base_price","id") WHERE "products"."status" = 'active';--> statement-breakpoint
CREATE INDEX "products_category_price_in_stock_idx" ON "products" USING btree ("category_id","base_price","id") WHERE "products"."stock" > 0 and "products"."status" = 'active';--> statement-breakpoint
CREATE INDEX "products_subcategory_price_idx" ON "products" USING btree ("subcategory_id","base_price","id") WHERE "products"."status" = 'active';--> statement-breakpoint
CREATE INDEX "products_division_price_idx" ON "products" USING btree ("division_id","base_price","id") WHERE "products"."status" = 'active';--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("base_price","id") WHERE "products"."status" = 'active';--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at","id") WHERE "products"."status" = 'active';--> statement-breakpoint
CREATE INDEX "products_featured_idx" ON "products" USING btree ("id") WHERE "products"."is_featured" and "products"."status" = 'active';--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree ("product_name","id") WHERE "products"."status" = 'active';--> statement-breakpoint
CREATE INDEX "products_rating_idx" ON "products" USING btree ("rating_average","review_count","id") WHERE "products"."status" = 'active';