-- Text as a JSON string, and cents as the API's money object ({"amount":"59.00","currencyCode":"USD"}):
-- the pieces of the storefront JSON that generated columns keep with each row (docs/decisions/022).
-- to_json is only STABLE in general (it depends on each type's output function), but for text it
-- never changes, which a generated column requires.
CREATE FUNCTION json_text(value text) RETURNS text IMMUTABLE STRICT PARALLEL SAFE LANGUAGE sql
  AS $$ SELECT to_json(value)::text $$;--> statement-breakpoint
CREATE FUNCTION json_amount(cents integer) RETURNS text IMMUTABLE STRICT PARALLEL SAFE LANGUAGE sql
  AS $$ SELECT '{"amount":"' || CASE WHEN cents < 0 THEN '-' ELSE '' END || (abs(cents) / 100)::text || '.'
    || lpad((abs(cents) % 100)::text, 2, '0') || '","currencyCode":"USD"}' $$;--> statement-breakpoint
ALTER TABLE "product_images" ADD COLUMN "json_node" text GENERATED ALWAYS AS ('{"node":{"url":' || json_text("url") || ',"altText":' || json_text("alt") || '}}') STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "json_head" text GENERATED ALWAYS AS ('{"node":{"id":"' || "id"::text || '","title":' || json_text("size" || ' / ' || "color") || ',"price":' || json_amount("price_cents") || ',"compareAtPrice":') STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "json_tail" text GENERATED ALWAYS AS (',"availableForSale":' || ("stock" - "reserved" > 0)::text || ',"quantityAvailable":' || greatest("stock" - "reserved", 0)::text || ',"selectedOptions":[{"name":"Size","value":' || json_text("size") || '},{"name":"Color","value":' || json_text("color") || '}]}}') STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "json_head" text GENERATED ALWAYS AS ('{"id":"' || "id"::text || '","handle":' || json_text("handle") || ',"title":' || json_text("title") || ',"description":' || json_text("description") || ',"descriptionHtml":' || json_text("description_html") || ',"category":' || json_text("category") || ',"color":' || json_text("color")) STORED NOT NULL;