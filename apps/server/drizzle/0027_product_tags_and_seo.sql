-- A product keeps the owner's tags, searched with its type and colours, and its own search-engine
-- title and description (a Shopify import's Tags, SEO Title and SEO Description). The search
-- vector and what depends on it are made again with the tags in (docs/decisions/037).
ALTER TABLE "products" ADD COLUMN "tags" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seo_title" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seo_description" text;--> statement-breakpoint
DROP INDEX IF EXISTS "products_search_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "products_search_walk_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "products_search_walk_long_idx";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_walk_fits";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', "title"), 'A') || setweight(to_tsvector('english', "product_type" || ' ' || "category" || ' ' || "colors" || ' ' || "tags"), 'B') || setweight(to_tsvector('english', "description"), 'C')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_walk_fits" boolean GENERATED ALWAYS AS (octet_length((setweight(to_tsvector('english', "title"), 'A') || setweight(to_tsvector('english', "product_type" || ' ' || "category" || ' ' || "colors" || ' ' || "tags"), 'B') || setweight(to_tsvector('english', "description"), 'C'))::text) <= 1200) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_search_walk_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"search_vector") WHERE "products"."status" = 'active' and "products"."search_walk_fits";--> statement-breakpoint
CREATE INDEX "products_search_walk_long_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."status" = 'active' and not "products"."search_walk_fits";
