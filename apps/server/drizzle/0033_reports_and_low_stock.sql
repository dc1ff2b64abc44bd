CREATE TABLE "low_stock_notices" (
	"variant_id" uuid PRIMARY KEY NOT NULL,
	"free" integer NOT NULL,
	"noticed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "low_stock_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"hour" integer DEFAULT 8 NOT NULL,
	"threshold" integer DEFAULT 3 NOT NULL,
	"last_run_on" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "low_stock_settings_one_row" CHECK ("low_stock_settings"."id" = 1),
	CONSTRAINT "low_stock_settings_hour_range" CHECK ("low_stock_settings"."hour" >= 0 and "low_stock_settings"."hour" <= 23),
	CONSTRAINT "low_stock_settings_threshold_range" CHECK ("low_stock_settings"."threshold" >= 0 and "low_stock_settings"."threshold" <= 1000)
);
--> statement-breakpoint
CREATE TABLE "low_stock_thresholds" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"threshold" integer NOT NULL,
	CONSTRAINT "low_stock_thresholds_range" CHECK ("low_stock_thresholds"."threshold" >= 0 and "low_stock_thresholds"."threshold" <= 1000)
);
--> statement-breakpoint
ALTER TABLE "low_stock_notices" ADD CONSTRAINT "low_stock_notices_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "low_stock_thresholds" ADD CONSTRAINT "low_stock_thresholds_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_returns_created_idx" ON "order_returns" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "refunds_created_idx" ON "refunds" USING btree ("created_at");