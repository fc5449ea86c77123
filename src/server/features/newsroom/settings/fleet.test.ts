import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTwoHandles } from '../../../test/database';
import { accountOf, CHANGED_SETTINGS, createTestApp, type Account, type TestContext } from './testing';

/** Two app processes on one PostgreSQL database (PGlite is one process: nothing to tell). */
const handles = await openTwoHandles();
let a: TestContext;
let b: TestContext;
let admin: Account;
beforeAll(async () => {
  if (!handles) return;
  a = await createTestApp({}, undefined, { ssr: true, database: handles[0] });
  b = await createTestApp({}, undefined, { ssr: true, database: handles[1] });
  admin = await accountOf(a, 'admin');
});
afterAll(async () => {
  await a?.close();
  await b?.close();
});

describe.skipIf(!handles)('settings saved on one process', () => {
  it('show on the other at once, though it had rendered the page with the old ones', async () => {
    const about = () => b.app.inject({ method: 'GET', url: '/about' });
    expect((await about()).body).toContain('<title>About Us — By Locals, For Locals</title>');
    const saved = await a.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { cookie: admin.cookie },
      payload: CHANGED_SETTINGS,
    });
    expect(saved.statusCode).toBe(200);
    await expect
      .poll(async () => (await about()).body, { timeout: 5000 })
      .toContain('<title>About Us — The Flower City Courier</title>');
  });
});
