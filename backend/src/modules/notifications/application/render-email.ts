import type { EmailMessage } from './email-message';

export interface EmailContent {
  to: string;
  subject: string;
  heading: string;
  /** Plain sentences; escaped in the HTML version. */
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Further links, each on its own line under the paragraphs (e.g. a receipt's download). */
  links?: { label: string; url: string }[];
  /** A closing line in small print (why they got this email, what to do if it wasn't them). */
  footnote?: string;
  productName: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The HTML and plain-text versions of a transactional email in the product's simple layout. */
export function renderEmail(content: EmailContent): EmailMessage {
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.links?.length ? [...content.links.map((l) => `${l.label}: ${l.url}`), ''] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.footnote ? [content.footnote, ''] : []),
    `— ${content.productName}`,
  ].join('\n');
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#7c3aed;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(content.action.label)}</a></p>
<p style="font-size:13px;color:#555">Or paste this link into your browser:<br><a href="${escapeHtml(content.action.url)}">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="font-family:system-ui,-apple-system,Segoe UI,sans-serif;background:#f6f4fb;margin:0;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map((p) => `<p style="font-size:15px;line-height:1.5">${escapeHtml(p)}</p>`).join('\n')}
${(content.links ?? []).map((l) => `<p style="font-size:15px;line-height:1.5"><a href="${escapeHtml(l.url)}">${escapeHtml(l.label)}</a></p>`).join('\n')}
${button}
${content.footnote ? `<p style="font-size:12px;color:#777;margin-top:24px">${escapeHtml(content.footnote)}</p>` : ''}
<p style="font-size:13px;color:#777">— ${escapeHtml(content.productName)}</p>
</div></body></html>`;
  return { to: content.to, subject: content.subject, text, html };
}
