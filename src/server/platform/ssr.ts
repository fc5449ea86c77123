import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { isCity, type City } from '../../shared/cities';
import { SSR_PAYLOAD_ID, isPrivatePath } from '../../shared/seo';
import { appNow } from './clock';
import { nextDayStart } from './zoned-time';
import { RENDERED_PAGE_PREFIX, publicReadCache } from './cache';
import { siteUrl } from './site-url';
import type { SiteSettings } from '../../shared/site-settings-defaults';
import { readSiteSettings, withSiteSettings } from './site-settings';

/** The shape of src/client/entry-server.tsx as the server uses it (the server never imports client code). */
export interface PageRenderer {
  render(request: {
    url: string;
    origin: string;
    api: (path: string, init?: RequestInit) => Promise<Response>;
    edition?: City | null;
    /** The site's settings (name, contact details, ...), which the page is rendered with and carries. */
    site?: SiteSettings;
  }): Promise<{ status: number; headHtml: string; html: string; payload: string; failures?: unknown[] }>;
}

export interface RenderedPage {
  status: number;
  html: string;
}

/** Where the app shell template and the page renderer come from. */
export interface PageSource {
  template(url: string): Promise<string>;
  renderer(): Promise<PageRenderer | null>;
  /** Rendered pages are cached (not in development, where code changes on every save). */
  cache: boolean;
}

/** The app shell with a rendered page in it: head tags replace the default title and description. */
export function assemblePage(template: string, page: { headHtml: string; html: string; payload: string }): string {
  return template
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/, '')
    .replace('<!--app-head-->', page.headHtml)
    .replace(
      '<div id="root"><!--app-html--></div>',
      () =>
        `<div id="root">${page.html}</div>\n    <script type="application/json" id="${SSR_PAYLOAD_ID}">${page.payload}</script>`,
    );
}

/**
 * A page's address is worth caching when it is one every visitor shares: no query, or only a city.
 * Other queries (filters, search words) are rendered each time, so nobody can fill the cache with
 * made-up addresses and push the public reads out of it.
 */
function cacheable(url: string): boolean {
  const query = url.split('?')[1];
  if (!query) return true;
  const params = new URLSearchParams(query);
  return [...params.keys()].length === 1 && isCity(params.get('city'));
}

/** Whether a page is rendered on the server: public pages, read with GET or HEAD. */
export function isServerRendered(method: string, pathname: string): boolean {
  return (method === 'GET' || method === 'HEAD') && !isPrivatePath(pathname);
}

/** Per app, the cities' next midnight already handed to its page cache. */
const midnights = new WeakMap<object, number>();

/**
 * A page shows the cities' "today" (the dateline, opening hours): none rendered before their midnight
 * is served after it. The cache forgets everything then; the moment is worked out once a day, not
 * for every page.
 */
function forgetPagesAtMidnight(app: FastifyInstance) {
  const now = appNow(app);
  const known = midnights.get(app.deps);
  if (known !== undefined && known > now.getTime()) return;
  const midnight = nextDayStart(now).getTime();
  midnights.set(app.deps, midnight);
  publicReadCache(app).expireAt(midnight);
}

/**
 * Renders a public page with its data. Answers null when there is no renderer (no server build) or
 * rendering failed, and the caller falls back to the app shell the browser renders by itself.
 */
export async function renderPage(
  app: FastifyInstance,
  source: PageSource,
  url: string,
  /** The reader's edition (decision 024): pages without ?city= show it, so the render depends on it. */
  edition: City | null = null,
  /** The request's logger, so a failure is logged with the request's id. */
  log: FastifyBaseLogger = app.log,
): Promise<RenderedPage | null> {
  const renderer = await source.renderer();
  if (!renderer) return null;
  const origin = siteUrl(app.deps.config);
  const load = async (): Promise<RenderedPage> => {
    const site = await readSiteSettings(app);
    const [template, page] = await Promise.all([
      source.template(url),
      renderer.render({
        url,
        origin,
        edition,
        site,
        // The page's data comes from the public API itself, as a signed-out visitor would get it.
        api: async (path, init) => {
          const res = await app.inject({
            method: (init?.method ?? 'GET') as 'GET',
            url: path,
            headers: { accept: 'application/json' },
          });
          const headers = new Headers();
          for (const [name, value] of Object.entries(res.headers)) {
            if (value !== undefined && name !== 'set-cookie') headers.set(name, String(value));
          }
          const bodyless = res.statusCode === 204 || res.statusCode === 304;
          return new Response(bodyless ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers });
        },
      }),
    ]);
    // The page says only that a part could not load; what went wrong is for the log.
    for (const err of page.failures ?? []) log.error({ err, url }, 'a query failed while the page was rendered');
    return { status: page.status, html: withSiteSettings(assemblePage(template, page), site) };
  };
  try {
    if (!source.cache || !cacheable(url)) return await load();
    const cache = publicReadCache(app);
    forgetPagesAtMidnight(app);
    const key = `${RENDERED_PAGE_PREFIX}${url}#${edition ?? ''}`;
    const page = await cache.get(key, load);
    // Only pages that exist are kept: made-up addresses must not push real pages out of the cache.
    if (page.status !== 200) cache.delete(key);
    return page;
  } catch (err) {
    log.error({ err, url }, 'server rendering failed; the browser renders this page');
    return null;
  }
}
