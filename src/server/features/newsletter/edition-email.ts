import { DEFAULT_SITE_NAME, brandCell } from '../../platform/mail/site-brand';
import type { EditionPicks } from '../../../shared/newsletter';
import { formatDate } from '../../../shared/dates';
import { escapeHtml } from '../../platform/html';
import { demoRaster, isUploadUrl, variantUrl } from '../../../shared/newsroom/images';

export interface EditionLinks {
  site: string;
  /** Turns one of our paths into the link put in the e-mail (a tracked redirect, or the plain page). */
  link(path: string): string;
  unsubscribeUrl: string;
  /** The open pixel of this copy; none for previews and tests. */
  pixelUrl?: string;
}

interface Item {
  title: string;
  meta: string;
  body: string;
  path: string;
  imageUrl?: string;
}

const spotlightPath = (type: string) =>
  type === 'artist_feature' ? '/artists' : type === 'small_business' ? '/businesses' : '/';
/** "2026-12-05" as readers see dates on the site: Dec 5, 2026 (the date as written when it cannot be read). */
const shortDate = (date: string) => {
  const text = formatDate(date);
  return text === 'Invalid date' ? date : text;
};
/**
 * The picture as mail programs show it: a raster image (many show no SVG, and some no WebP). Demo
 * drawings come as PNG, uploads as their 960-pixel JPEG; other addresses are left as they are.
 */
function mailPicture(url: string): string {
  return demoRaster(url) ?? (isUploadUrl(url) ? variantUrl(url, 960, 'image/jpeg') : url);
}
const absolute = (site: string, url: string) => (url.startsWith('/') ? `${site}${url}` : url);

function sections(picks: EditionPicks): { heading: string; items: Item[] }[] {
  const list = [
    {
      heading: 'Latest Stories',
      items: picks.articles.map((a) => ({
        title: a.title,
        meta: `${a.category} · by ${a.author}`,
        body: a.excerpt,
        path: `/articles/${a.id}`,
        imageUrl: a.imageUrl,
      })),
    },
    {
      heading: 'Upcoming Community Events',
      items: picks.events.map((e) => ({
        title: e.title,
        meta: `${shortDate(e.date)} · ${e.time} · ${e.location}`,
        body: e.description,
        path: `/events/${e.id}`,
      })),
    },
    {
      heading: 'New Local Businesses',
      items: picks.businesses.map((b) => ({
        title: b.name,
        meta: `${b.category} · ${b.address}`,
        body: b.description,
        path: `/businesses/${b.id}`,
      })),
    },
    {
      heading: 'Spotlight',
      items: picks.spotlight
        ? [
            {
              title: picks.spotlight.title,
              meta: picks.spotlight.featureName,
              body: picks.spotlight.description,
              path: spotlightPath(picks.spotlight.type),
              imageUrl: picks.spotlight.imageUrl,
            },
          ]
        : [],
    },
  ];
  return list.filter((s) => s.items.length > 0);
}

function itemHtml(item: Item, links: EditionLinks): string {
  const href = escapeHtml(links.link(item.path));
  const image = item.imageUrl
    ? `<a href="${href}"><img src="${escapeHtml(absolute(links.site, mailPicture(item.imageUrl)))}" alt="${escapeHtml(item.title)}" width="536" style="display:block;width:100%;max-width:536px;height:auto;border-radius:6px;margin:0 0 12px"></a>`
    : '';
  return `<div style="margin:0 0 24px">${image}<h3 style="margin:0 0 4px;font-family:Georgia,serif;font-size:19px"><a href="${href}" style="color:#111827;text-decoration:none">${escapeHtml(item.title)}</a></h3>
<p style="margin:0 0 8px;font-size:13px;color:#6b7280">${escapeHtml(item.meta)}</p>
<p style="margin:0 0 8px;font-size:15px;line-height:1.6;color:#1f2937">${escapeHtml(item.body)}</p>
<a href="${href}" style="color:#9f1d35;font-weight:600;font-size:14px">Read more</a></div>`;
}

/** One copy of an edition, in the site's look, with its plain-text twin. */
export function renderEdition(
  edition: { title: string; subject: string; content: string; id: string },
  picks: EditionPicks,
  links: EditionLinks,
) {
  const parts = sections(picks);
  const webUrl = links.link(`/newsletter/${edition.id}`);
  const body = parts
    .map(
      (s) =>
        `<h2 style="margin:32px 0 16px;font-family:Georgia,serif;font-size:22px;color:#9f1d35;border-bottom:1px solid #e5e7eb;padding-bottom:6px">${escapeHtml(s.heading)}</h2>${s.items.map((i) => itemHtml(i, links)).join('\n')}`,
    )
    .join('\n');
  const pixel = links.pixelUrl
    ? `<img src="${escapeHtml(links.pixelUrl)}" width="1" height="1" alt="" style="display:block;width:1px;height:1px;border:0">`
    : '';
  const html = `<!doctype html><html><body style="margin:0;background:#f5f3ef;font-family:Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px">
<tr><td ${brandCell('site-name')} style="padding:20px 32px;border-bottom:3px solid #9f1d35;font-family:Georgia,serif;font-size:22px;font-weight:700;color:#9f1d35">${escapeHtml(DEFAULT_SITE_NAME)}</td></tr>
<tr><td style="padding:32px">
<h1 style="margin:0 0 16px;font-family:Georgia,serif;font-size:26px;color:#111827">${escapeHtml(edition.title)}</h1>
<p style="margin:0 0 8px;font-size:16px;line-height:1.6;color:#1f2937;white-space:pre-line">${escapeHtml(edition.content)}</p>
${body}
</td></tr>
<tr><td style="padding:16px 32px;font-size:12px;line-height:1.6;color:#6b7280;border-top:1px solid #e5e7eb">
You receive this weekly newsletter because you subscribed at By Locals, For Locals. <a href="${escapeHtml(webUrl)}" style="color:#6b7280">View it in your browser</a> · <a href="${escapeHtml(links.unsubscribeUrl)}" style="color:#6b7280">Unsubscribe</a>
${pixel}</td></tr>
</table></td></tr></table></body></html>`;
  const text = [
    edition.title,
    '',
    edition.content,
    ...parts.flatMap((s) => [
      '',
      s.heading.toUpperCase(),
      ...s.items.flatMap((i) => ['', i.title, i.meta, i.body, links.link(i.path)]),
    ]),
    '',
    '--',
    `View it in your browser: ${webUrl}`,
    `Unsubscribe: ${links.unsubscribeUrl}`,
  ].join('\n');
  return { subject: edition.subject, html, text };
}
