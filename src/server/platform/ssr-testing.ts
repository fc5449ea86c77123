/** Test helpers of server-rendered pages: an app that renders them over the demo seed, and readers of what a page holds. */
import { afterAll, beforeAll } from 'vitest';
import { seedDemo } from '../db/seed';
import { createTestApp, type TestContext } from '../test/app';

export const ORIGIN = 'https://bylocals.example';

/** An app rendering pages at ORIGIN over the demo seed. Call it at the top of a test file: it registers the file's hooks. */
export function seededSsrApp() {
  const s = { t: undefined as unknown as TestContext };
  beforeAll(async () => {
    s.t = await createTestApp({ PUBLIC_URL: ORIGIN }, undefined, { ssr: true });
    await seedDemo(s.t.database.db);
  }, 120_000);
  afterAll(() => s.t?.close());
  return Object.assign(s, {
    get: (url: string) => s.t.app.inject({ method: 'GET', url }),
  });
}

/** The JSON-LD blocks of a page, parsed (a syntax error fails the test). */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}
export const ofType = (html: string, type: string) => jsonLd(html).find((d) => d['@type'] === type);
export const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`)
    .exec(html)?.[1]
    ?.replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'");
export const title = (html: string) =>
  /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replace(/&amp;/g, '&').replace(/&#39;/g, "'");
export const bodyOf = (html: string) => html.slice(html.indexOf('<div id="root">'));
/** The page's dehydrated query cache. */
export const payload = (html: string) =>
  JSON.parse(/<script type="application\/json" id="bl-ssr-state">([\s\S]*?)<\/script>/.exec(html)![1]!) as {
    origin: string;
    state: { queries: { queryKey: unknown[]; state: { status: string } }[] };
  };
export const text = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
