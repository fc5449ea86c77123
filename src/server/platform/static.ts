import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ApiErrorBody } from '../../shared/errors';
import { isPageRoute } from '../../shared/routes';

export const clientDistDir = path.resolve('dist/client');
const clientSrcDir = path.resolve('src/client');

/** Unknown API paths answer JSON; unknown pages get the app shell with a 404 status. */
function sendNotFound(app: FastifyInstance, url: string, reply: FastifyReply, sendShell: (status: number) => unknown) {
  const pathname = url.split('?')[0] ?? '/';
  if (pathname === '/api' || pathname.startsWith('/api/')) {
    return reply.status(404).send({ message: `No API endpoint at ${pathname}.`, code: 'NOT_FOUND' } satisfies ApiErrorBody);
  }
  return sendShell(isPageRoute(pathname) ? 200 : 404);
}

/**
 * Production: hashed assets from dist/client with year-long caching, index.html (never cached)
 * for every client route. Development: Vite in middleware mode with hot reload.
 */
export async function registerClient(app: FastifyInstance, opts: { dev: boolean }) {
  if (opts.dev) return registerViteDev(app);
  const indexFile = path.join(clientDistDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.setNotFoundHandler((req, reply) =>
      sendNotFound(app, req.url, reply, (status) =>
        reply.status(status === 404 ? 404 : 503).type('text/plain').send('The site has not been built yet: run npm run build.'),
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
  app.setNotFoundHandler((req, reply) =>
    sendNotFound(app, req.url, reply, (status) =>
      reply.status(status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml()),
    ),
  );
}

async function registerViteDev(app: FastifyInstance) {
  const [{ createServer }, middie] = await Promise.all([import('vite'), import('@fastify/middie')]);
  const vite = await createServer({ configFile: path.resolve('vite.config.ts'), server: { middlewareMode: true }, appType: 'custom' });
  await app.register(middie.default);
  app.use((req, res, next) => {
    // The server's own paths never go through Vite.
    if (/^\/(api|media|uploads|newsletter)\//.test(req.url ?? '')) return next();
    vite.middlewares(req, res, next);
  });
  app.addHook('onClose', () => vite.close());
  app.setNotFoundHandler((req, reply) =>
    sendNotFound(app, req.url, reply, async (status) => {
      const template = fs.readFileSync(path.join(clientSrcDir, 'index.html'), 'utf8');
      const html = await vite.transformIndexHtml(req.url, template);
      return reply.status(status).type('text/html; charset=utf-8').send(html);
    }),
  );
}
