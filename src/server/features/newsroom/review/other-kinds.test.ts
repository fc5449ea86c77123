/** Approving photos, write-ups, nominations, applications, sports stories and Vent Room posts from the same desk. */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { artists, contributors, users } from '../../../db/schema';
import { TINY_PNG, upload } from '../../../test/uploads';
import { account, daysFromNow, inject, reviewDesk } from './testing';

const desk = reviewDesk();
const { decide, queue, submit, titles, mine } = desk;

describe('the other kinds', () => {
  it('features an approved photo in its city and keeps a rejected one out', async () => {
    const photo = async (title: string) => {
      const { res } = await upload(desk.t, desk.premium.cookie, TINY_PNG);
      return submit(
        '/api/photos/submit',
        {
          title,
          description: 'Dawn.',
          photographerName: 'Lu',
          photographerEmail: 'lu@example.com',
          category: 'nature',
          imageUrl: res.json().imageUrl,
          city: 'charlotte',
        },
        desk.premium,
      );
    };
    const yes = await photo('Fog over the Catawba');
    const no = await photo('Blurry');
    expect(
      (await decide('photo', yes, { decision: 'approve', edits: { title: 'Fog over the Catawba River' } })).json()
        .publishedAs,
    ).toMatchObject({ url: '/' });
    await decide('photo', no, { decision: 'reject', note: 'Out of focus.' });
    expect(await titles('/api/photos/featured?city=charlotte')).toEqual(['Fog over the Catawba River']);
    expect(await titles('/api/photos/featured?city=buffalo')).toEqual([]);
  });

  it('lists an approved write-up in Featured Artist Stories', async () => {
    // An Atlanta artist to write about, of this file's own (the desk's publishing tests make theirs elsewhere).
    await desk.t.database.db.insert(artists).values({
      name: 'Atlanta night photographer',
      bio: 'Shoots the city after dark.',
      medium: 'Photography',
      city: 'atlanta',
    });
    const artist = (await inject(desk.t, 'GET', '/api/artists?city=atlanta')).json()[0];
    const text = 'She photographs the city at night, and the city answers back. '.repeat(3);
    const res = await inject(desk.t, 'POST', '/api/artist-writeups', desk.member.cookie, {
      artistId: artist.id,
      title: 'Night lights',
      content: text,
      authorName: 'Mo',
      authorEmail: 'mo@example.com',
    });
    const id = res.json().id;
    expect(await titles('/api/artist-writeups')).not.toContain('Night lights');
    expect((await decide('writeup', id, { decision: 'approve', note: 'Great.' })).statusCode).toBe(200);
    expect(await titles('/api/artist-writeups')).toContain('Night lights');
  });

  it('runs a nomination as a spotlight from the day staff choose', async () => {
    const nomination = (featureName: string) => ({
      type: 'local_hero',
      city: 'buffalo',
      featureName,
      nominatedBy: 'Sam',
      title: `Hero ${featureName}`,
      description: 'Shovels every sidewalk.',
      nominationReason: 'Has shovelled every sidewalk on the street for twenty winters without being asked.',
    });
    const later = await submit('/api/spotlights', nomination('Later'));
    await decide('spotlight', later, { decision: 'approve', edits: { featuredDate: daysFromNow(5) } });
    const current = () => inject(desk.t, 'GET', '/api/spotlights/current/local_hero?city=buffalo');
    expect((await current()).statusCode).toBe(404);
    const now = await submit('/api/spotlights', nomination('Now'));
    await decide('spotlight', now, {
      decision: 'approve',
      edits: { featuredDate: daysFromNow(0), imageUrl: 'https://img.example/now.jpg' },
    });
    expect((await current()).json()).toMatchObject({ featureName: 'Now' });
  });

  it("links an approved community leader to its place on the city's spotlights page, and says when one waits", async () => {
    const leader = await submit('/api/spotlights', {
      type: 'community_leader',
      city: 'buffalo',
      featureName: 'Dee',
      nominatedBy: 'Sam',
      title: 'Dee of the block club',
      description: 'Runs the block club.',
      nominationReason: 'Has run the block club, the clean-ups and the summer cook-out for a decade, unpaid.',
    });
    const approved = await decide('spotlight', leader, { decision: 'approve' });
    const url = `/spotlights?city=buffalo#spotlight-${leader}`;
    expect(approved.json().publishedAs).toMatchObject({ url });
    expect(await titles('/api/spotlights?city=buffalo')).toContain('Dee of the block club');
    const entries = await mine(desk.member);
    expect(entries.find((e) => e.id === leader)).toMatchObject({ state: 'published', url });
    // "Hero Later" (above) runs from a day still to come.
    expect(entries.find((e) => e.title === 'Hero Later')?.state).toBe('preparing');
  });

  it('makes an approved applicant a contributor', async () => {
    const applicant = await account(desk.t);
    const applied = await inject(desk.t, 'POST', '/api/contributors', applicant.cookie, {
      name: 'Rae Writer',
      email: 'rae@example.com',
      specialty: 'writing',
      city: 'atlanta',
    });
    expect(applied.statusCode).toBe(202);
    const [row] = await desk.t.database.db.select().from(contributors).where(eq(contributors.email, 'rae@example.com'));
    const id = row!.id;
    expect((await queue('?kind=contributor')).json().items[0]).toMatchObject({ id, stage: 'pending' });
    await decide('contributor', id, { decision: 'approve' });
    expect(
      (await desk.t.database.db.select({ role: users.role }).from(users).where(eq(users.id, applicant.id)))[0]?.role,
    ).toBe('contributor');
    expect((await mine(applicant))[0]).toMatchObject({ state: 'approved' });
  });

  it('puts an approved sports story on Sports Central of its city', async () => {
    const id = await submit('/api/sports', {
      title: 'Bills fans at the tailgate',
      content: 'Snow and wings.',
      sport: 'football',
      authorName: 'Jo',
      authorEmail: 'jo@example.com',
      city: 'buffalo',
    });
    await decide('sports', id, { decision: 'approve', note: 'Fun.' });
    expect(await titles('/api/sports?city=buffalo')).toContain('Bills fans at the tailgate');
    expect((await queue('?kind=sports&status=approved')).json().items[0]).toMatchObject({
      id,
      reviewNotes: 'Fun.',
      reviewedByName: 'Reader2 Local',
    });
  });

  it('moderates vent posts and comments from the same desk', async () => {
    const post = (
      await inject(desk.t, 'POST', '/api/vent/posts', desk.member.cookie, {
        title: 'Potholes on Monroe',
        content: 'Again and again.',
        authorName: 'Mo',
        authorEmail: 'mo@example.com',
        city: 'rochester',
      })
    ).json().id;
    await decide('vent-post', post, { decision: 'approve' });
    expect(await titles('/api/vent/posts?city=rochester')).toContain('Potholes on Monroe');
    const comment = (
      await inject(desk.t, 'POST', '/api/vent/comments', desk.member.cookie, {
        postId: post,
        content: 'Same on Park Ave.',
        authorName: 'Al',
        authorEmail: 'al@example.com',
      })
    ).json().id;
    await decide('vent-comment', comment, { decision: 'reject', note: 'Off topic.' });
    expect((await inject(desk.t, 'GET', `/api/vent/comments/${post}`)).json()).toEqual([]);
    expect((await mine(desk.member)).find((s) => s.id === comment)).toMatchObject({
      state: 'rejected',
      reviewNotes: 'Off topic.',
    });
  });
});
