/**
 * Marks an order paid through the shop's built-in test checkout, where a test card pays and no
 * money moves: the owner must never ship one believing it was paid for.
 */
export function TestOrderBadge() {
  return (
    <span
      title="Paid with a test card on the test checkout: no money was taken"
      className="rounded-full border border-amber-300 bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900"
    >
      Test
    </span>
  );
}
