// Counted words in every text the shop writes (pages, messages, mails): "1 item", "2 items".

/** The count with its word, singular for exactly one: plural(1, 'item', 'items') → '1 item'. */
export function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** The word alone, for a sentence that says the count elsewhere: 'add it' / 'add them'. */
export function pluralWord(count: number, one: string, many: string): string {
  return count === 1 ? one : many;
}
