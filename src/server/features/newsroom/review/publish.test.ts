/** Approving reader content publishes it: events, newsroom drafts, music and deals. */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { articles, auditLog, deals, events, music, submissions } from '../../../db/schema';
import { TINY_PNG, upload } from '../../../test/uploads';
import { daysFromNow, content, reviewDesk } from './testing';

const desk = reviewDesk();
const { decide, queue, submit, titles, mine, mailTo } = desk;

describe('approving content publishes it', () => {
  it('turns an event with a photo into a Buffalo event, credits and e-mails the sender', async () => {
    const { res: uploaded } = await upload(desk.t, desk.premium.cookie, TINY_PNG);
    const imageUrl = uploaded.json<{ imageUrl: string }>().imageUrl;
    const date = daysFromNow(10);
    const id = await submit(
      '/api/submissions',
      content({
        type: 'event',
        city: 'buffalo',
        title: 'Porch fest on Elmwood',
        imageUrl,
        eventDate: date,
        eventTime: '2:00 PM',
        location: 'Elmwood Village',
      }),
      desk.premium,
    );
    expect(await titles('/api/events?city=buffalo')).not.toContain('Porch fest on Elmwood');

    const pending = (await queue('?kind=content&city=buffalo')).json();
    expect(pending.items).toEqual([
      expect.objectContaining({ kind: 'content', id, stage: 'pending', imageUrl, subtype: 'event' }),
    ]);
    expect(pending.counts.content).toBe(1);

    const res = await decide('content', id, { decision: 'approve', note: 'Lovely, see you there.' });
    expect(res.statusCode, res.body).toBe(200);
    const { publishedAs } = res.json();
    expect(publishedAs).toMatchObject({ kind: 'event', url: `/events/${publishedAs.id}` });

    expect(await titles('/api/events?city=buffalo')).toContain('Porch fest on Elmwood');
    expect(await titles('/api/events?city=rochester')).not.toContain('Porch fest on Elmwood');
    const [event] = await desk.t.database.db.select().from(events).where(eq(events.id, publishedAs.id));
    expect(event).toMatchObject({ date, time: '2:00 PM', imageUrl, submissionId: id, status: 'published' });
    const [row] = await desk.t.database.db.select().from(submissions).where(eq(submissions.id, id));
    expect(row).toMatchObject({
      status: 'approved',
      reviewNotes: 'Lovely, see you there.',
      reviewedBy: desk.editor.id,
      publishedId: publishedAs.id,
    });
    expect(row?.reviewedAt).toBeInstanceOf(Date);
    const [audit] = await desk.t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit).toMatchObject({ actorId: desk.editor.id, action: 'review.approve', entityType: 'content' });

    const mail = await mailTo(desk.premium.email, 'Approved: Porch fest on Elmwood');
    expect(mail.text).toContain('A note from our editors: Lovely, see you there.');
    expect(mail.text).toContain(`/events/${publishedAs.id}`);

    expect(await mine(desk.premium)).toEqual([
      expect.objectContaining({
        id,
        state: 'published',
        url: `/events/${publishedAs.id}`,
        reviewNotes: 'Lovely, see you there.',
      }),
    ]);
    expect((await decide('content', id, { decision: 'reject', note: 'Changed my mind.' })).statusCode).toBe(409);
  });

  it('makes a newsroom draft linked to the submission when the article has no image', async () => {
    const id = await submit('/api/submissions', content());
    const res = await decide('content', id, { decision: 'approve' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ publishedAs: null, draft: { kind: 'article' } });
    const [draft] = await desk.t.database.db.select().from(articles).where(eq(articles.submissionId, id));
    expect(draft).toMatchObject({ status: 'draft', city: 'nyc', author: 'Mo Local', title: 'Bodega cats of Queens' });
    expect(await titles('/api/articles?city=nyc')).not.toContain('Bodega cats of Queens');
    expect((await mine(desk.member)).find((s) => s.id === id)).toMatchObject({ state: 'preparing', url: null });
    const mail = await mailTo(desk.member.email, 'Approved: Bodega cats of Queens');
    expect(mail.text).toContain('Our editors are preparing it');
  });

  it.each([
    ['marketplace', '/api/deals?city=atlanta', { imageUrl: 'https://img.example/bike.jpg' }],
    ['resource', '/api/resources?city=atlanta', { category: 'Food' }],
    ['fashion', '/api/fashion?city=atlanta', { imageUrl: 'https://img.example/coat.jpg' }],
    ['artist', '/api/artists?city=atlanta', { category: 'Photography' }],
  ])('publishes a %s in its city, with staff edits', async (type, list, edits) => {
    const title = `Atlanta ${type} piece`;
    const id = await submit('/api/submissions', content({ type, city: 'atlanta', title: 'Draft title' }));
    const res = await decide('content', id, { decision: 'approve', edits: { ...edits, title } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().publishedAs).not.toBeNull();
    expect(await titles(list)).toContain(title);
    expect(await titles(list.replace('atlanta', 'charlotte'))).not.toContain(title);
  });

  it('keeps a music track without audio, and a deal without a picture, as drafts', async () => {
    const track = await submit('/api/submissions', content({ type: 'music', title: 'Peachtree blues' }));
    expect((await decide('content', track, { decision: 'approve' })).json().draft).toMatchObject({ kind: 'music' });
    expect((await desk.t.database.db.select().from(music).where(eq(music.submissionId, track)))[0]?.status).toBe(
      'draft',
    );
    const deal = await submit(
      '/api/submissions',
      content({ type: 'marketplace', city: 'atlanta', title: 'Bike sale' }),
    );
    expect((await decide('content', deal, { decision: 'approve' })).json().draft).toMatchObject({ kind: 'deal' });
    expect((await desk.t.database.db.select().from(deals).where(eq(deals.submissionId, deal)))[0]?.status).toBe(
      'draft',
    );
    expect(await titles('/api/deals?city=atlanta')).not.toContain('Bike sale');
  });
});
