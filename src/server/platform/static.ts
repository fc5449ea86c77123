import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import { registerBuiltAssets } from './built-assets';
import type { ApiErrorBody } from '../../shared/errors';
import { isPageRoute, matchPageRoute } from '../../shared/routes';
import { PAGE_FONTS_SCRIPT, pageBootTags } from './page-boot';
import { pageEdition } from './edition';
import { isServerRendered, renderPage, type PageRenderer, type PageSource } from './ssr';
import { findPageRedirect } from './slug-redirects';
import { readSiteSettings, withSiteSettings } from './site-settings';

export const clientDistDir = path.resolve('dist/client');
export const serverDistDir = path.resolve('dist/server');
const clientSrcDir = path.resolve('src/client');

/** Security headers that only mean something on a document (helmet sets them on every answer). */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/**
 * The built files are sent as the build wrote them: a file of 1 KB or more from its compressed copy
 * beside it (vite.config.ts), a smaller one as it is. Added as an onRoute hook before the compress
 * plugin's own, it turns that plugin off on the file routes of @fastify/static (the routes that carry
 * the file they serve in their config). Without it the plugin compressed every small file again on
 * each request (a file is sent as a stream, and a stream has no size to hold against the threshold):
 * the page's 38-byte entry script, asked for on every page, answered 3.4 times slower with a
 * browser's Accept-Encoding than without, and 4 bytes longer.
 */
export function sendBuiltFilesAsWritten(route: RouteOptions) {
  const config = route.config as { file?: unknown; rootPath?: unknown } | undefined;
  if (typeof config?.file === 'string' && config.rootPath !== undefined) route.compress = false;
}

/**
 * Unknown API paths answer JSON. Public pages are rendered on the server with their data (a missing
 * item or an unknown path answers 404 with the not-found page); the rest get the app shell.
 */
async function sendNotFound(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  sendShell: (status: number) => unknown,
  pages?: PageSource,
) {
  const pathname = req.url.split('?')[0] ?? '/';
  if (pathname === '/api' || pathname.startsWith('/api/')) {
    return reply
      .status(404)
      .send({ message: `No API endpoint at ${pathname}.`, code: 'NOT_FOUND' } satisfies ApiErrorBody);
  }
  if (isServerRendered(req.method, pathname)) {
    // A story's former address answers 301 to its current one, before anything is rendered.
    const moved = await findPageRedirect(app, pathname);
    if (moved) {
      const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
      return reply.redirect(`${moved}${query}`, 301);
    }
  }
  if (pages && isServerRendered(req.method, pathname)) {
    const page = await renderPage(app, pages, req.url, await pageEdition(req, reply), req.log);
    if (page) {
      return (
        reply
          .status(page.status)
          .header('Cache-Control', 'no-cache')
          // The page shows the reader's edition, which the cookie names: a shared cache keys by it.
          .header('Vary', 'Cookie')
          .type('text/html; charset=utf-8')
          .send(page.html)
      );
    }
  }
  return sendShell(isPageRoute(pathname) ? 200 : 404);
}

/**
 * The shell for server-rendered pages (decisions 026, 030 and 036), made once per build: the stylesheet
 * is inlined (one request less before the first paint). The page is painted in the system's faces
 * unless the browser has the site's fonts already (`PAGE_FONTS_SCRIPT` in the head); otherwise the
 * boot script loads them after the first paint, with the page's code (the entry, what it imports, and
 * the route's own chunk and its imports, from the build manifest), which is not in the head either: so
 * on a slow link the page's text and featured picture are not sharing it with fonts or JavaScript.
 * Answers the template for a page address.
 */
export function pageTemplate(distDir: string, indexHtml: string): (url: string) => string {
  const read = (file: string) => fs.readFileSync(path.join(distDir, file), 'utf8');
  let html = indexHtml;
  const stylesheet = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/.exec(html);
  if (stylesheet) {
    const css = read(stylesheet[1]!);
    if (!css.includes('</')) html = html.replace(stylesheet[0], () => `<style>${css}</style>`);
  }
  // Pages drawn only in the browser keep the template's `data-fonts`: they have nothing to show before
  // their code, so their fonts come at once.
  html = html
    .replace(/(<html\b[^>]*?)\s+data-fonts(="")?/, '$1')
    .replace('<!--app-head-->', () => `<script>${PAGE_FONTS_SCRIPT}</script>\n    <!--app-head-->`);

  // The entry and the modules the build named for it leave the head; without an entry (a build
  // that did not make one) the page is left as it is.
  const entry = /<script type="module"[^>]*\ssrc="(\/assets\/[^"]+\.js)"[^>]*><\/script>\s*/.exec(html);
  if (!entry || !html.includes('</body>')) return () => html;
  const entryModules: string[] = [];
  html = html
    .replace(entry[0], '')
    .replace(/<link rel="modulepreload"[^>]*\shref="(\/assets\/[^"]+\.js)"[^>]*>\s*/g, (_, href: string) => {
      entryModules.push(href);
      return '';
    });

  let manifest: Record<string, { file: string; imports?: string[] }> = {};
  let modules: Record<string, string> = {};
  try {
    manifest = JSON.parse(read('.vite/manifest.json'));
    modules = JSON.parse(read('.vite/page-modules.json'));
  } catch {
    // A build without a manifest: pages still work, their chunks just load after the entry.
  }
  const chunksOf = (key: string, seen = new Set<string>()): Set<string> => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return seen;
    seen.add(chunk.file);
    for (const next of chunk.imports ?? []) chunksOf(next, seen);
    return seen;
  };
  const withBoot = (pageModules: string[]) =>
    html.replace('</body>', () => `${pageBootTags({ entry: entry[1]!, modules: pageModules })}\n  </body>`);
  const plain = withBoot(entryModules);
  const byRoute = new Map<string, string>();
  return (url) => {
    const route = matchPageRoute(url.split('?')[0] ?? '/');
    const module = route ? modules[route] : undefined;
    if (!module) return plain;
    let page = byRoute.get(module);
    if (page === undefined) {
      const routeModules = [...chunksOf(module)]
        .filter((file) => file.endsWith('.js'))
        .map((file) => `/${file}`)
        .filter((href) => href !== entry[1] && !entryModules.includes(href));
      page = withBoot([...entryModules, ...routeModules]);
      byRoute.set(module, page);
    }
    return page;
  };
}

