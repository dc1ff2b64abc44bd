-- A search by relevance walks the newest active products until 1000 match and ranks them
-- (docs/decisions/009); visiting the table for each product was most of its time. The first
-- index carries the search vector, so the walk tests and ranks from the index alone
-- (docs/decisions/037). A btree entry holds at most about 2.7 KB: the rare longer vectors
-- (search_walk_fits false) are walked through the second index, which holds only them.
ALTER TABLE "products" ADD COLUMN "search_walk_fits" boolean GENERATED ALWAYS AS (octet_length((setweight(to_tsvector('english', "title"), 'A') || setweight(to_tsvector('english', "product_type" || ' ' || "category" || ' ' || "colors"), 'B') || setweight(to_tsvector('english', "description"), 'C'))::text) <= 1200) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_walk_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"search_vector") WHERE "products"."status" = 'active' and "products"."search_walk_fits";--> statement-breakpoint
CREATE INDEX "products_search_walk_long_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."status" = 'active' and not "products"."search_walk_fits";