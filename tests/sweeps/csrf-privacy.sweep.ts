/**
 * Two sweeps over the app's own route list: every state-changing route refuses a cross-site request
 * (CSRF), and no public GET answer carries a person's e-mail address (privacy).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../src/server/test/app';
import { registerVerified } from '../../src/server/test/accounts';
import { seedDemo } from '../../src/server/db/seed';
import { fillParams, sweptRoutes } from './support';

let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await registerVerified(t, { email: 'owner.private@example.com' })).cookie;
  await registerVerified(t, { email: 'reader.private@example.com' });
  await seedDemo(t.database.db);
});
afterAll(() => t.close());

describe('CSRF sweep', () => {
  const crossSite: Record<string, string>[] = [
    { origin: 'https://evil.example', cookie: '' },
    { referer: 'https://evil.example/page', cookie: '' },
    { origin: 'null' },
  ];
  const send = (route: { method: string; url: string }, headers: Record<string, string>) =>
    t.app.inject({
      method: route.method as 'POST',
      url: fillParams(route.url, () => 'some-id'),
      headers: { host: 'localhost:3000', ...headers, ...('cookie' in headers ? { cookie: admin } : {}) },
      payload: {},
    });
  const stateChanging = () =>
    sweptRoutes(t.app.routeList).filter((r) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method));

  it('refuses every non-GET route from another site with 403, signed in or not', async () => {
    const routes = stateChanging().filter((r) => !r.tokenAuthorised);
    expect(routes.length).toBeGreaterThan(20);
    const let_through: string[] = [];
    for (const route of routes) {
      for (const headers of crossSite) {
        const res = await send(route, headers);
        if (res.statusCode !== 403 || res.json().code !== 'CROSS_ORIGIN_REFUSED')
          let_through.push(`${route.method} ${route.url} ${JSON.stringify(Object.keys(headers))} -> ${res.statusCode}`);
      }
    }
    expect(let_through).toEqual([]);
  });

  it('lets a route that acts on a signed token in the request be posted from anywhere, but never for a cookie alone', async () => {
    // The e-mailed unsubscribe page (sent with no referrer, its form posts Origin: null) and the mail
    // provider's webhooks: without their token they refuse, whoever's session comes with them.
    const routes = stateChanging().filter((r) => r.tokenAuthorised);
    expect(routes.map((r) => r.url)).toContain('/newsletter/unsubscribe');
    const acted: string[] = [];
    for (const route of routes) {
      for (const headers of crossSite) {
        const res = await send(route, headers);
        if (res.statusCode < 400 || res.statusCode >= 500)
          acted.push(`${route.method} ${route.url} ${JSON.stringify(Object.keys(headers))} -> ${res.statusCode}`);
      }
    }
    expect(acted).toEqual([]);
  });
});

/** Every e-mail address of a person the database holds (accounts, submitters, subscribers, authors). */
async function peoplesEmails(): Promise<string[]> {
  const columns = await t.database.db.execute<{ table_name: string; column_name: string }>(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and column_name like '%email%' and data_type = 'character varying'`);
  const rows =
    columns && typeof columns === 'object' && 'rows' in columns
      ? (columns.rows as { table_name: string; column_name: string }[])
      : [];
  const found = new Set<string>();
  for (const { table_name, column_name } of rows) {
    // An organisation's (business, deal, community resource) or a public artist's own contact address is published on purpose.
    if (['businesses', 'deals', 'resources'].includes(table_name)) continue;
    const where = table_name === 'artists' ? sql` where not email_is_public` : sql``;
    const values = await t.database.db.execute<{ v: string | null }>(
      sql`select ${sql.identifier(column_name)} as v from ${sql.identifier(table_name)}${where}`,
    );
    for (const r of (values && typeof values === 'object' && 'rows' in values ? values.rows : []) as {
      v: string | null;
    }[])
      if (r.v) found.add(r.v.toLowerCase());
  }
  return [...found];
}

describe('privacy sweep', () => {
  it("no public GET answer carries a person's e-mail address", async () => {
    const emails = await peoplesEmails();
    expect(emails.length).toBeGreaterThan(10);
    const gets = sweptRoutes(t.app.routeList).filter(
      (r) =>
        r.method === 'GET' &&
        r.url.startsWith('/api/') &&
        !r.url.startsWith('/api/admin') &&
        !r.url.includes('/admin/'),
    );
    // Ids and slugs seen in list answers fill the detail routes' parameters.
    const ids = new Set<string>(['rochester', 'buffalo']);
    const leaks: string[] = [];
    const check = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url });
      const body = res.body.toLowerCase();
      for (const e of emails) if (body.includes(e)) leaks.push(`${url} shows ${e}`);
      if (String(res.headers['content-type'] ?? '').includes('json') && res.statusCode === 200) {
        JSON.stringify(res.json(), (key, value: unknown) => {
          if ((key === 'id' || key === 'slug') && typeof value === 'string' && ids.size < 400) ids.add(value);
          return value;
        });
      }
    };
    for (const route of gets.filter((r) => !r.url.includes(':'))) await check(route.url);
    const withParams = gets.filter((r) => r.url.includes(':'));
    for (const route of withParams)
      for (const id of [...ids].slice(0, 60)) await check(fillParams(route.url, () => id));
    expect(leaks).toEqual([]);
  });
});
