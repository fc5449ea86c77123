import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../client';
import {
  artistGalleryItems,
  artistWriteups,
  artists,
  deals,
  fashionItems,
  music,
  resources,
  sportsStories,
  ventComments,
  ventPosts,
} from '../schema';
import { createTestDatabase } from '../../test/database';
import { CITIES } from '../../../shared/cities';
import { PUBLIC_STATUS, seedCommunity } from './community';

const NOW = new Date('2026-03-15T12:00:00Z');
const MEDIA_URL = /^\/media\/demo\/(artist|gallery|sports|fashion|deal|resource|avatar|photo)\/[a-z0-9-]{1,80}\.svg$/;
const AUDIO_URL = /^\/media\/demo\/audio\/[a-z0-9-]{1,80}\.wav$/;

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.transaction((tx) => seedCommunity(tx, NOW));
});
afterAll(() => database.close());

const db = () => database.db;

describe('seedCommunity', () => {
  it('fills the artist directory: every medium, each artist with a gallery and tracks', async () => {
    const rows = await db().select().from(artists);
    const gallery = await db().select().from(artistGalleryItems);
    const tracks = await db().select().from(music);
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(new Set(rows.map((a) => a.medium))).toEqual(
      new Set(['Music', 'Visual Arts', 'Photography', 'Writing', 'Performance', 'Digital Arts']),
    );
    expect(new Set(rows.map((a) => a.city))).toEqual(new Set([...CITIES, 'syracuse', 'albany']));
    for (const a of rows) {
      const own = gallery.filter((g) => g.artistId === a.id).length;
      const ownTracks = tracks.filter((t) => t.artistId === a.id).length;
      expect({ name: a.name, own, ownTracks }).toMatchObject({
        own: expect.toSatisfy((n: number) => n >= 3 && n <= 6),
        ownTracks: expect.toSatisfy((n: number) => n >= 2 && n <= 4),
      });
    }
    expect(rows.some((a) => a.email === null)).toBe(true);
    expect(rows.some((a) => !a.isAvailable) && rows.some((a) => a.isAvailable)).toBe(true);
    expect(tracks.every((t) => AUDIO_URL.test(t.audioUrl) && (t.duration ?? 0) > 0)).toBe(true);
    expect(tracks.some((t) => t.genre === 'Original')).toBe(true);
  });

  it('publishes at least four artist write-ups and keeps one in review', async () => {
    const rows = await db().select().from(artistWriteups);
    const approved = rows.filter((w) => w.status === PUBLIC_STATUS.artistWriteup);
    expect(approved.length).toBeGreaterThanOrEqual(4);
    for (const w of approved) {
      expect(w.content.length).toBeGreaterThanOrEqual(100);
      expect(w.publishedAt).not.toBeNull();
      expect(w.tags).toContain(',');
    }
    expect(rows.some((w) => w.status === 'pending' && w.publishedAt === null)).toBe(true);
  });

  it('publishes sports stories in every category and city, recaps with a score', async () => {
    const rows = await db().select().from(sportsStories);
    const live = rows.filter((s) => s.status === PUBLIC_STATUS.sportsStory);
    expect(new Set(live.map((s) => s.category))).toEqual(new Set(['news', 'recap', 'preview', 'profile', 'analysis']));
    expect(new Set(live.map((s) => s.city))).toEqual(new Set(CITIES));
    expect(new Set(live.map((s) => s.league))).toEqual(
      new Set(['high school', 'college', 'professional', 'local', 'youth']),
    );
    expect(live.filter((s) => s.category === 'recap').every((s) => s.score && s.gameDate)).toBe(true);
    expect(live.some((s) => s.isFeatured)).toBe(true);
    expect(rows.some((s) => s.status === 'pending' && s.publishedAt === null)).toBe(true);
  });

  it('keeps active deals running past now, except the one expired on purpose, with consistent prices', async () => {
    const rows = await db().select().from(deals);
    const active = rows.filter((d) => d.isActive);
    const running = active.filter((d) => d.validUntil !== null && d.validUntil > NOW);
    expect(running.length).toBeGreaterThanOrEqual(10);
    // Exactly one active-but-expired and one switched-off deal, so the listing's filters have something to hide.
    expect(active.length - running.length).toBe(1);
    expect(rows.filter((d) => !d.isActive)).toHaveLength(1);
    expect(running.some((d) => d.isFeatured) && running.some((d) => d.termsConditions)).toBe(true);
    for (const d of rows) {
      const expected = Math.round(Number(d.originalPrice) * (100 - (d.discountPercent ?? 0))) / 100;
      expect(Number(d.discountPrice), d.title).toBeCloseTo(expected, 2);
    }
  });

  it('gives every city approved vent posts with approved comments, and holds pending ones back', async () => {
    const posts = await db().select().from(ventPosts);
    const comments = await db().select().from(ventComments);
    for (const city of CITIES) {
      const approved = posts.filter((p) => p.city === city && p.status === PUBLIC_STATUS.vent);
      expect(approved.length, city).toBeGreaterThanOrEqual(3);
      for (const p of approved) {
        const visible = comments.filter((c) => c.postId === p.id && c.status === PUBLIC_STATUS.vent);
        expect(visible.length, p.title).toBeGreaterThanOrEqual(1);
      }
    }
    expect(posts.some((p) => p.isAnonymous) && posts.some((p) => !p.isAnonymous)).toBe(true);
    expect(posts.filter((p) => p.status === 'pending')).toHaveLength(1);
    expect(comments.filter((c) => c.status === 'pending')).toHaveLength(1);
  });

  it('fills fashion and resources, with crisis lines among the resources', async () => {
    const items = await db().select().from(fashionItems);
    const res = await db().select().from(resources);
    expect(items.length).toBeGreaterThanOrEqual(8);
    expect(items.every((f) => (f.brand || f.designer) && f.priceRange && f.sizes.length > 0)).toBe(true);
    expect(res.length).toBeGreaterThanOrEqual(10);
    expect(res.filter((r) => r.isEmergency).map((r) => r.phone)).toContain('988');
  });

  it('uses only example.com e-mail addresses and demo media addresses', async () => {
    const emails = [
      ...(await db().select({ e: artists.email }).from(artists)),
      ...(await db().select({ e: music.contactEmail }).from(music)),
      ...(await db().select({ e: artistWriteups.authorEmail }).from(artistWriteups)),
      ...(await db().select({ e: sportsStories.authorEmail }).from(sportsStories)),
      ...(await db().select({ e: deals.businessEmail }).from(deals)),
      ...(await db().select({ e: resources.email }).from(resources)),
      ...(await db().select({ e: ventPosts.authorEmail }).from(ventPosts)),
      ...(await db().select({ e: ventComments.authorEmail }).from(ventComments)),
    ]
      .map((r) => r.e)
      .filter((e): e is string => e !== null);
    expect(emails.length).toBeGreaterThan(50);
    expect(emails.filter((e) => !/^[a-z0-9.]+@([a-z0-9-]+\.)*example\.com$/.test(e))).toEqual([]);

    const images = [
      ...(await db().select({ u: artists.imageUrl }).from(artists)),
      ...(await db().select({ u: artistGalleryItems.imageUrl }).from(artistGalleryItems)),
      ...(await db().select({ u: sportsStories.imageUrl }).from(sportsStories)),
      ...(await db().select({ u: fashionItems.imageUrl }).from(fashionItems)),
      ...(await db().select({ u: deals.imageUrl }).from(deals)),
      ...(await db().select({ u: resources.imageUrl }).from(resources)),
    ].map((r) => r.u);
    expect(images.filter((u) => !u || !MEDIA_URL.test(u))).toEqual([]);
  });
});
