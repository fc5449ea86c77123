import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ApiErrorBody } from '../../shared/errors';
import { isPageRoute } from '../../shared/routes';
import { isServerRendered, renderPage, type PageRenderer, type PageSource } from './ssr';

export const clientDistDir = path.resolve('dist/client');
export const serverDistDir = path.resolve('dist/server');
const clientSrcDir = path.resolve('src/client');

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
  if (pages && isServerRendered(req.method, pathname)) {
    const page = await renderPage(app, pages, req.url);
    if (page) {
      return reply
        .status(page.status)
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(page.html);
    }
  }
  return sendShell(isPageRoute(pathname) ? 200 : 404);
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
  await app.register(fastifyStatic, {
    root: clientDistDir,
    wildcard: false,
    index: false,
    setHeaders(reply, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
  const pages: PageSource = opts.pages ?? { cache: true, template: async () => indexHtml(), renderer: builtRenderer() };
  app.setNotFoundHandler((req, reply) =>
    sendNotFound(
      app,
      req,
      reply,
      (status) =>
        reply.status(status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml()),
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
      /^\/(api|media|uploads|newsletter|rss|sitemaps|calendar)\/|^\/(sitemap\.xml|robots\.txt|rss\.xml)/.test(
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
          .send(await template(req.url)),
      pages,
    ),
  );
}
