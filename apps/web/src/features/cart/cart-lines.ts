import type { CartLine } from '@/stores/cart';

// The cart page's changes as pure functions of the lines (docs/product/rules.md, Cart); the
// store only takes the result (linesEdited), so none of this rides in the first bundle.

const edit = (lines: readonly CartLine[], id: string, change: (line: CartLine) => CartLine) =>
  lines.map((line) => (line.id === id ? change(line) : line));

export const incrementLine = (lines: readonly CartLine[], id: string) =>
  edit(lines, id, (line) => ({ ...line, quantity: line.quantity + 1 }));

/** Never below 1: the remove button takes a line away. */
export const decrementLine = (lines: readonly CartLine[], id: string) =>
  edit(lines, id, (line) => (line.quantity > 1 ? { ...line, quantity: line.quantity - 1 } : line));

export const removeLine = (lines: readonly CartLine[], id: string) => lines.filter((line) => line.id !== id);

/** The catalog's current price, title or picture for lines already in the cart, quantities kept. */
export function refreshLines(
  lines: readonly CartLine[],
  fresh: readonly Omit<CartLine, 'quantity'>[],
): CartLine[] {
  const byId = new Map(fresh.map((line) => [line.id, line]));
  return lines.map((line) => {
    const update = byId.get(line.id);
    return update ? { ...update, quantity: line.quantity } : line;
  });
}

/**
 * A guest's lines joined to the shopper's stored ones after a login: one line per variant,
 * quantities added (the server caps them at the free stock when they are sent).
 */
export function mergeLines(stored: readonly CartLine[], guest: readonly CartLine[]): CartLine[] {
  const merged = new Map(stored.map((line) => [line.id, line]));
  for (const line of guest) {
    const there = merged.get(line.id);
    merged.set(line.id, there ? { ...there, quantity: there.quantity + line.quantity } : line);
  }
  return [...merged.values()];
}
