CREATE TABLE "addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"line1" text NOT NULL,
	"line2" text,
	"city" text NOT NULL,
	"region" text,
	"postal_code" text NOT NULL,
	"country" text NOT NULL,
	"phone" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"price_cents" integer NOT NULL,
	"estimate" text NOT NULL,
	"free_over_cents" integer,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_methods_price_nonnegative" CHECK ("shipping_methods"."price_cents" >= 0),
	CONSTRAINT "shipping_methods_free_over_nonnegative" CHECK ("shipping_methods"."free_over_cents" is null or "shipping_methods"."free_over_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shipping_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"countries" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_settings_one_row" CHECK ("shipping_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_address" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_method_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_method_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_user_idx" ON "addresses" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default_key" ON "addresses" USING btree ("user_id") WHERE "addresses"."is_default";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_nonnegative" CHECK ("orders"."shipping_cents" >= 0);--> statement-breakpoint
-- Every shop starts able to deliver (the owner changes all of it under Shipping settings): the
-- United States and Canada, Standard free from $100 of items, and Express.
INSERT INTO "shipping_settings" ("id", "countries") VALUES (1, ARRAY['US', 'CA']);--> statement-breakpoint
INSERT INTO "shipping_methods" ("name", "price_cents", "estimate", "free_over_cents", "position") VALUES
	('Standard', 599, '3-5 business days', 10000, 0),
	('Express', 1499, '1-2 business days', NULL, 1);
