-- A product's rating is the average of its reviews, nothing else (the first-day fixes of 25 November
-- 2026): the storefront JSON says "averageRating":null and "reviewCount":0 for a product without
-- reviews, where it used to put a default of 4.5, and every stored rating is counted again from the
-- reviews there are (the demo catalog used to seed ratings with no reviews behind them).
DROP FUNCTION storefront_products(uuid[], text, float8);--> statement-breakpoint
CREATE FUNCTION storefront_products(ids uuid[], default_type text)
  RETURNS text STABLE PARALLEL SAFE LANGUAGE plpgsql SET enable_bitmapscan = off AS $$
BEGIN
  RETURN '[' || coalesce((
    SELECT string_agg(p.json_head
        || ',"productType":' || json_text(coalesce(nullif(p.product_type, ''), default_type))
        || ',"averageRating":' || coalesce(round(p.average_rating::numeric, 1)::text, 'null')
        || ',"reviewCount":' || p.review_count::text
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
$$;--> statement-breakpoint
UPDATE products p SET average_rating = r.average, review_count = coalesce(r.n, 0)
  FROM products q LEFT JOIN LATERAL (
    SELECT avg(rating)::float8 AS average, count(*)::int AS n FROM reviews WHERE product_id = q.id
  ) r ON true
  WHERE q.id = p.id
    AND (p.average_rating IS DISTINCT FROM r.average OR p.review_count IS DISTINCT FROM coalesce(r.n, 0));
