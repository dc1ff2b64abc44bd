/** Text for inside a LIKE/ILIKE pattern: its `%`, `_` and `\` match themselves, not anything. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}
