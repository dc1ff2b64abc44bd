/**
 * The tags of a product's kept answers and pages, from the handle or id its address names: ids
 * match in any case, so the lowercase spelling is a tag as well.
 */
export function productCacheTags(handleOrId: string): string[] {
  const lower = handleOrId.toLowerCase();
  return lower === handleOrId ? [`product:${handleOrId}`] : [`product:${handleOrId}`, `product:${lower}`];
}
