/**
 * A story's slug and canonical address on save (decision 055): a slug is unique per kind, a changed
 * slug leaves its former self as a redirect to the story, and a canonical address never names this
 * site (its own canonical is automatic).
 */
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { articles, slugRedirects } from '../../../db/schema';
import { SEO_MESSAGES, isOwnSite } from '../../../../shared/newsroom/seo';
import { AppError } from '../../../platform/app-error';

type Row = Record<string, unknown>;

const slugTaken = () =>
  new AppError('SLUG_TAKEN', 409, SEO_MESSAGES.slugTaken, [{ path: 'slug', message: SEO_MESSAGES.slugTaken }]);

/** Refuses a slug another story uses now, and a canonical address on this site. */
export async function checkStorySeo(db: Db, id: string | null, values: Row, site: string | undefined): Promise<void> {
  const canonical = values.canonicalUrl;
  if (typeof canonical === 'string' && site && isOwnSite(canonical, site)) {
    throw new AppError('VALIDATION_ERROR', 400, SEO_MESSAGES.canonicalOwnSite, [
      { path: 'canonicalUrl', message: SEO_MESSAGES.canonicalOwnSite },
    ]);
  }
  const slug = values.slug;
  if (typeof slug !== 'string') return;
  const [other] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.slug, slug), id ? ne(articles.id, id) : undefined))
    .limit(1);
  if (other) throw slugTaken();
}

/**
 * After the row is written (same transaction): the former slug becomes a redirect to the story, and
 * the new slug stops being a redirect (to this story or, taken over, to another).
 */
export async function recordSlugChange(db: Db, id: string, before: unknown, after: unknown): Promise<void> {
  if (before === after) return;
  if (typeof after === 'string') {
    await db.delete(slugRedirects).where(and(eq(slugRedirects.kind, 'articles'), eq(slugRedirects.slug, after)));
  }
  if (typeof before === 'string' && before) {
    await db
      .insert(slugRedirects)
      .values({ kind: 'articles', slug: before, targetId: id })
      .onConflictDoUpdate({ target: [slugRedirects.kind, slugRedirects.slug], set: { targetId: id } });
  }
}

/** A unique-index refusal (two saves racing for one slug) as the same 409 the check gives. */
export function asSlugTaken(err: unknown): unknown {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const code = e?.code ?? e?.cause?.code;
  const constraint = e?.constraint ?? e?.cause?.constraint;
  return code === '23505' && constraint === 'articles_slug_unique' ? slugTaken() : err;
}
