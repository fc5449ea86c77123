import { escapeHtml } from '../../platform/html';
import { ICON_LINKS } from '../../platform/icons';

/** The few server-rendered pages of the newsletter (confirm, unsubscribe): branded, no JavaScript needed. */

export interface PageContent {
  title: string;
  paragraphs: string[];
  /** A POST form with one button, e.g. the unsubscribe confirmation. */
  form?: { action: string; button: string; fields: Record<string, string> };
  link?: { label: string; href: string };
}

const button =
  'background:#9f1d35;color:#fff;border:0;padding:12px 20px;border-radius:6px;font-size:16px;font-weight:600;cursor:pointer;text-decoration:none;display:inline-block';

export function renderPage(content: PageContent): string {
  const paragraphs = content.paragraphs
    .map((p) => `<p style="margin:0 0 16px;line-height:1.6">${escapeHtml(p)}</p>`)
    .join('\n');
  const form = content.form
    ? `<form method="post" action="${escapeHtml(content.form.action)}">${Object.entries(content.form.fields)
        .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
        .join('')}<button type="submit" style="${button}">${escapeHtml(content.form.button)}</button></form>`
    : '';
  const link = content.link
    ? `<p style="margin:24px 0 0"><a href="${escapeHtml(content.link.href)}" style="color:#9f1d35;font-weight:600">${escapeHtml(content.link.label)}</a></p>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(content.title)} · By Locals, For Locals</title>${ICON_LINKS}</head>
<body style="margin:0;background:#f5f3ef;color:#1f2937;font-family:system-ui,-apple-system,'Segoe UI',Helvetica,Arial,sans-serif">
<header style="background:#fff;border-bottom:3px solid #9f1d35;padding:16px 24px"><a href="/" style="font-family:Georgia,serif;font-size:22px;font-weight:700;color:#9f1d35;text-decoration:none">By Locals, For Locals</a></header>
<main style="max-width:560px;margin:40px auto;padding:32px 24px;background:#fff;border-radius:8px">
<h1 style="margin:0 0 16px;font-family:Georgia,serif;font-size:28px;color:#111827">${escapeHtml(content.title)}</h1>
${paragraphs}
${form}
${link}
</main></body></html>`;
}

/** "r•••@example.com": enough for a person to recognise their address on a page anyone with the link can open. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at <= 0 ? '•••' : `${email[0]}•••${email.slice(at)}`;
}
