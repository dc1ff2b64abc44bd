CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "invoice_counters_last_positive" CHECK ("invoice_counters"."last" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_number" text;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_invoice_number_key" ON "orders" USING btree ("invoice_number");--> statement-breakpoint
-- Orders paid before receipts get their numbers now, in the order they were paid within each year.
UPDATE "orders" SET "invoice_number" = numbered."number"
FROM (
  SELECT "id", extract(year from "paid_at" at time zone 'UTC')::int || '-' || lpad((row_number() OVER (PARTITION BY extract(year from "paid_at" at time zone 'UTC') ORDER BY "paid_at", "id"))::text, 6, '0') AS "number"
  FROM "orders" WHERE "paid_at" IS NOT NULL
) AS numbered
WHERE "orders"."id" = numbered."id";--> statement-breakpoint
INSERT INTO "invoice_counters" ("year", "last")
SELECT extract(year from "paid_at" at time zone 'UTC')::int, count(*)::int FROM "orders" WHERE "paid_at" IS NOT NULL GROUP BY 1;
