ALTER TABLE "orders" ADD COLUMN "test_mode" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Orders the shop's own test checkout took before the column existed: no money moved for them.
UPDATE "orders" SET "test_mode" = true WHERE "payment_provider" = 'local';
