-- The storefront's products as the API's JSON array, in the order of the ids given
-- (docs/decisions/022). A PL/pgSQL function because Postgres keeps the plan of a statement inside
-- one for the life of the connection: planning this join took as long as running it, on every
-- page. The escaped pieces are the generated columns of migration 0008; the defaults for a
-- missing product type and rating come from packages/shared as arguments. The one mapping of a
-- product to the API: product-json.api.test.ts pins it field by field.
-- A product has a handful of variants and pictures, which plain index scans fetch faster than
-- bitmaps (about a seventh of the function's time), though the planner guesses otherwise.
CREATE FUNCTION storefront_products(ids uuid[], default_type text, default_rating float8)
  RETURNS text STABLE PARALLEL SAFE LANGUAGE plpgsql SET enable_bitmapscan = off AS $$
BEGIN
  RETURN '[' || coalesce((
    SELECT string_agg(p.json_head
        || ',"productType":' || json_text(coalesce(nullif(p.product_type, ''), default_type))
        || ',"averageRating":' || coalesce(p.average_rating, default_rating)::text
        || ',"createdAt":"' || to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
        || '","priceRange":{"minVariantPrice":' || json_amount(least(p.price_cents, v.lowest))
        || '},"compareAtPrice":' || c.price
        || ',"images":{"edges":[' || coalesce(i.nodes, '')
        || ']},"variants":{"edges":[' || coalesce(v.nodes, '') || ']}}',
      ',' ORDER BY page.position)
    FROM unnest(ids) WITH ORDINALITY AS page(id, position)
    JOIN products p ON p.id = page.id
    CROSS JOIN LATERAL (SELECT coalesce(json_amount(p.old_price_cents), 'null') AS price) c
    CROSS JOIN LATERAL (
      SELECT string_agg(pv.json_head || c.price || pv.json_tail, ',' ORDER BY pv.position, pv.id) AS nodes,
        min(pv.price_cents) AS lowest
      FROM product_variants pv WHERE pv.product_id = p.id
    ) v
    CROSS JOIN LATERAL (
      SELECT string_agg(pi.json_node, ',' ORDER BY pi.position, pi.id) AS nodes
      FROM product_images pi WHERE pi.product_id = p.id
    ) i
  ), '') || ']';
END
$$;
