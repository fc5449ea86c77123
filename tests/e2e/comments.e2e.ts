import fs from 'node:fs/promises';
import path from 'node:path';
import { describe } from 'vitest';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { Page } from 'playwright-core';
import { expect, test } from './support/fixtures';
import { MOBILE } from './support/browser';
import { E2E_ADMINS, signInAsAdmin, signUpOrIn } from './support/staff';

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The reply digest the demo server wrote to its outbox for `to` (parsed, and its raw text), once it is there. */
async function digestTo(to: string): Promise<{ mail: ParsedMail; raw: string } | undefined> {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  for (const name of (await fs.readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.eml'))) {
    const raw = await fs.readFile(path.join(dir, name));
    if (!raw.toString('utf8').includes(to)) continue;
    const mail = await simpleParser(raw);
    if (/replied to your comment/.test(mail.subject ?? '')) return { mail, raw: raw.toString('utf8') };
  }
  return undefined;
}

/** Staff approve the held comment on the review desk. */
async function approveOnDesk(staff: Page, queueTitle: RegExp) {
  await staff.goto('/admin/review?kind=story-comment');
  await staff.getByRole('list', { name: 'Queue' }).getByRole('button', { name: queueTitle }).first().click();
  await staff.getByRole('button', { name: 'Approve' }).click();
  await toasts(staff)
    .getByText(/Approved/)
    .first()
    .waitFor();
}

const noWiderThanPhone = (page: Page) =>
  expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

describe('comments on stories', () => {
  test('at 390 px a member comments on a story and gets a reply notification', async ({ openPage }) => {
    const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
    const alice = await openPage(MOBILE);
    const aliceEmail = `e2e-commenter-${stamp}@example.com`;
    await signUpOrIn(alice, aliceEmail, 'Avery');
    const [story] = (await (await alice.request.get('/api/articles?city=rochester&limit=1')).json()) as {
      id: string;
      title: string;
    }[];
    expect(story, 'a demo story').toBeTruthy();

    // Avery's first comment waits for staff, and the page says so.
    await alice.goto(`/articles/${story!.id}`);
    const form = alice.getByRole('form', { name: `Comment on ${story!.title}` });
    await form.getByRole('button', { name: 'Post comment' }).click();
    await form.getByText('Please write your comment first.').waitFor();
    await form.getByLabel('Your comment').fill(`Great to see this covered. ${stamp}`);
    await form.getByRole('button', { name: 'Post comment' }).click();
    await toasts(alice).getByText('Comment submitted', { exact: true }).waitFor();
    await form.getByText(/it will appear once our staff have read it/).waitFor();
    await noWiderThanPhone(alice);

    const staff = await openPage();
    await signInAsAdmin(staff, E2E_ADMINS.comments);
    await approveOnDesk(staff, new RegExp(`Comment on “${escape(story!.title)}”`));

    // Blake replies from a phone; a new author too, so staff approve it.
    const blake = await openPage(MOBILE);
    await signUpOrIn(blake, `e2e-replier-${stamp}@example.com`, 'Blake');
    await blake.goto(`/articles/${story!.id}`);
    await blake.getByText(`Great to see this covered. ${stamp}`).waitFor();
    await blake.getByRole('button', { name: 'Reply to Avery L.' }).first().click();
    const reply = blake.getByRole('form', { name: 'Reply to Avery L.' });
    await reply.getByLabel('Your reply').fill(`Agreed, see you there. ${stamp}`);
    await reply.getByRole('button', { name: 'Post reply' }).click();
    await toasts(blake).getByText('Comment submitted', { exact: true }).waitFor();
    await noWiderThanPhone(blake);
    await approveOnDesk(staff, new RegExp(`Reply on “${escape(story!.title)}”`));

    // The reply is under Avery's comment, and the digest tells Avery, with one-click unsubscribe.
    await alice.reload();
    const replies = alice.getByRole('list', { name: 'Replies to Avery L.' });
    await replies.getByText(`Agreed, see you there. ${stamp}`).waitFor();
    await noWiderThanPhone(alice);
    let digest: Awaited<ReturnType<typeof digestTo>>;
    await expect.poll(async () => (digest = await digestTo(aliceEmail)) !== undefined, { timeout: 30_000 }).toBe(true);
    const mail = digest!.mail;
    expect(mail.subject).toBe('Blake L. replied to your comment');
    expect(mail.text).toContain(`Agreed, see you there. ${stamp}`);
    expect(mail.text).not.toContain(`e2e-replier-${stamp}@example.com`);
    // mailparser folds the List-* headers together: the raw message says it as mail programs read it.
    expect(digest!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    // (a long header is folded onto the next line)
    expect(digest!.raw).toMatch(/^List-Unsubscribe:\s+<https?:\/\/\S+\/comment-replies\/unsubscribe\?token=/m);
    const link = /https?:\/\/\S+(\/comment-replies\/unsubscribe\?token=[^\s"'<>]+)/.exec(mail.text ?? '')?.[1];
    expect(link, 'an unsubscribe link').toBeTruthy();
    await alice.goto(link!);
    await alice.getByRole('button', { name: 'Stop reply e-mails' }).click();
    await alice.getByRole('heading', { name: 'Reply e-mails are off' }).waitFor();

    // The account page shows the choice, and turns it back on.
    await alice.goto('/account');
    const setting = alice.getByLabel(/E-mail me when someone replies to my comments/);
    await expect.poll(() => setting.isChecked()).toBe(false);
    await setting.check();
    await expect.poll(() => setting.isChecked()).toBe(true);
  });
});
