CREATE TABLE "credit_note_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "credit_note_counters_last_positive" CHECK ("credit_note_counters"."last" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_tax_lines" (
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"rate_milli_percent" integer NOT NULL,
	"taxable_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	CONSTRAINT "order_tax_lines_order_id_position_pk" PRIMARY KEY("order_id","position"),
	CONSTRAINT "order_tax_lines_nonnegative" CHECK ("order_tax_lines"."tax_cents" >= 0 and "order_tax_lines"."taxable_cents" >= 0 and "order_tax_lines"."rate_milli_percent" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"country" text NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"rate_milli_percent" integer NOT NULL,
	"delivery_taxed" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tax_rates_country_region_pk" PRIMARY KEY("country","region"),
	CONSTRAINT "tax_rates_rate_range" CHECK ("tax_rates"."rate_milli_percent" >= 0 and "tax_rates"."rate_milli_percent" <= 50000)
);
--> statement-breakpoint
CREATE TABLE "tax_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"default_name" text DEFAULT 'Tax' NOT NULL,
	"default_rate_milli_percent" integer DEFAULT 5000 NOT NULL,
	"default_delivery_taxed" boolean DEFAULT false NOT NULL,
	"prices_include_tax" boolean DEFAULT false NOT NULL,
	"legal_name" text,
	"address" jsonb,
	"tax_number" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_settings_one_row" CHECK ("tax_settings"."id" = 1),
	CONSTRAINT "tax_settings_rate_range" CHECK ("tax_settings"."default_rate_milli_percent" >= 0 and "tax_settings"."default_rate_milli_percent" <= 50000)
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "tax_rate_milli_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "tax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_tax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "prices_include_tax" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_source" text DEFAULT 'shop' NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "tax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "credit_note_number" text;--> statement-breakpoint
ALTER TABLE "order_tax_lines" ADD CONSTRAINT "order_tax_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_credit_note_key" ON "refunds" USING btree ("credit_note_number");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_tax_nonnegative" CHECK ("order_lines"."tax_cents" >= 0 and "order_lines"."tax_rate_milli_percent" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_tax_within_tax" CHECK ("orders"."shipping_tax_cents" >= 0 and "orders"."shipping_tax_cents" <= "orders"."tax_cents");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tax_source_known" CHECK ("orders"."tax_source" in ('shop', 'stripe'));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_tax_within_amount" CHECK ("refunds"."tax_cents" >= 0 and "refunds"."tax_cents" <= "refunds"."amount_cents");--> statement-breakpoint
-- Orders from before were all taxed 5 %, added, delivery untaxed: each line keeps its share of the
-- order's tax as refunds shared it out (in proportion to what it cost after its discount, the cents
-- left by rounding down going to the largest remainders, the earlier line first on a tie).
WITH "weighted" AS (
  SELECT l."id", l."order_id", l."position", o."tax_cents"::bigint AS "tax",
    (l."unit_price_cents"::bigint * l."quantity" - l."discount_cents") AS "w",
    (sum(l."unit_price_cents"::bigint * l."quantity" - l."discount_cents") OVER (PARTITION BY l."order_id"))::bigint AS "total"
  FROM "order_lines" l JOIN "orders" o ON o."id" = l."order_id"
), "floored" AS (
  SELECT *, CASE WHEN "total" > 0 THEN ("tax" * "w") / "total" ELSE 0 END AS "base",
    CASE WHEN "total" > 0 THEN ("tax" * "w") % "total" ELSE 0 END AS "remainder"
  FROM "weighted"
), "ranked" AS (
  SELECT *, "tax" - (sum("base") OVER (PARTITION BY "order_id"))::bigint AS "left_over",
    row_number() OVER (PARTITION BY "order_id" ORDER BY "remainder" DESC, "position") AS "place"
  FROM "floored"
)
UPDATE "order_lines" SET "tax_rate_milli_percent" = 5000,
  "tax_cents" = ("ranked"."base" + CASE WHEN "ranked"."place" <= "ranked"."left_over" THEN 1 ELSE 0 END)::int
FROM "ranked" WHERE "order_lines"."id" = "ranked"."id";--> statement-breakpoint
INSERT INTO "order_tax_lines" ("order_id", "position", "name", "rate_milli_percent", "taxable_cents", "tax_cents")
SELECT o."id", 0, 'Tax', 5000,
  greatest(0, o."subtotal_cents" - coalesce((SELECT sum(l."discount_cents") FROM "order_lines" l WHERE l."order_id" = o."id"), 0))::int,
  o."tax_cents"
FROM "orders" o;--> statement-breakpoint
-- A refund from before gave back tax in proportion to its share of what was paid.
UPDATE "refunds" SET "tax_cents" = least("refunds"."amount_cents", round("refunds"."amount_cents"::numeric * o."tax_cents" / o."amount_cents"))::int
FROM "orders" o WHERE o."id" = "refunds"."order_id" AND o."amount_cents" > 0;
--> statement-breakpoint
-- Refunds made before credit notes existed are numbered now, in the order they were made within each year.
UPDATE "refunds" SET "credit_note_number" = numbered."number"
FROM (
  SELECT "id", 'CN-' || extract(year from "created_at" at time zone 'UTC')::int || '-' || lpad((row_number() OVER (PARTITION BY extract(year from "created_at" at time zone 'UTC') ORDER BY "created_at", "id"))::text, 6, '0') AS "number"
  FROM "refunds" WHERE "status" = 'succeeded'
) AS numbered
WHERE "refunds"."id" = numbered."id";--> statement-breakpoint
INSERT INTO "credit_note_counters" ("year", "last")
SELECT extract(year from "created_at" at time zone 'UTC')::int, count(*)::int FROM "refunds" WHERE "status" = 'succeeded' GROUP BY 1;
