import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { citySchema } from '../../../shared/magazine';
import { publicReadCache } from '../../platform/cache';
import { siteUrl } from '../../platform/site-url';
import { readSiteSettings } from '../../platform/site-settings';
import {
  SITEMAP_CHUNK,
  SITEMAP_SECTIONS,
  latestArticles,
  robotsTxt,
  rssFeed,
  sectionEntries,
  sectionSizes,
  sitemapFiles,
  sitemapIndex,
  staticEntries,
  urlset,
} from './service';

const send = (reply: FastifyReply, type: string, body: string) =>
  reply.type(type).header('Cache-Control', 'public, max-age=600').send(body);

/** /sitemap.xml (an index of /sitemaps/*.xml when large), /robots.txt, /rss.xml and /rss/{city}.xml. */
export const feedRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = publicReadCache(app);
  const db = () => app.deps.database.db;
  const origin = () => siteUrl(app.deps.config);
  const xml = 'application/xml; charset=utf-8';
  const hidden = { hide: true } as const;

  app.get('/robots.txt', { schema: hidden }, (_req, reply) =>
    send(reply, 'text/plain; charset=utf-8', robotsTxt(origin())),
  );

  app.get('/sitemap.xml', { schema: hidden }, async (_req, reply) => {
    const body = await cache.get('feeds:sitemap', async () => {
      const sizes = await sectionSizes(db());
      const total = Object.values(sizes).reduce((a, b) => a + b, 0) + staticEntries().length;
      if (total <= SITEMAP_CHUNK) {
        const items = (await Promise.all(SITEMAP_SECTIONS.map((s) => sectionEntries(db(), s, 0)))).flat();
        return urlset(origin(), [...staticEntries(), ...items]);
      }
      return sitemapIndex(
        origin(),
        sitemapFiles(sizes).map((path) => ({ path })),
      );
    });
    return send(reply, xml, body);
  });

  app.get(
    '/sitemaps/:file',
    { schema: { ...hidden, params: z.object({ file: z.string().max(60) }) } },
    async (req, reply) => {
      const { file } = req.params;
      if (file === 'pages.xml') return send(reply, xml, urlset(origin(), staticEntries()));
      const match = /^([a-z]+)-(\d{1,4})\.xml$/.exec(file);
      const section = SITEMAP_SECTIONS.find((s) => s === match?.[1]);
      const chunk = Number(match?.[2]) - 1;
      if (!section || !(chunk >= 0)) return reply.callNotFound();
      const body = await cache.get(`feeds:sitemap:${section}:${chunk}`, async () => {
        const entries = await sectionEntries(db(), section, chunk);
        return entries.length ? urlset(origin(), entries) : null;
      });
      return body ? send(reply, xml, body) : reply.callNotFound();
    },
  );

  const rss = 'application/rss+xml; charset=utf-8';
  app.get('/rss.xml', { schema: hidden }, async (_req, reply) =>
    send(
      reply,
      rss,
      await cache.get('feeds:rss', async () =>
        rssFeed(origin(), await latestArticles(db()), undefined, (await readSiteSettings(app)).siteName),
      ),
    ),
  );
  app.get(
    '/rss/:file',
    { schema: { ...hidden, params: z.object({ file: z.string().max(60) }) } },
    async (req, reply) => {
      const city = citySchema.safeParse(/^([a-z]+)\.xml$/.exec(req.params.file)?.[1]);
      if (!city.success) return reply.callNotFound();
      const body = await cache.get(`feeds:rss:${city.data}`, async () =>
        rssFeed(origin(), await latestArticles(db(), city.data), city.data, (await readSiteSettings(app)).siteName),
      );
      return send(reply, rss, body);
    },
  );
};
