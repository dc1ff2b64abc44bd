-- A CSV import on the embedded database writes new products in short transactions as
-- 'importing' (seen by nobody), then makes them visible in one short transaction at its end, so
-- the shop keeps answering while a large catalog is written (docs/decisions/035).
CREATE TABLE "product_import_stages" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"status" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_status_known";--> statement-breakpoint
ALTER TABLE "product_import_stages" ADD CONSTRAINT "product_import_stages_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_status_known" CHECK ("products"."status" in ('draft', 'active', 'archived', 'importing'));