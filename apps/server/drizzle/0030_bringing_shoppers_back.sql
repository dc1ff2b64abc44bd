CREATE TABLE "mail_stops" (
	"email" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_stops_email_kind_pk" PRIMARY KEY("email","kind"),
	CONSTRAINT "mail_stops_kind_check" CHECK ("mail_stops"."kind" in ('stock_alerts', 'checkout_reminders'))
);
--> statement-breakpoint
CREATE TABLE "stock_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"variant_id" uuid NOT NULL,
	"user_id" uuid,
	"email" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "stock_alerts_status_check" CHECK ("stock_alerts"."status" in ('waiting', 'sent', 'stopped'))
);
--> statement-breakpoint
CREATE TABLE "wishlist_items" (
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"size" text,
	"saved_price_cents" integer NOT NULL,
	"saved_in_stock" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_items_user_id_product_id_pk" PRIMARY KEY("user_id","product_id"),
	CONSTRAINT "wishlist_items_price_nonnegative" CHECK ("wishlist_items"."saved_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "checkout_reminder_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"delay_minutes" integer DEFAULT 180 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkout_reminder_settings_one_row" CHECK ("checkout_reminder_settings"."id" = 1),
	CONSTRAINT "checkout_reminder_settings_delay" CHECK ("checkout_reminder_settings"."delay_minutes" >= 15 and "checkout_reminder_settings"."delay_minutes" <= 10080)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "mail_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_waiting_key" ON "stock_alerts" USING btree ("variant_id","email") WHERE "stock_alerts"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "stock_alerts_due_idx" ON "stock_alerts" USING btree ("variant_id","created_at") WHERE "stock_alerts"."status" = 'waiting' and "stock_alerts"."confirmed_at" is not null;--> statement-breakpoint
CREATE INDEX "stock_alerts_user_idx" ON "stock_alerts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "wishlist_items_user_created_idx" ON "wishlist_items" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_reminder_due_idx" ON "orders" USING btree ("hold_expires_at") WHERE "orders"."mail_consent" and "orders"."reminded_at" is null and "orders"."payment_status" = 'expired';--> statement-breakpoint
INSERT INTO "checkout_reminder_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
