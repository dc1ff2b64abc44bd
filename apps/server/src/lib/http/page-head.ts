import { escapeHtml } from './escape-html';

/** What a page says about itself in <head>, for crawlers and link previews that run no JavaScript. */
export interface PageHead {
  title: string;
  description: string;
  canonical?: string;
  /** Open Graph and Twitter properties, in order: [property or name, content]. */
  properties?: [string, string][];
  /** schema.org data (a Product with its rating and offer), so search results can show stars. */
  jsonLd?: Record<string, unknown>;
}

/**
 * JSON inside a <script> ends at the first '</script'; escaping '<' (and '>', '&' and the two
 * JavaScript line separators) keeps any product or review text from closing it early.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const TITLE = /<title>[\s\S]*?<\/title>/;
const DESCRIPTION = /<meta\s+name="description"[\s\S]*?\/?>/;

/**
 * The built index.html with this page's title and description in place of the shop's, and its
 * canonical link and Open Graph tags added. Every value is escaped for an attribute or text.
 */
export function renderPageHead(indexHtml: string, head: PageHead): string {
  const extra = [
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}" />` : '',
    ...(head.properties ?? []).map(([key, content]) => {
      const attribute = key.startsWith('twitter:') ? 'name' : 'property';
      return `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}" />`;
    }),
    head.jsonLd ? `<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>` : '',
  ]
    .filter(Boolean)
    .map((tag) => `    ${tag}\n`)
    .join('');
  // Replacer functions, not strings: a shopper's text may hold $` or $&, which a replacement
  // string would expand into copies of the page around it.
  return indexHtml
    .replace(TITLE, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(DESCRIPTION, () => `<meta name="description" content="${escapeHtml(head.description)}" />`)
    .replace('</head>', () => `${extra}  </head>`);
}
