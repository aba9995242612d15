import type { IncomingMessage, ServerResponse } from 'node:http';
import { MAIL_RETENTION_DAYS, type MailOutbox } from '@shop/commerce';
import { escapeHtml } from '../mail/templates';
import { HttpError, sendJson } from './json-io';

/** The development mail page: the outbox's mails (not served in production). */
export const DEV_MAILS_PATH = '/dev/mails';

/**
 * The development mail page: `GET /dev/mails` lists the outbox (to, subject, kind, time, a link to each; JSON when
 * asked with `accept: application/json`), `GET /dev/mails/{id}` shows a mail's HTML as sent. Only wired outside
 * production.
 */
export async function serveDevMails(mails: MailOutbox, request: IncomingMessage, response: ServerResponse, url: URL) {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.setHeader('allow', 'GET, HEAD');
    throw new HttpError(405, 'METHOD_NOT_ALLOWED', 'Use GET.');
  }
  const headers = {
    'cache-control': 'no-store',
    'x-robots-tag': 'noindex',
    // The mails are the shop's own, escaped HTML: no scripts, inline styles only.
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:",
  };
  const id = url.pathname.slice(DEV_MAILS_PATH.length + 1);
  if (id) {
    // A mail id is word characters and dashes (nothing to decode): anything else is no mail.
    const mail = /^[\w-]{1,64}$/.test(id) ? await mails.get(id) : null;
    if (!mail) throw new HttpError(404, 'NOT_FOUND', 'No such mail.');
    // A delivered (or given up) mail's bodies are gone: they held one-time links.
    const removed = `This mail was ${mail.status === 'sent' ? 'delivered' : 'not delivered'}; its body is not kept.`;
    if (url.searchParams.get('format') === 'text') {
      response.writeHead(200, { ...headers, 'content-type': 'text/plain; charset=utf-8' });
      return response.end(request.method === 'HEAD' ? undefined : (mail.text ?? removed));
    }
    response.writeHead(200, { ...headers, 'content-type': 'text/html; charset=utf-8' });
    return response.end(request.method === 'HEAD' ? undefined : (mail.html ?? `<p>${escapeHtml(removed)}</p>`));
  }
  const list = await mails.list();
  if ((request.headers.accept ?? '').includes('application/json')) {
    return sendJson(
      response,
      200,
      list.map((mail) => ({
        id: mail.id,
        to: mail.to,
        subject: mail.subject,
        kind: mail.kind,
        language: mail.language,
        createdAt: mail.createdAt.toISOString(),
        status: mail.status,
        sentAt: mail.sentAt?.toISOString() ?? null,
        url: `${DEV_MAILS_PATH}/${mail.id}`,
      })),
    );
  }
  const rows = list
    .map(
      (mail) => `<tr>
  <td>${escapeHtml(mail.to)}</td>
  <td><a href="${DEV_MAILS_PATH}/${escapeHtml(mail.id)}">${escapeHtml(mail.subject)}</a></td>
  <td>${escapeHtml(mail.kind)}</td>
  <td>${escapeHtml(mail.status)}</td>
  <td><time datetime="${mail.createdAt.toISOString()}">${escapeHtml(mail.createdAt.toISOString().replace('T', ' ').slice(0, 19))}</time></td>
</tr>`,
    )
    .join('\n');
  const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mails (development)</title>
<style>
  body { font: 1rem/1.5 system-ui, sans-serif; margin: 2rem; color: #111; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: 0.5rem; border-bottom: 1px solid #d1d5db; }
  a { color: #0b4f9c; display: inline-block; min-height: 24px; }
</style>
</head>
<body>
<main>
<h1>Mails (development)</h1>
<p>What the shop would have sent. Without SMTP configured, mails are kept here (for ${MAIL_RETENTION_DAYS} days); a delivered mail keeps no body.</p>
${
  list.length
    ? `<table>
<caption>Newest first</caption>
<thead><tr><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Kind</th><th scope="col">Status</th><th scope="col">Time (UTC)</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
    : '<p>No mails yet.</p>'
}
</main>
</body>
</html>
`;
  response.writeHead(200, { ...headers, 'content-type': 'text/html; charset=utf-8' });
  return response.end(request.method === 'HEAD' ? undefined : page);
}
