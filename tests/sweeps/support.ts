import type { RouteEntry } from '../../src/server/app';

/**
 * Routes the sweeps walk: everything but the client's catch-all pages, HEAD twins and the built
 * client's hashed files (each its own static route once `npm run build` has run).
 */
export function sweptRoutes(routes: RouteEntry[]): RouteEntry[] {
  return routes.filter(
    (r) =>
      r.method !== 'HEAD' &&
      r.url !== '*' &&
      !r.url.endsWith('/*') &&
      r.method !== 'OPTIONS' &&
      !r.url.startsWith('/assets/'),
  );
}

/** The keys a route's zod object schema (body or querystring) names, for inputs that reach the handler. */
export function schemaKeys(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape && typeof shape === 'object' ? Object.keys(shape) : [];
}

/** Fills the :params of a route's URL. */
export function fillParams(url: string, value: (name: string) => string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => {
    try {
      return encodeURIComponent(value(name));
    } catch {
      return '%ED%A0%80'; // a lone surrogate: invalid UTF-8 on the wire, which is hostile input too
    }
  });
}

export const isJsonErrorShape = (body: unknown): boolean => {
  if (!body || typeof body !== 'object') return false;
  const b = body as { message?: unknown; code?: unknown; errors?: unknown };
  return (
    typeof b.message === 'string' && typeof b.code === 'string' && (b.errors === undefined || Array.isArray(b.errors))
  );
};

export const SWEEP_RUNS = Number(process.env.SWEEP_RUNS ?? (process.env.CI ? 400 : 60));
