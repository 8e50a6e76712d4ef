import { Controller, Get, Header, Inject, NotFoundException, Query, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import type { Schema } from '@boogy/contracts';
import { APP_CONFIG, type AppConfig } from '../../../../shared/config';
import { ReadMailboxQuery, type MailboxEntry } from '../../application/queries/read-mailbox/read-mailbox.query';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The Host header's name without its port. A page of another site can resolve its own name to
 * 127.0.0.1 (DNS rebinding) and then read this machine's answers as same-origin: its requests come
 * from loopback but carry that site's name, so only loopback names are served.
 */
function isLoopbackHost(host: string | undefined): boolean {
  return host !== undefined && /^(localhost|[a-z0-9.-]+\.localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/i.test(host);
}

/**
 * The local mailbox, for developers and browser tests: it holds sign-in links, so it is served only
 * to this machine (the socket's address: X-Forwarded-For can be forged) and never in production.
 */
@Controller()
export class DevMailboxController {
  constructor(
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('api/dev/mailbox')
  async messages(@Req() req: Request, @Query('to') to?: string): Promise<Schema<'DevMailbox'>> {
    this.refuseUnlessLocal(req);
    return { messages: await this.queries.execute(new ReadMailboxQuery(typeof to === 'string' ? to : undefined)) };
  }

  @Get('dev/mailbox')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  async page(@Req() req: Request, @Query('to') to?: string): Promise<string> {
    this.refuseUnlessLocal(req);
    const messages = await this.queries.execute(new ReadMailboxQuery(typeof to === 'string' ? to : undefined));
    return renderPage(messages);
  }

  /** A 404, as for a route that does not exist, in production, to any other machine and to any other host name. */
  private refuseUnlessLocal(req: Request): void {
    if (this.config.isProduction || !LOOPBACK.has(req.socket.remoteAddress ?? '') || !isLoopbackHost(req.headers.host)) {
      throw new NotFoundException({ message: 'Not found', code: 'not_found' });
    }
  }
}

function renderPage(messages: MailboxEntry[]): string {
  const items = messages.map(
    (m) => `<article>
<h2>${escapeHtml(m.subject)}</h2>
<p class="meta">To <strong>${escapeHtml(m.to)}</strong> · ${escapeHtml(m.createdAt)}</p>
${m.links.length ? `<ul>${m.links.map((l) => `<li><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></li>`).join('')}</ul>` : ''}
<pre>${escapeHtml(m.text)}</pre>
</article>`,
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mailbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;color:#222}
article{border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0}h2{margin:0 0 .25rem;font-size:1.1rem}
.meta{color:#666;font-size:.9rem}pre{white-space:pre-wrap;background:#f7f7f7;padding:.75rem;border-radius:6px}</style></head>
<body><h1>Mailbox</h1><p>Emails the app sent (the local stand-in for SMTP; set SMTP_URL to send real email). Newest first.</p>
${items.length ? items.join('\n') : '<p>No messages yet.</p>'}</body></html>`;
}
