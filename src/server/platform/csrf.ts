import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route acts on a signed token in its address and never on the session cookie, so a post
     * from anywhere (a mail program, or a page sent with no-referrer whose form posts Origin: null)
     * is as good as one from the site.
     */
    tokenAuthorised?: boolean;
  }
}

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return 'invalid';
  }
}

/** The origins this site is served from: the request's own host, and PUBLIC_URL when set. */
function allowedOrigins(request: FastifyRequest, publicUrl?: string): Set<string> {
  const own = `${request.protocol}://${request.host}`;
  const set = new Set([own]);
  if (publicUrl) set.add(new URL(publicUrl).origin);
  return set;
}

/**
 * Refuses state-changing requests that a browser sent from another site. Browsers send Origin
 * on every cross-origin POST/PUT/DELETE (Referer as a fallback); the session cookie is also
 * SameSite=Lax. Requests with neither header come from non-browser clients, which carry no
 * victim's cookies, and are let through.
 */
export const csrfPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.routeOptions.config.tokenAuthorised) return;
    const origin = originOf(request.headers.origin) ?? originOf(request.headers.referer);
    if (!origin) return;
    if (!allowedOrigins(request, app.deps.config.PUBLIC_URL).has(origin)) {
      throw new AppError('CROSS_ORIGIN_REFUSED', 403, 'This request came from another site and was refused.');
    }
  });
});
