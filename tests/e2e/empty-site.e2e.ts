import { describe } from 'vitest';
import { expect, test } from './support/fixtures';
import { emptyBaseURL } from './support/env';

// A fresh install (SEED_DEMO=false): every section says what is missing, in the spec's words.
describe('the front page of a site with no content yet', () => {
  test('shows each empty state', async ({ openPage }) => {
    const page = await openPage({ baseURL: emptyBaseURL() });
    await page.goto('/');
    const main = page.getByRole('main');
    for (const text of [
      'No featured articles available',
      'No articles available at this time.',
      'No businesses available at this time.',
      'No upcoming events at this time.',
      'No Artist Spotlight Yet',
    ]) {
      await main.getByText(text, { exact: true }).waitFor();
    }
    const submit = main.getByRole('link', { name: /submit/i }).first();
    expect(await submit.getAttribute('href')).toBe('/submit');
  });

  test('the directory pages say they are empty', async ({ openPage }) => {
    const page = await openPage({ baseURL: emptyBaseURL() });
    for (const [path, text] of [
      ['/articles', 'No Articles Available'],
      ['/businesses', 'No Businesses Available'],
      ['/events', 'No Events Available'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('main').getByText(text, { exact: true }).waitFor();
    }
  });
});
