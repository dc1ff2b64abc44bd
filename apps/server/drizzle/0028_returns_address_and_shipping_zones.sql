-- Each country (or US state, Canadian province) its own delivery rates: the owner groups places
-- into zones, each with its own methods. A shop keeps what it had as one zone holding every
-- country it delivered to and every method it offered, so no price changes by the move.
CREATE TABLE "shipping_zones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_zone_areas" (
	"zone_id" uuid NOT NULL,
	"country" text NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	CONSTRAINT "shipping_zone_areas_country_region_pk" PRIMARY KEY("country","region")
);
--> statement-breakpoint
ALTER TABLE "shipping_zone_areas" ADD CONSTRAINT "shipping_zone_areas_zone_id_shipping_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."shipping_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipping_zone_areas_zone_idx" ON "shipping_zone_areas" USING btree ("zone_id");--> statement-breakpoint
INSERT INTO "shipping_zones" ("id", "name", "position")
	SELECT '00000000-0000-4000-8000-000000000001',
		CASE WHEN "countries" = ARRAY['US', 'CA'] THEN 'United States and Canada' ELSE 'Everywhere we deliver' END, 0
	FROM "shipping_settings" WHERE "id" = 1;--> statement-breakpoint
INSERT INTO "shipping_zone_areas" ("zone_id", "country")
	SELECT '00000000-0000-4000-8000-000000000001', unnest("countries") FROM "shipping_settings" WHERE "id" = 1;--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD COLUMN "zone_id" uuid;--> statement-breakpoint
DELETE FROM "shipping_methods" WHERE NOT EXISTS (SELECT 1 FROM "shipping_zones");--> statement-breakpoint
UPDATE "shipping_methods" SET "zone_id" = '00000000-0000-4000-8000-000000000001';--> statement-breakpoint
ALTER TABLE "shipping_methods" ALTER COLUMN "zone_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD CONSTRAINT "shipping_methods_zone_id_shipping_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."shipping_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_settings" DROP COLUMN "countries";--> statement-breakpoint
-- Where returns go and how to send them, written by the owner under Order policies.
ALTER TABLE "order_policies" ADD COLUMN "shop_address" jsonb;--> statement-breakpoint
ALTER TABLE "order_policies" ADD COLUMN "return_instructions" text DEFAULT '' NOT NULL;
