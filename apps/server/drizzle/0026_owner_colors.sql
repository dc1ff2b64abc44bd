-- Colours become the owner's names, each in one of the eleven families shoppers filter by
-- (docs/product/rules.md, Colours); a shop starts with the eleven themselves.
CREATE TABLE "colors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"family" text NOT NULL,
	"swatch" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "colors_family_known" CHECK ("colors"."family" in ('black', 'red', 'yellow', 'gold', 'blue', 'silver', 'beige', 'green', 'pink', 'purple', 'white')),
	CONSTRAINT "colors_swatch_hex" CHECK ("colors"."swatch" is null or "colors"."swatch" ~ '^#[0-9a-f]{6}$')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "colors_name_key" ON "colors" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "colors_name_lower_key" ON "colors" USING btree (lower("name"));--> statement-breakpoint
INSERT INTO "colors" ("name", "family", "swatch") VALUES
  ('black', 'black', '#1c1917'),
  ('red', 'red', '#dc2626'),
  ('yellow', 'yellow', '#facc15'),
  ('gold', 'gold', '#c9a227'),
  ('blue', 'blue', '#2563eb'),
  ('silver', 'silver', '#c0c4c8'),
  ('beige', 'beige', '#e8d5b5'),
  ('green', 'green', '#16a34a'),
  ('pink', 'pink', '#f472b6'),
  ('purple', 'purple', '#9333ea'),
  ('white', 'white', '#ffffff');--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_color_colors_name_fk" FOREIGN KEY ("color") REFERENCES "public"."colors"("name") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_color_colors_name_fk" FOREIGN KEY ("color") REFERENCES "public"."colors"("name") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_color_colors_name_fk" FOREIGN KEY ("color") REFERENCES "public"."colors"("name") ON DELETE no action ON UPDATE cascade;