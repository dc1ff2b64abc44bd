-- The categories become the owner's (docs/product/rules.md, Categories): a new shop, and every
-- shop made before, starts with the ten it always had, their names, sentences and sizes.
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"handle" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"picture" text,
	"position" integer NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"size_unit" text DEFAULT 'cm' NOT NULL,
	"sizes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_size_unit_known" CHECK ("categories"."size_unit" in ('cm', 'in'))
);
--> statement-breakpoint
CREATE TABLE "category_redirects" (
	"handle" text PRIMARY KEY NOT NULL,
	"category_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "category_redirects" ADD CONSTRAINT "category_redirects_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_handle_key" ON "categories" USING btree ("handle");--> statement-breakpoint
INSERT INTO "categories" ("handle", "name", "description", "picture", "position", "featured", "sizes") VALUES
  ('accessories', 'Accessories', 'Handbags, clutches and sunglasses that finish an outfit, chosen to last beyond one season.', '/media/demo/accessories/0/black/0.svg', 0, true, '[{"size": "One Size", "bust": null, "waist": null, "hips": null, "length": null}]'::jsonb),
  ('costumes', 'Costumes', 'Playful costumes for Halloween, themed parties and dress-up nights, made to move in.', NULL, 1, false, '[{"size": "XS", "bust": null, "waist": null, "hips": null, "length": null}, {"size": "S", "bust": null, "waist": null, "hips": null, "length": null}, {"size": "M", "bust": null, "waist": null, "hips": null, "length": null}, {"size": "L", "bust": null, "waist": null, "hips": null, "length": null}, {"size": "XL", "bust": null, "waist": null, "hips": null, "length": null}]'::jsonb),
  ('cosmetics', 'Cosmetics', 'Lipsticks, eyeshadows, blush and perfume in shades picked to flatter every skin tone.', '/media/demo/cosmetics/0/pink/0.svg', 2, true, '[{"size": "One Size", "bust": null, "waist": null, "hips": null, "length": null}]'::jsonb),
  ('clothing', 'Clothing', 'Everyday blouses, knitwear, jeans and trousers in easy fabrics and quiet colours.', NULL, 3, false, '[{"size": "XS", "bust": null, "waist": null, "hips": null, "length": null}, {"size": "S", "bust": null, "waist": null, "hips": null, "length": null}, {"size": "M", "bust": null, "waist": null, "hips": null, "length": null}, {"size": "L", "bust": null, "waist": null, "hips": null, "length": null}, {"size": "XL", "bust": null, "waist": null, "hips": null, "length": null}]'::jsonb),
  ('jewellery', 'Jewellery', 'Earrings, necklaces and rings in gold and silver tones, for every day and evenings out.', NULL, 4, false, '[{"size": "One Size", "bust": null, "waist": null, "hips": null, "length": null}]'::jsonb),
  ('swim', 'Swim', 'Swimsuits, bikinis and cover-ups cut to stay put, from the pool to the beach bar.', NULL, 5, false, '[{"size": "XS", "bust": null, "waist": null, "hips": null, "length": null}, {"size": "S", "bust": null, "waist": null, "hips": null, "length": null}, {"size": "M", "bust": null, "waist": null, "hips": null, "length": null}, {"size": "L", "bust": null, "waist": null, "hips": null, "length": null}, {"size": "XL", "bust": null, "waist": null, "hips": null, "length": null}]'::jsonb),
  ('lingerie', 'Lingerie', 'Soft bras, briefs and sleepwear in lace and cotton, comfortable from morning to night.', '/media/demo/lingerie/2/pink/0.svg', 6, true, '[{"size": "XS", "bust": null, "waist": null, "hips": null, "length": null}, {"size": "S", "bust": null, "waist": null, "hips": null, "length": null}, {"size": "M", "bust": null, "waist": null, "hips": null, "length": null}, {"size": "L", "bust": null, "waist": null, "hips": null, "length": null}, {"size": "XL", "bust": null, "waist": null, "hips": null, "length": null}]'::jsonb),
  ('shoes', 'Shoes', 'Heels, flats, sandals and boots in sizes 36 to 41, made for walking as well as looking.', NULL, 7, false, '[{"size": "36", "bust": null, "waist": null, "hips": null, "length": null}, {"size": "37", "bust": null, "waist": null, "hips": null, "length": null}, {"size": "38", "bust": null, "waist": null, "hips": null, "length": null}, {"size": "39", "bust": null, "waist": null, "hips": null, "length": null}, {"size": "40", "bust": null, "waist": null, "hips": null, "length": null}, {"size": "41", "bust": null, "waist": null, "hips": null, "length": null}]'::jsonb),
  ('adult', 'Party', 'Sequins, satin and statement pieces for parties, celebrations and nights out.', NULL, 8, false, '[{"size": "XS", "bust": null, "waist": null, "hips": null, "length": null}, {"size": "S", "bust": null, "waist": null, "hips": null, "length": null}, {"size": "M", "bust": null, "waist": null, "hips": null, "length": null}, {"size": "L", "bust": null, "waist": null, "hips": null, "length": null}, {"size": "XL", "bust": null, "waist": null, "hips": null, "length": null}]'::jsonb),
  ('dress', 'Dresses', 'Maxi, midi and mini dresses for weddings, office days and weekends away.', '/media/demo/dress/1/beige/0.svg', 9, true, '[{"size": "XS", "bust": null, "waist": null, "hips": null, "length": null}, {"size": "S", "bust": null, "waist": null, "hips": null, "length": null}, {"size": "M", "bust": null, "waist": null, "hips": null, "length": null}, {"size": "L", "bust": null, "waist": null, "hips": null, "length": null}, {"size": "XL", "bust": null, "waist": null, "hips": null, "length": null}]'::jsonb);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_categories_handle_fk" FOREIGN KEY ("category") REFERENCES "public"."categories"("handle") ON DELETE no action ON UPDATE cascade;