ALTER TABLE "products" ADD COLUMN "colors" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Every colour a product comes in, its own first, then its variants' other colours in their order.
UPDATE "products" p SET "colors" = trim(p."color" || ' ' || coalesce((
  SELECT string_agg(c.color, ' ' ORDER BY c.first)
  FROM (SELECT v."color", min(v."position") AS first FROM "product_variants" v
        WHERE v."product_id" = p."id" AND v."color" <> p."color" GROUP BY v."color") c), ''));--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', "title"), 'A') || setweight(to_tsvector('english', "product_type" || ' ' || "category" || ' ' || "colors"), 'B') || setweight(to_tsvector('english', "description"), 'C')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");
