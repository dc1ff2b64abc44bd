import { escapeHtml } from '../../lib/http/escape-html';
import { htmlPage } from '../../lib/http/html-page';
import type { OutboxMessage, OutboxSummary } from './mail.queries';

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c1917;background:#fafaf9}
main{max-width:60rem;margin:0 auto;padding:2rem 1rem}
h1{font-size:1.5rem;margin:0 0 .25rem}
.note{color:#57534e;margin:0 0 1.5rem}
a{color:#9f1239}
table{width:100%;border-collapse:collapse;background:#fff;border:1px solid #e7e5e4}
th,td{text-align:left;padding:.6rem .8rem;border-bottom:1px solid #e7e5e4;vertical-align:top}
th{font-size:.75rem;text-transform:uppercase;letter-spacing:.05em;color:#57534e;background:#f5f5f4}
td.date{white-space:nowrap;color:#57534e}
tbody tr:hover{background:#fff1f2}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.3rem 1rem;margin:0 0 1.5rem;padding:1rem;background:#fff;border:1px solid #e7e5e4}
dt{font-weight:600;color:#57534e}
dd{margin:0;overflow-wrap:anywhere}
pre{margin:0;padding:1rem;background:#fff;border:1px solid #e7e5e4;white-space:pre-wrap;overflow-wrap:anywhere;font:14px/1.5 ui-monospace,SFMono-Regular,Menlo,monospace}
.back{display:inline-block;margin-bottom:1rem}
@media (max-width:40rem){
thead{display:none}
tr,td{display:block}
tr{padding:.5rem 0;border-bottom:1px solid #e7e5e4}
td{border:0;padding:.15rem .8rem;overflow-wrap:anywhere}
}
`;

/** Mail sent while no SMTP server is configured (SMTP_URL); a development aid, never shown in production. */
function page(title: string, body: string): string {
  return htmlPage({
    title: `${title} — dev mailbox`,
    head: `<style>${STYLE}</style>`,
    body: `<main>\n${body}\n</main>`,
  });
}

function formatDate(date: Date): string {
  return `<time datetime="${date.toISOString()}">${date.toISOString().slice(0, 19).replace('T', ' ')} UTC</time>`;
}

/** Trailing punctuation usually ends the sentence, not the address. */
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/gi;
const TRAILING_PUNCTUATION = /[.,;:!?)\]]+$/;

/** Escaped text with every http(s) address turned into a link; no other scheme ever is. */
export function linkify(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0].replace(TRAILING_PUNCTUATION, '');
    const start = match.index;
    html += escapeHtml(text.slice(last, start));
    html += `<a href="${escapeHtml(url)}" rel="noreferrer">${escapeHtml(url)}</a>`;
    last = start + url.length;
  }
  return html + escapeHtml(text.slice(last));
}

export function renderMailboxList(messages: OutboxSummary[], limit: number): string {
  const rows = messages
    .map(
      (m) => `<tr>
<td>${escapeHtml(m.to)}</td>
<td><a href="/dev/mailbox/${m.id}">${escapeHtml(m.subject) || '(no subject)'}</a></td>
<td class="date">${formatDate(m.createdAt)}</td>
</tr>`,
    )
    .join('\n');
  const table = messages.length
    ? `<table>
<thead><tr><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Date</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
    : '<p>No mail yet. Messages the shop sends (contact form, password resets, orders) appear here.</p>';
  return page(
    'Mailbox',
    `<h1>Dev mailbox</h1>
<p class="note">No SMTP server is configured (SMTP_URL), so outgoing mail is kept here instead. Newest first${
      messages.length === limit ? `, the latest ${limit} shown` : ''
    }.</p>
${table}`,
  );
}

export function renderMailboxMessage(message: OutboxMessage): string {
  const headers: [string, string | null][] = [
    ['From', message.from],
    ['To', message.to],
    ['Reply-To', message.replyTo],
    ['Subject', message.subject],
  ];
  const rows = headers
    .filter((header): header is [string, string] => Boolean(header[1]))
    .map(([name, value]) => `<dt>${name}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('\n');
  return page(
    message.subject || 'Message',
    `<a class="back" href="/dev/mailbox">← All mail</a>
<h1>${escapeHtml(message.subject) || '(no subject)'}</h1>
<dl>
${rows}
<dt>Date</dt><dd>${formatDate(message.createdAt)}</dd>
</dl>
<pre>${linkify(message.text)}</pre>`,
  );
}

export function renderMessageNotFound(): string {
  return page(
    'Not found',
    `<a class="back" href="/dev/mailbox">← All mail</a>
<h1>Message not found</h1>
<p class="note">There is no message with this address in the dev mailbox.</p>`,
  );
}
