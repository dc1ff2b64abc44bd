-- Guests keyed by email and client address, private links that expire, and once-per-customer
-- codes counted when paid (docs/decisions/030, 026, 033).
DROP INDEX "discount_uses_once_key";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "guest_token_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "checkout_client" text;--> statement-breakpoint
CREATE INDEX "orders_open_guest_email_idx" ON "orders" USING btree (lower("email")) WHERE "orders"."payment_status" = 'awaiting_payment' and "orders"."user_id" is null;--> statement-breakpoint
CREATE INDEX "orders_open_client_idx" ON "orders" USING btree ("checkout_client") WHERE "orders"."payment_status" = 'awaiting_payment';--> statement-breakpoint
CREATE UNIQUE INDEX "discount_uses_once_key" ON "discount_uses" USING btree ("discount_id","customer") WHERE "discount_uses"."once_per_customer" and "discount_uses"."state" = 'used';--> statement-breakpoint
-- Links mailed before links expired get the default lifetime from when their order was paid.
UPDATE "orders" SET "guest_token_expires_at" = coalesce("paid_at", "created_at") + interval '90 days' WHERE "guest_token_hash" IS NOT NULL;
