import { describe } from 'vitest';
import ICAL from 'ical.js';
import { expect, test } from './support/fixtures';
import { MOBILE } from './support/browser';
import { registerSignedIn } from './support/accounts';

const summaries = (ics: string) =>
  new ICAL.Component(ICAL.parse(ics))
    .getAllSubcomponents('vevent')
    .map((v) => String(v.getFirstPropertyValue('summary')));

describe('saved items', () => {
  test('at 390 px a member saves an event, finds it on the Saved page and in their private calendar feed', async ({
    openPage,
  }) => {
    const page = await openPage(MOBILE);
    await page.goto('/');
    const events = (await (await page.request.get('/api/events/upcoming?city=buffalo&limit=1')).json()) as {
      id: string;
      title: string;
    }[];
    const event = events[0]!;

    // Signed out, the button asks for an account and saves nothing.
    await page.goto(`/events/${event.id}`);
    await page.getByRole('heading', { level: 1, name: event.title }).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('to save this and find it again on your Saved page.').waitFor();

    await registerSignedIn(page, {
      firstName: 'Sav',
      email: `saver-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
    });
    await page.reload();
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await expect.poll(() => save.isEnabled()).toBe(true);
    await save.click();
    const saved = page.getByRole('button', { name: 'Saved', exact: true });
    await saved.waitFor();
    expect(await saved.getAttribute('aria-pressed')).toBe('true');
    // Opened again, the page remembers.
    await page.reload();
    await page.getByRole('button', { name: 'Saved', exact: true }).waitFor();

    // From the account page to the Saved page.
    await page.goto('/account');
    await page.getByRole('link', { name: 'Saved', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/account/saved');
    const eventsSection = page.getByRole('region', { name: /^Events/ });
    await eventsSection.getByRole('link', { name: event.title }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The private calendar link, shown once, answers the saved event.
    await page.getByRole('button', { name: 'Create my private calendar link' }).click();
    const field = page.getByLabel('Your private calendar link');
    await field.waitFor();
    const feedUrl = await field.inputValue();
    expect(feedUrl).toMatch(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const feed = await page.request.get(new URL(feedUrl).pathname);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
    expect(summaries(await feed.text())).toEqual([event.title]);

    // A new link ends the old one.
    await page.getByRole('button', { name: 'Make a new private link' }).click();
    await expect.poll(() => field.inputValue()).not.toBe(feedUrl);
    expect((await page.request.get(new URL(feedUrl).pathname)).status()).toBe(404);

    // Removing it from the Saved page empties the list.
    await page.getByRole('button', { name: `Remove ${event.title} from Saved` }).click();
    await page.getByRole('heading', { name: 'Nothing saved yet' }).waitFor();
  });
});
