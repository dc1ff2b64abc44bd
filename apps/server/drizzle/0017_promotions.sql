CREATE TABLE "discount_uses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"discount_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"customer" text NOT NULL,
	"once_per_customer" boolean NOT NULL,
	"state" text DEFAULT 'held' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_uses_state_known" CHECK ("discount_uses"."state" in ('held', 'used', 'released'))
);
--> statement-breakpoint
CREATE TABLE "discounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"value" integer,
	"min_subtotal_cents" integer,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"usage_limit" integer,
	"once_per_customer" boolean DEFAULT false NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"used_count" integer DEFAULT 0 NOT NULL,
	"held_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discounts_type_known" CHECK ("discounts"."type" in ('percent', 'fixed', 'free_shipping')),
	CONSTRAINT "discounts_value_fits_type" CHECK (("discounts"."type" = 'percent' and "discounts"."value" between 1 and 100) or ("discounts"."type" = 'fixed' and "discounts"."value" > 0) or ("discounts"."type" = 'free_shipping' and "discounts"."value" is null)),
	CONSTRAINT "discounts_counts_nonnegative" CHECK ("discounts"."used_count" >= 0 and "discounts"."held_count" >= 0),
	CONSTRAINT "discounts_within_limit" CHECK ("discounts"."usage_limit" is null or "discounts"."used_count" + "discounts"."held_count" <= "discounts"."usage_limit")
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"percent_off" integer NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"product_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_percent_range" CHECK ("sales"."percent_off" between 1 and 90),
	CONSTRAINT "sales_ends_after_start" CHECK ("sales"."ends_at" > "sales"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "list_price_cents" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "list_price_cents" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "list_old_price_cents" integer;--> statement-breakpoint
-- Until now the prices shown were the owner's own: they become the list prices as they are.
UPDATE "products" SET "list_price_cents" = "price_cents", "list_old_price_cents" = "old_price_cents";--> statement-breakpoint
UPDATE "product_variants" SET "list_price_cents" = "price_cents";--> statement-breakpoint
ALTER TABLE "product_variants" ALTER COLUMN "list_price_cents" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "list_price_cents" SET NOT NULL;--> statement-breakpoint
-- A row inserted without its list prices (the demo catalog, older tools) is at its own prices:
-- filled in before the NOT NULL check, so no insert has to say the same price twice.
CREATE FUNCTION fill_list_prices() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.list_price_cents IS NULL THEN
    NEW.list_price_cents := NEW.price_cents;
    IF TG_TABLE_NAME = 'products' THEN
      NEW.list_old_price_cents := NEW.old_price_cents;
    END IF;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_fill_list_prices BEFORE INSERT ON "products"
  FOR EACH ROW EXECUTE FUNCTION fill_list_prices();--> statement-breakpoint
CREATE TRIGGER product_variants_fill_list_prices BEFORE INSERT ON "product_variants"
  FOR EACH ROW EXECUTE FUNCTION fill_list_prices();--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sale_id" uuid;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "sale_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_uses" ADD CONSTRAINT "discount_uses_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_uses" ADD CONSTRAINT "discount_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discount_uses_order_key" ON "discount_uses" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_uses_once_key" ON "discount_uses" USING btree ("discount_id","customer") WHERE "discount_uses"."once_per_customer" and "discount_uses"."state" <> 'released';--> statement-breakpoint
CREATE INDEX "discount_uses_discount_idx" ON "discount_uses" USING btree ("discount_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "discounts_code_key" ON "discounts" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "sales_ends_idx" ON "sales" USING btree ("ends_at","starts_at");--> statement-breakpoint
CREATE INDEX "order_lines_sale_idx" ON "order_lines" USING btree ("sale_id") WHERE "order_lines"."sale_id" is not null;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_discount_within_price" CHECK ("order_lines"."discount_cents" >= 0 and "order_lines"."discount_cents" <= "order_lines"."unit_price_cents" * "order_lines"."quantity");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_nonnegative" CHECK ("orders"."discount_cents" >= 0);