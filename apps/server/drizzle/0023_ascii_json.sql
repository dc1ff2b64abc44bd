-- The storefront JSON that Postgres keeps with each row is ASCII: a character beyond it is written
-- as JSON's \uXXXX escape (two for a character beyond the Basic Multilingual Plane), which any
-- JSON reader turns back into the same text. One en dash in a picture's alt text made every
-- listing page a string of two bytes a character in the server's memory, twice as much to hold,
-- hash and send as the page itself (docs/decisions/039).
CREATE FUNCTION ascii_json(source text) RETURNS text IMMUTABLE STRICT PARALLEL SAFE LANGUAGE sql
  AS $$
    SELECT string_agg(CASE
        WHEN code < 128 THEN ch
        WHEN code < 65536 THEN '\u' || lpad(to_hex(code), 4, '0')
        ELSE '\u' || to_hex(55296 + ((code - 65536) >> 10)) || '\u' || to_hex(56320 + ((code - 65536) & 1023))
      END, '' ORDER BY n)
    FROM regexp_split_to_table(source, '') WITH ORDINALITY AS t(ch, n)
    CROSS JOIN LATERAL (SELECT ascii(ch) AS code) c
  $$;--> statement-breakpoint
-- ASCII text, the usual case, never reaches the character-by-character rewrite. Postgres does
-- not inline this function: about a microsecond more a call, which at query time only the product
-- type pays, 20 times a page.
CREATE OR REPLACE FUNCTION json_text(value text) RETURNS text IMMUTABLE STRICT PARALLEL SAFE LANGUAGE sql
  AS $$
    SELECT CASE WHEN value ~ '[^\x01-\x7f]' THEN ascii_json(to_json(value)::text) ELSE to_json(value)::text END
  $$;--> statement-breakpoint
-- A stored column is computed again when a column it reads is written: the rows whose pieces
-- hold such a character, and only those.
UPDATE "products" SET "handle" = "handle" WHERE "json_head" ~ '[^\x01-\x7f]';--> statement-breakpoint
UPDATE "product_variants" SET "size" = "size" WHERE ("json_head" || "json_tail") ~ '[^\x01-\x7f]';--> statement-breakpoint
UPDATE "product_images" SET "url" = "url" WHERE "json_node" ~ '[^\x01-\x7f]';
