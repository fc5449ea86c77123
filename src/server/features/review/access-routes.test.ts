import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { registerVerified, type TestAccount } from '../../test/accounts';

let t: TestContext;
let admin: TestAccount;
beforeAll(async () => {
  t = await createTestApp();
  admin = await registerVerified(t, { email: 'only-admin@example.com' });
});
afterAll(() => t.close());

describe('PUT /api/admin/account-role', () => {
  it('refuses to demote the last admin, and writes role changes to the audit log', async () => {
    expect(admin.role).toBe('admin');
    const demote = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/account-role',
      headers: { cookie: admin.cookie },
      payload: { email: admin.email, role: 'member' },
    });
    expect(demote.statusCode, demote.body).toBe(409);
    expect(demote.json().code).toBe('LAST_ADMIN');

    const reader = await registerVerified(t, { email: 'new-editor@example.com' });
    const promote = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/account-role',
      headers: { cookie: admin.cookie },
      payload: { email: reader.email, role: 'editor' },
    });
    expect(promote.statusCode, promote.body).toBe(200);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, reader.id));
    expect(entry).toMatchObject({ actorId: admin.id, action: 'user.role' });
  });
});
