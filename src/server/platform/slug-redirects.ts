/**
 * Former addresses of stories (decision 055). The newsroom writes them when a slug changes; the
 * public reads and the page renderer follow them with a 301. A redirect names the story, not the
 * next slug, so any chain of renames is one hop to the story's current address.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { slugRedirects } from '../db/schema';

/** The story a former slug of `kind` leads to, if any. */
export async function redirectTarget(db: Db, kind: string, slug: string): Promise<string | null> {
  const [row] = await db
    .select({ targetId: slugRedirects.targetId })
    .from(slugRedirects)
    .where(and(eq(slugRedirects.kind, kind), eq(slugRedirects.slug, slug)))
    .limit(1);
  return row?.targetId ?? null;
}

/** Answers the address a page path has moved to, or null (a feature registers one per kind of page). */
export type PageRedirect = (pathname: string) => Promise<string | null>;

const pageRedirects = new WeakMap<object, PageRedirect[]>();

export function registerPageRedirect(app: FastifyInstance, redirect: PageRedirect): void {
  const list = pageRedirects.get(app.deps) ?? [];
  list.push(redirect);
  pageRedirects.set(app.deps, list);
}

/** Where a page request should go instead (checked before the page is rendered). */
export async function findPageRedirect(app: FastifyInstance, pathname: string): Promise<string | null> {
  for (const redirect of pageRedirects.get(app.deps) ?? []) {
    const to = await redirect(pathname);
    if (to) return to;
  }
  return null;
}
