import { escapeHtml } from './html';
import { DEFAULT_MAIL_FOOTER, DEFAULT_SITE_NAME, brandCell } from './mail/site-brand';

/** The site's look for e-mail: one column, brand header, a call to action, plain-text twin. */
export interface EmailContent {
  title: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer?: string;
}

export function renderEmail(content: EmailContent): { html: string; text: string } {
  const paragraphs = content.paragraphs.map(
    (p) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.6;color:#1f2937">${escapeHtml(p)}</p>`,
  );
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#9f1d35;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#6b7280">Or paste this link into your browser: ${escapeHtml(content.action.url)}</p>`
    : '';
  const footer = content.footer ?? DEFAULT_MAIL_FOOTER;
  const html = `<!doctype html><html><body style="margin:0;background:#f5f3ef;font-family:Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px">
<tr><td ${brandCell('site-name')} style="padding:20px 32px;border-bottom:3px solid #9f1d35;font-family:Georgia,serif;font-size:22px;font-weight:700;color:#9f1d35">${escapeHtml(DEFAULT_SITE_NAME)}</td></tr>
<tr><td style="padding:32px">
<h1 style="margin:0 0 16px;font-family:Georgia,serif;font-size:24px;color:#111827">${escapeHtml(content.title)}</h1>
${paragraphs.join('\n')}
${action}
</td></tr>
<tr><td ${content.footer === undefined ? brandCell('site-footer') : ''} style="padding:16px 32px;font-size:12px;color:#6b7280;border-top:1px solid #e5e7eb">${escapeHtml(footer)}</td></tr>
</table></td></tr></table></body></html>`;
  const text = [
    content.title,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    '--',
    footer,
  ].join('\n');
  return { html, text };
}
