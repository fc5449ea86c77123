import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLISH_RULE_MESSAGES } from '../../../../shared/newsroom/publish-rules';
import { newsroomTestApp, SAMPLE_BODIES, type NewsroomTest } from './testing';

let t: NewsroomTest;
beforeAll(async () => {
  t = await newsroomTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: t.editor.cookie }, ...(payload ? { payload } : {}) });
const minutesFromNow = (minutes: number) => new Date(t.clock.now.getTime() + minutes * 60_000).toISOString();
type Refusal = { message: string; errors: { path: string; message: string }[] };

describe('the publish rules, as the editor says them', () => {
  it('refuses to schedule a piece for a time already past, on its publish date', async () => {
    const res = await call('POST', '/api/admin/content/events', {
      ...SAMPLE_BODIES.events,
      title: 'Yesterday’s fair',
      status: 'scheduled',
      publishDate: minutesFromNow(-5),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<Refusal>().errors).toEqual([
      { path: 'publishDate', message: PUBLISH_RULE_MESSAGES.scheduleInFuture },
    ]);
    expect(res.json<Refusal>().message).toBe('Choose a date and time in the future to schedule');
    const listed = await call('GET', '/api/admin/content/events?search=fair');
    expect(listed.json<{ title: string }[]>().map((e) => e.title)).not.toContain('Yesterday’s fair');
  });

  it('refuses to move a draft to a schedule in the past, and to move a schedule into the past', async () => {
    const created = await call('POST', '/api/admin/content/events', { ...SAMPLE_BODIES.events, title: 'Moved fair' });
    const id = created.json<{ id: string }>().id;
    const path = `/api/admin/content/events/${id}`;
    const past = await call('PATCH', path, { status: 'scheduled', publishDate: minutesFromNow(-1) });
    expect(past.statusCode).toBe(400);
    expect(past.json<Refusal>().errors[0]).toEqual({
      path: 'publishDate',
      message: PUBLISH_RULE_MESSAGES.scheduleInFuture,
    });
    expect((await call('PATCH', path, { status: 'scheduled', publishDate: minutesFromNow(30) })).statusCode).toBe(200);
    const moved = await call('PATCH', path, { status: 'scheduled', publishDate: minutesFromNow(-30) });
    expect(moved.statusCode).toBe(400);
    expect((await call('GET', path)).json<{ status: string; isPublic: boolean }>()).toMatchObject({
      status: 'scheduled',
      isPublic: false,
    });
  });

  it('still saves a scheduled piece that has gone live, its date unchanged', async () => {
    const at = minutesFromNow(10);
    const created = await call('POST', '/api/admin/content/events', {
      ...SAMPLE_BODIES.events,
      title: 'Live fair',
      status: 'scheduled',
      publishDate: at,
    });
    expect(created.statusCode, created.body).toBe(201);
    t.clock.now = new Date(t.clock.now.getTime() + 11 * 60_000);
    const res = await call('PATCH', `/api/admin/content/events/${created.json<{ id: string }>().id}`, {
      title: 'Live fair, updated',
      status: 'scheduled',
      publishDate: at,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ isPublic: boolean }>().isPublic).toBe(true);
  });

  it('asks for a schedule’s date, and for the cover image’s alt text, in the editor’s words', async () => {
    const res = await call('POST', '/api/admin/content/articles', {
      ...SAMPLE_BODIES.articles,
      imageUrl: '/media/demo/cover.svg',
      status: 'scheduled',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<Refusal>().errors).toEqual(
      expect.arrayContaining([{ path: 'publishDate', message: PUBLISH_RULE_MESSAGES.scheduleNeedsDate }]),
    );
    const noAlt = await call('POST', '/api/admin/content/articles', {
      ...SAMPLE_BODIES.articles,
      imageUrl: '/media/demo/cover.svg',
    });
    expect(noAlt.statusCode).toBe(400);
    expect(noAlt.json<Refusal>().errors).toEqual([{ path: 'imageAlt', message: PUBLISH_RULE_MESSAGES.coverNeedsAlt }]);
  });
});