/** The page renderer bundled by `npm run build` (dist/server), or null before the first build. */
function builtRenderer(): () => Promise<PageRenderer | null> {
  const file = path.join(serverDistDir, 'entry-server.js');
  let loaded: Promise<PageRenderer | null> | undefined;
  return () =>
    (loaded ??= fs.existsSync(file)
      ? (import(pathToFileURL(file).href) as Promise<PageRenderer>)
      : Promise.resolve(null));
}

/**
 * The renderer straight from src/client (tests, under Vitest's TypeScript transform); the
 * module path is built at run time so the server's own code never imports the client's.
 */
export function sourcePages(): PageSource {
  const entry = path.join(clientSrcDir, 'entry-server.tsx');
  return {
    cache: true,
    template: async () => fs.readFileSync(path.join(clientSrcDir, 'index.html'), 'utf8'),
    renderer: () => import(/* @vite-ignore */ entry) as Promise<PageRenderer>,
  };
}

/**
 * Production: hashed assets from dist/client with year-long caching, public pages rendered on the
 * server (dist/server), the app shell (never cached) for the others. Development: Vite in middleware
 * mode with hot reload, pages rendered through Vite.
 */
export async function registerClient(app: FastifyInstance, opts: { dev: boolean; pages?: PageSource }) {
  if (opts.dev) return registerViteDev(app);
  const indexFile = path.join(clientDistDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.setNotFoundHandler((req, reply) =>
      sendNotFound(
        app,
        req,
        reply,
        (status) =>
          reply
            .status(status === 404 ? 404 : 503)
            .type('text/plain')
            .send('The site has not been built yet: run npm run build.'),
        opts.pages,
      ),
    );
    return;
  }
  // Re-read when a rebuild replaces it, so a running server never points at deleted assets.
  let cached = { mtimeMs: 0, html: '' };
  const indexHtml = () => {
    const { mtimeMs } = fs.statSync(indexFile);
    if (mtimeMs !== cached.mtimeMs) cached = { mtimeMs, html: fs.readFileSync(indexFile, 'utf8') };
    return cached.html;
  };
  // The hashed scripts, styles and fonts from memory; the rest of the build from disk.
  const held = registerBuiltAssets(app, clientDistDir, { dropHeaders: DOCUMENT_ONLY_HEADERS });
  await app.register(fastifyStatic, {
    root: clientDistDir,
    wildcard: false,
    index: false,
    globIgnore: held,
    // The build writes x.js.br and x.js.gz beside x.js (vite.config.ts): sent as they are, never
    // compressed again per request (the compress plugin leaves an encoded answer alone).
    preCompressed: true,
    setHeaders(reply, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      // Scripts, styles, fonts and pictures are not documents: the page's policy headers do nothing
      // on them and would cost about 1 KB on every request.
      if (hashed) for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    },
  });
  // Rendered pages: the build's stylesheet inline, the fonts and the page's code loaded after the first paint.
  let prepared = { html: '', template: null as ReturnType<typeof pageTemplate> | null };
  const renderedTemplate = (url: string) => {
    const html = indexHtml();
    if (prepared.html !== html) prepared = { html, template: pageTemplate(clientDistDir, html) };
    return prepared.template!(url);
  };
  const pages: PageSource = opts.pages ?? {
    cache: true,
    template: async (url) => renderedTemplate(url),
    renderer: builtRenderer(),
  };
  app.setNotFoundHandler((req, reply) =>
    sendNotFound(
      app,
      req,
      reply,
      async (status) =>
        reply
          .status(status)
          .header('Cache-Control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(withSiteSettings(indexHtml(), await readSiteSettings(app))),
      pages,
    ),
  );
}

async function registerViteDev(app: FastifyInstance) {
  const [{ createServer }, middie] = await Promise.all([import('vite'), import('@fastify/middie')]);
  const vite = await createServer({
    configFile: path.resolve('vite.config.ts'),
    server: { middlewareMode: true },
    appType: 'custom',
  });
  await app.register(middie.default);
  app.use((req, res, next) => {
    // The server's own paths never go through Vite.
    if (
      /^\/(api|media|uploads|newsletter|rss|sitemaps|calendar)\/|^\/(sitemap\.xml|robots\.txt|rss\.xml|favicon\.ico|apple-touch-icon\.png|icon-\d+\.png|site\.webmanifest)/.test(
        req.url ?? '',
      )
    )
      return next();
    vite.middlewares(req, res, next);
  });
  app.addHook('onClose', () => vite.close());
  const template = (url: string) =>
    vite.transformIndexHtml(url, fs.readFileSync(path.join(clientSrcDir, 'index.html'), 'utf8'));
  const pages: PageSource = {
    cache: false,
    template,
    renderer: () => vite.ssrLoadModule('/entry-server.tsx') as Promise<PageRenderer>,
  };
  app.setNotFoundHandler((req, reply) =>
    sendNotFound(
      app,
      req,
      reply,
      async (status) =>
        reply
          .status(status)
          .type('text/html; charset=utf-8')
          .send(withSiteSettings(await template(req.url), await readSiteSettings(app))),
      pages,
    ),
  );
}
