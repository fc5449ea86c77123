import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outgoingMail } from '../../../db/schema';
import { createTestApp, type TestContext } from '../../../test/app';
import { createUser, type TestUser } from '../../../test/factories';

let t: TestContext;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://bylocals.example' });
  admin = await createUser(t, { firstName: 'Ada' });
});
afterAll(() => t.close());

const as = (method: 'POST' | 'PATCH', url: string, payload: object) =>
  t.app.inject({ method, url, headers: { cookie: admin.cookie }, payload });
/** The queued messages of one kind to one address. */
const queued = async (kind: string, to: string) =>
  (await t.database.db.select().from(outgoingMail).where(eq(outgoingMail.kind, kind))).filter(
    (m) => m.recipient === to,
  );

describe('e-mail from the staff desks, through the mail queue', () => {
  it('tells an account it was suspended, until when and why', async () => {
    const member = await createUser(t, { firstName: 'Sam' });
    const until = '2030-03-01T15:00:00.000Z';
    const res = await as('POST', `/api/admin/users/${member.id}/suspension`, {
      until,
      reason: 'Spam in the Vent Room',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [mail, ...more] = await queued('account-suspended', member.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Your account is suspended');
    expect(mail?.text).toContain('Hi Sam,');
    expect(mail?.text).toContain('until March 1, 2030 at 10:00 AM EST');
    expect(mail?.text).toContain('The reason given: Spam in the Vent Room');
    expect(mail?.html).toContain('By Locals, For Locals</td>');
  });

  it('tells an account it was made staff, once (not again from editor to admin)', async () => {
    const member = await createUser(t, { firstName: 'Eddie' });
    expect((await as('PATCH', `/api/admin/users/${member.id}`, { role: 'editor' })).statusCode).toBe(200);
    expect((await as('PATCH', `/api/admin/users/${member.id}`, { role: 'admin' })).statusCode).toBe(200);
    const mails = await queued('staff-role', member.email);
    expect(mails.map((m) => m.subject)).toEqual(['You are now an editor of By Locals, For Locals']);
    expect(mails[0]?.text).toContain('Open the staff area: https://bylocals.example/admin');
    expect(mails[0]?.text).toContain('set up an authenticator app');
  });
});
