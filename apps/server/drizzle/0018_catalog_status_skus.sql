ALTER TABLE "product_variants" ADD COLUMN "sku" text;--> statement-breakpoint
-- Every existing variant gets the SKU the shop generates for an empty one: handle, colour and
-- size in capitals, joined by hyphens (unique, as handles and each product's options are).
UPDATE "product_variants" v SET "sku" = trim(both '-' from upper(regexp_replace(p."handle" || '-' || v."color" || '-' || v."size", '[^A-Za-z0-9]+', '-', 'g')))
  FROM "products" p WHERE p."id" = v."product_id";--> statement-breakpoint
ALTER TABLE "product_variants" ALTER COLUMN "sku" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "barcode" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "sku" text;--> statement-breakpoint
-- Lines bought before SKUs existed show their variant's SKU where the variant is still there.
UPDATE "order_lines" l SET "sku" = v."sku" FROM "product_variants" v WHERE v."id" = l."variant_id";--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_sku_key" ON "product_variants" USING btree (upper("sku"));--> statement-breakpoint
CREATE INDEX "product_variants_barcode_idx" ON "product_variants" USING btree ("barcode");--> statement-breakpoint
CREATE INDEX "products_status_idx" ON "products" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_status_known" CHECK ("products"."status" in ('draft', 'active', 'archived'));
