CREATE TABLE "order_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "guest_browser_hash" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "guest_token_hash" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_claims" ADD CONSTRAINT "order_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_claims_token_key" ON "order_claims" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "order_claims_user_idx" ON "order_claims" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_open_guest_checkout_key" ON "orders" USING btree ("guest_browser_hash","checkout_key") WHERE "orders"."payment_status" = 'awaiting_payment' and "orders"."user_id" is null;--> statement-breakpoint
CREATE INDEX "orders_guest_email_idx" ON "orders" USING btree (lower("email")) WHERE "orders"."guest_browser_hash" is not null and "orders"."claimed_at" is null;