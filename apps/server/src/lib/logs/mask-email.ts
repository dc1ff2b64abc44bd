/**
 * Email addresses are personal data and stay out of log files (docs/product/rules.md, Logs): a
 * logged address keeps the first character of its local part and of its domain, and the
 * top-level domain, e.g. `jane.doe@example.com` → `j***@e***.com`. Enough to tell two log lines
 * apart or to recognise one's own address, not to write to anyone.
 */

/** The first character, whole even outside the Basic Multilingual Plane. */
const first = (text: string) => [...text.slice(0, 2)][0] ?? '';

/** `jane@example.com` → `j***@e***.com`; `sep` is the separator as written (`@` or `%40`). */
function masked(local: string, sep: string, domain: string): string {
  const dot = domain.lastIndexOf('.');
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${first(local)}***${sep}${first(domain)}***${tld}`;
}

/** One address known to be one (a mail's recipient), masked; anything without `@` as `***`. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 0) return '***';
  return masked(address.slice(0, at), '@', address.slice(at + 1));
}

// A local part: letters, digits, the usual punctuation of addresses, and percent-encoded
// characters (a URL's `%2B` or `%C3%B6`). Not `/ ? & = : ; , ' " < > ( ) [ ] \` or spaces,
// which separate an address from what surrounds it in URLs, messages and JSON.
const LOCAL_CHAR = '[\\p{L}\\p{N}!#$*+\\-.^_`{|}~]|%[0-9A-Fa-f]{2}';
const LABEL = '(?:[\\p{L}\\p{N}-]|%[0-9A-Fa-f]{2})+';
const TLD = '\\p{L}(?:[\\p{L}\\p{N}-]|%[0-9A-Fa-f]{2})*';
/**
 * An address in running text: plain (`@`) or percent-encoded (`%40`) as in a URL, its domain
 * ending in a top-level domain that starts with a letter (so `fastify@5.12.8` is not one). The
 * look-behind makes a match start only where a run of local-part characters starts, which
 * keeps the search linear on long text without any `@`.
 */
const ADDRESS = new RegExp(
  `(?<![\\p{L}\\p{N}!#$*+\\-.^_\`{|}~%])((?:${LOCAL_CHAR})+)(@|%40)(${LABEL}(?:\\.${LABEL})*\\.${TLD})`,
  'gu',
);

/** Every email address in a text (a URL, a message, an error's stack), masked. */
export function maskEmails(text: string): string {
  if (!text.includes('@') && !text.includes('%40')) return text;
  return text.replace(ADDRESS, (_match, local: string, sep: string, domain: string) =>
    masked(local, sep, domain),
  );
}
