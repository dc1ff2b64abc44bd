ALTER TABLE "products" ADD COLUMN "author_id" uuid;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_variants_free_idx" ON "product_variants" USING btree (("stock" - "reserved"),"id");--> statement-breakpoint
CREATE INDEX "products_author_idx" ON "products" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_paid_at_idx" ON "orders" USING btree ("paid_at","amount_cents") WHERE "orders"."payment_status" = 'paid';--> statement-breakpoint
CREATE INDEX "orders_to_ship_idx" ON "orders" USING btree ("paid_at") WHERE "orders"."payment_status" = 'paid' and "orders"."status" in ('pending', 'processing');