/**
 * A public list's GET route: the query and answer schemas from its declaration, the page through
 * `readList`, and the list headers (X-Total-Count, X-Has-More, X-Next-Cursor). `httpCached` opts the
 * route into ETag, Cache-Control and 304s (platform/public-lists.ts reads it from the route config).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HAS_MORE_HEADER, NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER } from '../../../shared/query-params';
import { publicReadCache } from '../cache';
import { appNow } from '../clock';
import { sendListAnswer } from '../json-answer';
import type { PageQuery, PublicList } from './define';
import { answerSchema, readList } from './read';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public list every visitor gets the same answer from: ETag, a short public Cache-Control, 304s. */
    httpCached?: boolean;
  }
}

interface ListRouteOptions {
  tags: string[];
  /** Browsers and shared caches may keep the answer a few seconds and revalidate it by ETag. */
  httpCached?: boolean;
  /** A part of the list the request names outside its query (see ListContext.variant). */
  variant?: (req: FastifyRequest) => string;
  /** Route parameters' schema, for a variant read from the path. */
  params?: object;
}

export function publicListRoute<Q extends PageQuery, Item>(
  app: FastifyInstance,
  path: string,
  list: PublicList<Q, Item>,
  options: ListRouteOptions,
): void {
  const cache = publicReadCache(app);
  app.withTypeProvider<ZodTypeProvider>().get(
    path,
    {
      config: { httpCached: options.httpCached ?? false },
      schema: {
        tags: options.tags,
        ...(options.params ? { params: options.params } : {}),
        querystring: list.query,
        response: { 200: answerSchema(list) },
      },
    },
    async (req, reply) => {
      const ctx = { db: app.deps.database.db, now: appNow(app), variant: options.variant?.(req) ?? '' };
      const page = await readList(cache, list, req.query as Q, ctx);
      if (page.total !== undefined) reply.header(TOTAL_COUNT_HEADER, String(page.total));
      if (page.hasMore !== undefined) reply.header(HAS_MORE_HEADER, String(page.hasMore));
      if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      return sendListAnswer(reply, page);
    },
  );
}
