-- Trigram similarity for correcting misspelt search words (a trusted extension since PostgreSQL 13).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_category_created_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', "title"), 'A') || setweight(to_tsvector('english', "product_type" || ' ' || "category"), 'B') || setweight(to_tsvector('english', "description"), 'C')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "shuffle_key" integer GENERATED ALWAYS AS (('x' || left(md5("id"::text), 8))::bit(32)::integer) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_shuffle_idx" ON "products" USING btree ("shuffle_key","id");--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category","price_cents","id");--> statement-breakpoint
CREATE INDEX "products_category_rating_idx" ON "products" USING btree ("category","average_rating" DESC NULLS LAST,"review_count" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "products_category_shuffle_idx" ON "products" USING btree ("category","shuffle_key","id");--> statement-breakpoint
CREATE INDEX "products_color_price_idx" ON "products" USING btree ("color","price_cents","id");--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_category_created_idx" ON "products" USING btree ("category","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- The vocabulary of the products that already exist; catalog.queries.ts addSearchTerms keeps it from here on.
INSERT INTO "search_terms" ("term")
SELECT DISTINCT word
FROM "products", unnest(tsvector_to_array(to_tsvector('simple', "title" || ' ' || "product_type" || ' ' || "category"))) AS word
WHERE length(word) <= 40
ORDER BY word
ON CONFLICT DO NOTHING;
