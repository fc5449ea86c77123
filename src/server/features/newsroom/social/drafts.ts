/**
 * Publishing an item drafts one suggested post per connected account of its city: the title and
 * excerpt, a link with UTM tags, the cover image and the city's hashtags, fitted to each network.
 * An item that stops being public (unpublished, deleted, an event that ended) cancels its posts
 * that have not gone out.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { socialAccounts, socialPosts } from '../../../db/schema';
import { CITY_HASHTAGS, SOCIAL_RULES, socialLength, type SocialPlatformName } from '../../../../shared/social';
import { linkedItem, type LinkedItem } from './linked';
import { POST_TYPES } from './posts';

function utmLink(site: string, path: string, platform: string, city: string): string {
  const url = new URL(path, site);
  url.searchParams.set('utm_source', platform === 'twitter' ? 'x' : platform);
  url.searchParams.set('utm_medium', 'social');
  url.searchParams.set('utm_campaign', `${city}-desk`);
  return url.toString();
}

/** The suggested text: as much of the title and excerpt as fits beside the link and hashtags. */
function suggestedText(platform: SocialPlatformName, item: LinkedItem, link: string): string {
  const tags = (CITY_HASHTAGS[item.city] ?? []).join(' ');
  const tail = [platform === 'instagram' ? 'Read more: link in our profile.' : link, tags].filter(Boolean).join('\n\n');
  let head = item.excerpt && item.excerpt !== item.title ? `${item.title}: ${item.excerpt}` : item.title;
  const fits = (h: string) => socialLength(platform, `${h}\n\n${tail}`) <= SOCIAL_RULES[platform].max;
  while (!fits(head) && head.length > 1) {
    const cut = head.slice(0, -1).replace(/\s+\S*$/, '');
    head = `${cut.length > 0 && cut.length < head.length - 1 ? cut : head.slice(0, -2)}…`.replace(/……$/, '…');
  }
  return `${head}\n\n${tail}`;
}

export async function draftForItem(db: Db, site: string, id: string, now: Date): Promise<number> {
  const item = await linkedItem(db, id, now);
  if (!item) return 0;
  if (!item.isPublic) {
    await cancelPending(db, id, 'The linked item is no longer public.');
    return 0;
  }
  const accounts = await db.select().from(socialAccounts).where(eq(socialAccounts.city, item.city));
  if (accounts.length === 0) return 0;
  const existing = await db
    .select({ accountId: socialPosts.accountId })
    .from(socialPosts)
    .where(eq(socialPosts.linkedContentId, id));
  const drafted = new Set(existing.map((r) => r.accountId));
  const rows = accounts
    .filter((a) => !drafted.has(a.id))
    .map((a) => {
      const platform = a.platform as SocialPlatformName;
      const link = utmLink(site, item.path, platform, item.city);
      return {
        accountId: a.id,
        platform,
        city: item.city,
        postType: POST_TYPES[item.type] ?? 'community_highlight',
        title: item.title.slice(0, 255),
        content: suggestedText(platform, item, link),
        imageUrl: item.imageUrl,
        link,
        tags: (CITY_HASHTAGS[item.city] ?? []).join(' '),
        linkedContentId: id,
        linkedContentType: item.type,
        status: 'draft',
      };
    });
  if (rows.length) await db.insert(socialPosts).values(rows);
  return rows.length;
}

/** Posts of an item that have not gone out are cancelled, with the reason staff see. */
export async function cancelPending(db: Db, linkedId: string, reason: string) {
  await db
    .update(socialPosts)
    .set({ status: 'cancelled', lastError: reason, nextAttemptAt: null })
    .where(
      and(eq(socialPosts.linkedContentId, linkedId), inArray(socialPosts.status, ['draft', 'scheduled', 'failed'])),
    );
}
