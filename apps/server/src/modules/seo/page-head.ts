import { escapeHtml } from '../../lib/escape-html';

/** What a page says about itself in <head>, for crawlers and link previews that run no JavaScript. */
export interface PageHead {
  title: string;
  description: string;
  canonical?: string;
  /** Open Graph and Twitter properties, in order: [property or name, content]. */
  properties?: [string, string][];
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
  ]
    .filter(Boolean)
    .map((tag) => `    ${tag}\n`)
    .join('');
  return indexHtml
    .replace(TITLE, `<title>${escapeHtml(head.title)}</title>`)
    .replace(DESCRIPTION, `<meta name="description" content="${escapeHtml(head.description)}" />`)
    .replace('</head>', `${extra}  </head>`);
}
