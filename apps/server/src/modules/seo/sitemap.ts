import { escapeHtml } from '../../lib/http/escape-html';

/** The sitemap protocol's limit of URLs per file. */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapEntry {
  loc: string;
  lastmod?: Date;
}

export function renderUrlSet(entries: SitemapEntry[]): string {
  const urls = entries.map(
    (e) =>
      `  <url><loc>${escapeHtml(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function renderSitemapIndex(locations: string[]): string {
  const items = locations.map((loc) => `  <sitemap><loc>${escapeHtml(loc)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/**
 * Everything but the shop's own pages is left alone: a shopper's order, receipt and the links
 * mailed to one person (cart restore, stock-alert confirmation, unsubscribe) carry a private
 * token, and a crawler that found one in a leaked address must not fetch or list it.
 */
export function renderRobots(base: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /cart',
    'Disallow: /checkout',
    'Disallow: /dashboard',
    'Disallow: /orders/',
    'Disallow: /mail/',
    'Disallow: /stock-alerts/',
    'Disallow: /success',
    'Disallow: /cancel',
    'Disallow: /reset-password',
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}
