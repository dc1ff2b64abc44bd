-- A picture may belong to one colour of a product (docs/product/api.md, Products: colours as variants): the product
-- page shows the chosen colour's pictures and those of no colour. The storefront JSON of each
-- image names its colour ("color"), and leaves the key out for a picture of every colour, so
-- such an image keeps the node the original shop gave ({url, altText}).
ALTER TABLE "product_images" ADD COLUMN "color" text;--> statement-breakpoint
ALTER TABLE "product_images" DROP COLUMN "json_node";--> statement-breakpoint
ALTER TABLE "product_images" ADD COLUMN "json_node" text GENERATED ALWAYS AS ('{"node":{"url":' || json_text("url") || ',"altText":' || json_text("alt") || coalesce(',"color":' || json_text("color"), '') || '}}') STORED NOT NULL;
