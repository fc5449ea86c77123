/**
 * Generated input over every route of the app's own route list (fast-check): whatever arrives, the
 * answer is never a 5xx, and every 4xx of the API is in the JSON error shape.
 *
 * The routes are dealt out over a few files (generated-input.N.sweep.ts) so vitest runs them on
 * every core; each file builds one app on one database and sends each route's inputs in batches of
 * concurrent requests. A failing input is reported with its route, URL, body and the run's seed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createTestApp, type TestContext } from '../../src/server/test/app';
import { registerVerified } from '../../src/server/test/accounts';
import type { RouteEntry } from '../../src/server/app';
import { fillParams, isJsonErrorShape, schemaKeys, SWEEP_RUNS, sweptRoutes } from './support';

/** How many of a route's inputs are in flight at once (the database does the waiting). */
const BATCH = Number(process.env.SWEEP_BATCH ?? 16);
/** One seed per run (SWEEP_SEED repeats a run), printed with any failure. */
const SEED = Number(process.env.SWEEP_SEED ?? Date.now() % 2 ** 31);

const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1e9',
    '3e9',
    '99999999999999999999',
    'NaN',
    'null',
    'true',
    '2026-02-30',
    '2026-13-01',
    '0000-00-00',
    '9999-12-31',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    "' or 1=1 --",
    'a\u0000b',
    '%00',
    '\uD800',
    'x'.repeat(6000),
    'rochester',
    'buffalo',
    'approved',
    'admin@example.com',
  ),
  fc.uuid(),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(0, -1, 1e9, 3e9, 2 ** 31, -(2 ** 31) - 1, 1e308, 0.1, 99999999.995, true, false, null),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.array(hostileString, { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), hostileString, { maxKeys: 3 }),
);
/** An object with the route's own keys (so validation passes often enough to reach handlers), or any JSON. */
const objectFor = (keys: string[]) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.record(Object.fromEntries(keys.map((k) => [k, hostileValue])), { requiredKeys: [] }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  );

// Sign-out and credential changes would end the sweep's own sessions: those go without a cookie.
const anonymousOnly = /^\/api\/(logout|auth\/(password|mfa|sign-in))/;

type Who = 'anonymous' | 'member' | 'admin';
interface Input {
  params: string[];
  query: Record<string, string>;
  body: unknown;
  who: Who;
}

function inputsFor(route: RouteEntry, seed: number): Input[] {
  const queryKeys = schemaKeys(route.schema?.querystring);
  const hasBody = !['GET', 'DELETE'].includes(route.method);
  const input: fc.Arbitrary<Input> = fc.record({
    params: fc.array(hostileString, { minLength: 4, maxLength: 4 }),
    query: fc.dictionary(fc.constantFrom(...queryKeys, 'limit', 'offset', 'x'), hostileString, { maxKeys: 4 }),
    body: hasBody ? objectFor(schemaKeys(route.schema?.body)) : fc.constant(undefined),
    who: fc.constantFrom<Who>('anonymous', 'member', 'admin'),
  });
  return fc.sample(input, { numRuns: SWEEP_RUNS, seed });
}

/** A path segment of "." or "..", which the test client resolves away as a browser would. */
const DOT_SEGMENT = /\/\.{1,2}(?=\/|$)/;

/** What is wrong with one answer, or undefined when it is a fine answer to bad input. */
function fault(route: RouteEntry, url: string, body: unknown, res: Awaited<ReturnType<TestContext['app']['inject']>>) {
  const label = `${route.method} ${route.url} -> ${res.statusCode}`;
  // The one 5xx by design: card payments switched off on this site (a state, not a fault).
  const paymentsOff = res.statusCode === 503 && res.body.includes('"PAYMENTS_NOT_CONFIGURED"');
  // A parameter of "." or ".." is a dot segment: the address resolves to another (/rss/.. is /), and a
  // page address answers 503 in this app, which has no client build (a state of the test app too).
  // Only for such an address: any other route answering that is a route fallen through to the pages.
  const notBuilt =
    res.statusCode === 503 && DOT_SEGMENT.test(url) && res.body.startsWith('The site has not been built yet');
  if (res.statusCode >= 500 && !paymentsOff && !notBuilt)
    return `${label} ${url} ${JSON.stringify(body)?.slice(0, 200)} ${res.body.slice(0, 200)}`;
  if (res.statusCode < 400 || !route.url.startsWith('/api/')) return undefined;
  if (String(res.headers['content-type'] ?? '').includes('json')) {
    let parsed: unknown;
    try {
      parsed = res.json();
    } catch {
      parsed = undefined;
    }
    return isJsonErrorShape(parsed) ? undefined : `${label} not in the error shape: ${res.body.slice(0, 200)}`;
  }
  return res.statusCode === 404 ? undefined : `${label} answered ${res.headers['content-type']} instead of JSON`;
}

/** The routes of one shard: every `count`-th route of the app's list, starting at `index`. */
export function sweepShard(index: number, count: number) {
  let t: TestContext;
  const cookies: Record<Who, string | undefined> = { anonymous: undefined, member: undefined, admin: undefined };
  let addresses = 0;
  beforeAll(async () => {
    cookies.admin = (await registerVerified(t, { email: 'sweep-admin@example.com' })).cookie;
    cookies.member = (await registerVerified(t, { email: 'sweep-member@example.com' })).cookie;
  });
  afterAll(() => t.close());

  /** Sends one route's generated inputs, BATCH at a time; answers the faults found. */
  async function sweepRoute(route: RouteEntry, routeSeed: number): Promise<string[]> {
    const failures = new Set<string>();
    const inputs = inputsFor(route, routeSeed);
    for (let start = 0; start < inputs.length; start += BATCH) {
      await Promise.all(
        inputs.slice(start, start + BATCH).map(async ({ params, query, body, who }) => {
          let i = 0;
          const url = fillParams(route.url, () => params[i++ % params.length] ?? 'x');
          const search = new URLSearchParams(query).toString();
          const cookie = anonymousOnly.test(route.url) ? undefined : cookies[who];
          addresses += 1;
          const res = await t.app.inject({
            method: route.method as 'GET',
            url: search ? `${url}?${search}` : url,
            remoteAddress: `10.9.${(addresses >> 8) & 255}.${addresses & 255}`,
            headers: cookie ? { cookie } : {},
            ...(body !== undefined ? { payload: body as object } : {}),
          });
          const found = fault(route, url, body, res);
          if (found) failures.add(found);
        }),
      );
    }
    return [...failures];
  }

  // The route list is the app's own: the file's one app is built while vitest collects the tests.
  describe(`generated input over every route (part ${index + 1} of ${count}, seed ${SEED})`, async () => {
    t = await createTestApp();
    const all = sweptRoutes(t.app.routeList);

    if (index === 0) {
      it('collects the routes from the app itself', () => {
        expect(all.length).toBeGreaterThan(50);
      });
    }
    all.forEach((route, n) => {
      if (n % count !== index) return;
      it(`${route.method} ${route.url}: never 5xx, every API 4xx is { message, code }`, async () => {
        expect((await sweepRoute(route, SEED + n)).slice(0, 10)).toEqual([]);
      });
    });
  });
}
