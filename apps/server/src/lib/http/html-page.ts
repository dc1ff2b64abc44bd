import type { FastifyReply } from 'fastify';
import { escapeHtml } from './escape-html';

/**
 * The shell of the few pages the server writes itself rather than the web app (the local test
 * checkout, the dev mailbox): never indexed, sized for a phone, `title` escaped here. `head` and
 * `body` are HTML their page has already escaped.
 */
export function htmlPage(page: { title: string; head?: string; body: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)}</title>
${page.head ?? ''}
</head>
<body>
${page.body}
</body>
</html>
`;
}

/**
 * Sends such a page. Each answer is about one visitor's checkout or mail: never kept by a browser
 * or a proxy. `headers` adds the page's own (a stricter policy, for instance).
 */
export function sendHtml(
  reply: FastifyReply,
  status: number,
  html: string,
  headers: Record<string, string> = {},
): FastifyReply {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .headers(headers)
    .send(html);
}
