ALTER TABLE "order_lines" ADD COLUMN "list_price_cents" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "units" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "orders" SET "units" = l."units"
FROM (SELECT "order_id", sum("quantity")::int AS "units" FROM "order_lines" GROUP BY "order_id") l
WHERE l."order_id" = "orders"."id";--> statement-breakpoint
-- Lines of orders paid before: their order's payment time, as the trigger below keeps it from now on.
UPDATE "order_lines" SET "paid_at" = o."paid_at"
FROM "orders" o WHERE o."id" = "order_lines"."order_id" AND o."paid_at" IS NOT NULL;--> statement-breakpoint
-- An order's payment time is its lines' too, whoever writes it (the payment, an import, a fix by
-- hand): the reports read a period's sold lines without joining every order (docs/decisions/050).
CREATE FUNCTION copy_paid_at_to_lines() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "order_lines" SET "paid_at" = NEW."paid_at" WHERE "order_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER orders_copy_paid_at AFTER UPDATE OF "paid_at" ON "orders"
  FOR EACH ROW WHEN (OLD."paid_at" IS DISTINCT FROM NEW."paid_at")
  EXECUTE FUNCTION copy_paid_at_to_lines();--> statement-breakpoint
CREATE INDEX "order_lines_paid_idx" ON "order_lines" USING btree ("paid_at") WHERE "order_lines"."paid_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_test_idx" ON "orders" USING btree ("id") WHERE "orders"."test_mode";
