-- Orders that went straight to 'completed' (or lost their history) had no shipped_at after 0015:
-- their return window now counts from the first 'shipped' or 'completed' step, else from their
-- last change before this migration, so it never restarts when the order changes later.
UPDATE "orders" SET "shipped_at" = COALESCE(
	(SELECT min(("entry"->>'at')::timestamptz) FROM jsonb_array_elements("orders"."status_history") AS "entry"
	 WHERE "entry"->>'status' IN ('shipped', 'completed')),
	"updated_at"
) WHERE "status" IN ('shipped', 'completed') AND "shipped_at" IS NULL;
