import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SocialPostView } from '../../../../shared/social-contract';
import { startSmtpCapture, smtpWorker, type SmtpCapture } from '../../../test/smtp-capture';
import { grantUploads, TINY_PNG, upload } from '../../../test/uploads';
import { socialTestApp, type SocialTest } from './testing';

/**
 * Readers' work on the review desk: approving a photo (or a story) puts it on the site, which drafts
 * the city's suggested posts as a newsroom publish does; once one goes out, the reader hears so by
 * e-mail with the link to the post.
 */
let t: SocialTest;
let smtp: SmtpCapture;
beforeAll(async () => {
  t = await socialTestApp();
  smtp = await startSmtpCapture();
  await t.connectMastodon('buffalo');
  await grantUploads(t, t.member.id);
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

const postsOf = async (linkedId: string) =>
  (await t.call('GET', '/api/admin/social/posts'))
    .json<SocialPostView[]>()
    .filter((p) => p.linkedContentId === linkedId);
const decide = (kind: string, id: string, decision: 'approve' | 'reject') =>
  t.call('POST', `/api/admin/review/${kind}/${id}/decision`, { decision });

async function submitPhoto(title: string, city = 'buffalo') {
  const { res: uploaded } = await upload(t, t.member.cookie, TINY_PNG);
  const res = await t.call(
    'POST',
    '/api/photos/submit',
    {
      title,
      description: 'The lighthouse at dawn, from the breakwall.',
      photographerName: 'Lu Local',
      photographerEmail: 'lu-given@example.com',
      category: 'nature',
      imageUrl: uploaded.json<{ imageUrl: string }>().imageUrl,
      city,
    },
    t.member.cookie,
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

async function sentMail(to: string, subject: string) {
  // Without a pool, each message has its own connection and nothing is left open at the end.
  await smtpWorker(t, `${smtp.url}?pool=false`, { now: () => t.clock.now }).drain();
  return smtp.messages.filter((m) => m.to && 'text' in m.to && m.to.text === to && m.subject === subject);
}

describe('an approved reader photo', () => {
  it('drafts a suggested post for the city’s accounts, as a publish does, and none while pending', async () => {
    const id = await submitPhoto('Lighthouse at dawn');
    expect(await postsOf(id)).toEqual([]);
    expect((await decide('photo', id, 'approve')).statusCode).toBe(200);
    const [draft, ...more] = await postsOf(id);
    expect(more).toEqual([]);
    expect(draft).toMatchObject({ platform: 'mastodon', status: 'draft', linkedContentType: 'photo' });
    expect(draft?.imageUrl).toMatch(/^\/uploads\//);
    expect(draft?.content).toContain('Lighthouse at dawn: The lighthouse at dawn, from the breakwall.');
    expect(draft?.link).toMatch(/utm_source=mastodon&utm_medium=social&utm_campaign=buffalo-desk$/);
  });

  it('drafts nothing for a rejected photo', async () => {
    const id = await submitPhoto('Blurry pier');
    await decide('photo', id, 'reject');
    expect(await postsOf(id)).toEqual([]);
  });
});

describe('the reader whose work is promoted', () => {
  it('gets one e-mail with the link to the post once it is out', async () => {
    const id = await submitPhoto('Ice on the lake');
    await decide('photo', id, 'approve');
    const [draft] = await postsOf(id);
    const subject = 'Shared on Mastodon: Ice on the lake';
    expect(await sentMail(t.member.email, subject)).toEqual([]);

    const posted = await t.call('POST', `/api/admin/social/posts/${draft?.id}/post-now`);
    expect(posted.json()).toMatchObject({ status: 'posted' });
    const status = t.mastodon.statuses.find((s) => s.content === draft?.content);
    expect(status?.mediaIds).toHaveLength(1);
    const [mail, ...again] = await sentMail(t.member.email, subject);
    expect(again).toEqual([]);
    const remoteUrl = posted.json<SocialPostView>().remoteUrl;
    expect(remoteUrl).toBe(`${t.mastodon.url}/@desk/${status?.id}`);
    expect(mail?.text).toContain('“Ice on the lake”, which you sent us, is now being shared on our Mastodon account.');
    expect(mail?.text).toContain(remoteUrl);
    // The address of the account, not the one typed in the form.
    expect(await sentMail('lu-given@example.com', subject)).toEqual([]);

    // A second post of the same photo does not mail the reader again.
    const second = await t.call('POST', '/api/admin/social/posts', {
      accountId: draft?.accountId,
      content: 'Once more: ice on the lake.',
      linkedContentId: id,
      linkedContentType: 'photo',
    });
    await t.call('POST', `/api/admin/social/posts/${second.json<{ id: string }>().id}/post-now`);
    expect(await sentMail(t.member.email, subject)).toHaveLength(1);
  });

  it('hears about an event they sent, approved straight onto the site', async () => {
    const { res: uploaded } = await upload(t, t.member.cookie, TINY_PNG);
    const submitted = await t.call(
      'POST',
      '/api/submissions',
      {
        type: 'event',
        city: 'buffalo',
        title: 'Sledding on Delaware Park hill',
        description: 'Sleds, shovels and cocoa for the whole street.',
        content: 'Bring a sled; we bring the cocoa.',
        imageUrl: uploaded.json<{ imageUrl: string }>().imageUrl,
        eventDate: new Date(t.clock.now.getTime() + 10 * 86_400_000).toISOString().slice(0, 10),
        eventTime: '2:00 PM',
        location: 'Delaware Park',
        submitterName: 'Lu Local',
        submitterEmail: 'lu-given@example.com',
      },
      t.member.cookie,
    );
    expect(submitted.statusCode, submitted.body).toBe(201);
    const decision = await decide('content', submitted.json<{ id: string }>().id, 'approve');
    const eventId = decision.json<{ publishedAs: { id: string } }>().publishedAs.id;
    const [draft] = await postsOf(eventId);
    expect(draft).toMatchObject({ linkedContentType: 'event', status: 'draft' });
    await t.call('POST', `/api/admin/social/posts/${draft?.id}/post-now`);
    const [mail] = await sentMail(t.member.email, 'Shared on Mastodon: Sledding on Delaware Park hill');
    expect(mail?.text).toContain(`${t.mastodon.url}/@desk/`);
  });
});
