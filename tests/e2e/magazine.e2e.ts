import fs from 'node:fs';
import { describe } from 'vitest';
import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import { expect, test } from './support/fixtures';
import { baseURL, emptyBaseURL } from './support/env';

interface Titled {
  id: string;
  title?: string;
  name?: string;
}

/** What the API says a city's front page should show, to compare the page against. */
async function frontPageOf(city: string) {
  const get = async <T>(path: string): Promise<T> => {
    const res = await fetch(new URL(path, baseURL()));
    expect(res.status, path).toBe(200);
    return (await res.json()) as T;
  };
  const featured = await get<Titled>(`/api/articles/featured?city=${city}`);
  return {
    featured,
    // The cover story is in the hero, so the latest stories start with the next one.
    story: (await get<Titled[]>(`/api/articles?city=${city}&limit=7`)).find((a) => a.id !== featured.id)!,
    business: (await get<Titled[]>(`/api/businesses?city=${city}&limit=4`))[0]!,
    event: (await get<Titled[]>(`/api/events/upcoming?city=${city}&limit=3`))[0]!,
  };
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

describe('the front page of the demo site', () => {
  test('opens on Rochester with its featured article leading', async ({ page }) => {
    const rochester = await frontPageOf('rochester');
    await page.goto('/');
    // The hero is the one story named by its headline (the same story may also be among the latest).
    const hero = page.getByRole('article', { name: rochester.featured.title, exact: true });
    await hero.waitFor();
    await hero.getByRole('link', { name: 'Read Full Story' }).click();
    await page.waitForURL(`**/articles/${rochester.featured.id}`);
    await page.getByRole('heading', { level: 1, name: rochester.featured.title }).waitFor();
  });

  test('switching to Buffalo changes the hero, stories, businesses and events', async ({ page }) => {
    const [rochester, buffalo] = [await frontPageOf('rochester'), await frontPageOf('buffalo')];
    expect(buffalo.featured.id).not.toBe(rochester.featured.id);
    await page.goto('/');
    await page.getByRole('heading', { name: rochester.featured.title }).first().waitFor();
    await page.getByLabel('City').selectOption('buffalo');
    await page.waitForURL('**/?city=buffalo');
    await page.getByRole('heading', { name: buffalo.featured.title }).first().waitFor();
    await section(page, 'Latest Stories').getByRole('link', { name: buffalo.story.title }).waitFor();
    await section(page, 'Local Business Spotlight').getByRole('link', { name: buffalo.business.name }).waitFor();
    await section(page, 'Upcoming Community Events').getByRole('link', { name: buffalo.event.title }).waitFor();
    expect(await page.getByRole('heading', { name: rochester.featured.title }).count()).toBe(0);
    // Remembered for the next visit, even without ?city= in the address.
    await page.goto('/');
    expect(await page.getByLabel('City').inputValue()).toBe('buffalo');
  });
});

describe('the article list', () => {
  test('"Load more" continues from the last story shown (the list\'s cursor) until every story is on screen', async ({
    page,
  }) => {
    const res = await fetch(new URL('/api/articles?limit=1', baseURL()));
    const total = Number(res.headers.get('x-total-count'));
    expect(total).toBeGreaterThan(48);
    const asked: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/articles?')) asked.push(new URL(req.url()).search);
    });
    await page.goto('/articles?city=all');
    const main = page.getByRole('main');
    await main.getByText(`Showing 24 of ${total}`).waitFor();
    for (let shown = 24; shown < total; shown += 24) {
      await main.getByRole('button', { name: 'Load more' }).click();
      if (shown + 24 < total) await main.getByText(`Showing ${shown + 24} of ${total}`).waitFor();
    }
    await expect.poll(() => main.getByRole('article').count()).toBe(total);
    expect(await main.getByRole('button', { name: 'Load more' }).count()).toBe(0);
    // The first page came with the page itself; every further one started from a cursor, not an offset.
    expect(asked.length).toBeGreaterThan(0);
    for (const search of asked) expect(search).toMatch(/[?&]cursor=[\w-]+/);
  });
});

describe('an event page', () => {
  test('"Add to calendar" downloads a calendar file with the event in it', async ({ page }) => {
    const res = await fetch(new URL('/api/events?limit=1', baseURL()));
    const [event] = (await res.json()) as Titled[];
    expect(event, 'the demo site has an event').toBeTruthy();
    await page.goto(`/events/${event!.id}`);
    await page.getByRole('heading', { level: 1, name: event!.title }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Add to calendar' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const text = fs.readFileSync((await download.path())!, 'utf8');
    expect(text.trim().startsWith('BEGIN:VCALENDAR')).toBe(true);
    expect(text.trim().endsWith('END:VCALENDAR')).toBe(true);
    const calendar = new ICAL.Component(ICAL.parse(text));
    const vevent = calendar.getFirstSubcomponent('vevent');
    expect(vevent).toBeTruthy();
    expect(new ICAL.Event(vevent!).summary).toBe(event!.title);
  });
});

describe('a site with no content yet', () => {
  test('every section of the front page says what is missing, in the words of the spec', async ({ openPage }) => {
    const page = await openPage({ baseURL: emptyBaseURL() });
    await page.goto('/?city=charlotte');
    const main = page.getByRole('main');
    for (const text of [
      'No featured articles available',
      'No articles available at this time.',
      'No businesses available at this time.',
      'No Artist Spotlight Yet',
      'No upcoming events at this time.',
      'Discover Personalized Content',
    ]) {
      await main.getByText(text, { exact: true }).waitFor();
    }
    expect(await main.getByRole('link', { name: 'Nominate an Artist' }).getAttribute('href')).toBe('/submit');
    await main.getByRole('button', { name: 'Sign In for Recommendations' }).waitFor();
  });

  test('the listing pages say they are empty', async ({ openPage }) => {
    const page = await openPage({ baseURL: emptyBaseURL() });
    for (const [path, text] of [
      ['/articles', 'No Articles Available'],
      ['/businesses', 'No Businesses Available'],
      ['/events', 'No Events Available'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('main').getByRole('heading', { name: text }).waitFor();
    }
  });
});
