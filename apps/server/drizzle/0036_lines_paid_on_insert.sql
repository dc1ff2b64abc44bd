-- A line written into an order already paid (an import, a fix by hand) takes the order's payment
-- time as it is written; orders_copy_paid_at keeps it when the order's changes (docs/decisions/050).
CREATE FUNCTION copy_paid_at_from_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."paid_at" IS NULL THEN
    NEW."paid_at" := (SELECT "paid_at" FROM "orders" WHERE "id" = NEW."order_id");
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER order_lines_copy_paid_at BEFORE INSERT ON "order_lines"
  FOR EACH ROW EXECUTE FUNCTION copy_paid_at_from_order();
