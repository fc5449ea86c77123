import { escapeHtml } from '../../platform/html';
import { ICON_LINKS } from '../../platform/icons';

/** The few server-rendered pages of the newsletter (confirm, unsubscribe): branded, no JavaScript needed. */

export interface PageContent {
  title: string;
  paragraphs: string[];
  /** POST forms with one button each, e.g. the unsubscribe confirmation. */
  forms?: PageForm[];
  link?: { label: string; href: string };
}

export interface PageForm {
  action: string;
  button: string;
  fields: Record<string, string>;
  /** A labelled choice, e.g. the reader's city. */
  select?: { name: string; label: string; value: string; options: { value: string; label: string }[] };
}

const button =
  'background:#9f1d35;color:#fff;border:0;padding:12px 20px;border-radius:6px;font-size:16px;font-weight:600;cursor:pointer;text-decoration:none;display:inline-block';

function renderSelect(select: NonNullable<PageForm['select']>): string {
  const id = `field-${select.name}`;
  const options = select.options
    .map(
      (o) =>
        `<option value="${escapeHtml(o.value)}"${o.value === select.value ? ' selected' : ''}>${escapeHtml(o.label)}</option>`,
    )
    .join('');
  return `<label for="${id}" style="display:block;font-weight:600;margin:0 0 6px">${escapeHtml(select.label)}</label><select id="${id}" name="${escapeHtml(select.name)}" style="font-size:16px;padding:10px;border:1px solid #d1d5db;border-radius:6px;margin:0 12px 12px 0">${options}</select>`;
}

function renderForm(form: PageForm): string {
  const hidden = Object.entries(form.fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const select = form.select ? renderSelect(form.select) : '';
  return `<form method="post" action="${escapeHtml(form.action)}" style="margin:0 0 24px">${hidden}${select}<button type="submit" style="${button}">${escapeHtml(form.button)}</button></form>`;
}

export function renderPage(content: PageContent): string {
  const paragraphs = content.paragraphs
    .map((p) => `<p style="margin:0 0 16px;line-height:1.6">${escapeHtml(p)}</p>`)
    .join('\n');
  const form = (content.forms ?? []).map(renderForm).join('\n');
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
