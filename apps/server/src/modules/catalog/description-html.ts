/**
 * Product descriptions are shown as HTML on the product page, so whatever is stored must be
 * safe to render. Only a few formatting tags survive, always without attributes (no links, no
 * styles, no event handlers); every other tag is dropped and its text kept, escaped.
 */
const ALLOWED = new Set(['p', 'br', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'h3', 'h4']);
/** Whose content is never text a shopper should see. */
const DROP_WITH_CONTENT =
  /<(script|style|iframe|object|embed|template|noscript|svg|math)\b[\s\S]*?(<\/\1\s*>|$)/gi;
const COMMENT = /<!--[\s\S]*?(-->|$)/g;
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>/g;
const ENTITY = /&(?:[a-zA-Z][a-zA-Z0-9]{1,31}|#\d{1,7}|#x[0-9a-fA-F]{1,6});/y;

function escapeText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (ch === '&') {
      ENTITY.lastIndex = i;
      out += ENTITY.test(text) ? '&' : '&amp;';
    } else if (ch === '<') out += '&lt;';
    else if (ch === '>') out += '&gt;';
    else if (ch === '"') out += '&quot;';
    else out += ch;
  }
  return out;
}

export function sanitizeDescriptionHtml(html: string): string {
  // Whatever text is left is tokenised again below, so a tag pieced together by these removals
  // still has to pass the allow-list.
  const source = html.replace(COMMENT, '').replace(DROP_WITH_CONTENT, '');
  let out = '';
  let last = 0;
  for (const match of source.matchAll(TAG)) {
    out += escapeText(source.slice(last, match.index));
    last = match.index + match[0].length;
    const [, closing, name] = match;
    const tag = name?.toLowerCase();
    if (tag && ALLOWED.has(tag)) out += tag === 'br' ? '<br>' : `<${closing}${tag}>`;
  }
  return out + escapeText(source.slice(last));
}

/** Plain text from HTML, for the `description` field and meta descriptions. */
export function descriptionTextFromHtml(html: string): string {
  return sanitizeDescriptionHtml(html)
    .replace(/<\/(p|li|h3|h4)>|<br>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
