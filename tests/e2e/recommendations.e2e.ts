import { describe } from 'vitest';
import { expect, test } from './support/fixtures';
import { MOBILE } from './support/browser';
import { registerSignedIn } from './support/accounts';

interface Story {
  id: string;
  title: string;
  city: string;
}

describe('recommendations that learn from reading', () => {
  test('at 390 px a new member reads three Buffalo stories and then finds picks on the front page', async ({
    openPage,
  }) => {
    const page = await openPage(MOBILE);
    await page.goto('/');
    await registerSignedIn(page, {
      firstName: 'Reader',
      email: `reads-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
    });

    // A member who skipped the profile set-up: the front page says it learns as they read.
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Recommended for You' });
    await section.scrollIntoViewIfNeeded();
    await section.getByRole('heading', { name: 'Building Your Recommendations' }).waitFor();

    const stories = (await (await page.request.get('/api/articles?city=buffalo&limit=3')).json()) as Story[];
    expect(stories).toHaveLength(3);
    for (const story of stories) {
      // Read as a reader does: the story page, opened from its address, and stayed on until the page
      // has noted the read (its code runs after the first paint, later on a busy machine).
      const noted = page.waitForResponse(
        (res) => res.url().endsWith('/api/activity') && res.request().method() === 'POST',
      );
      await page.goto(`/articles/${story.id}`);
      await page.getByRole('heading', { level: 1, name: story.title }).waitFor();
      expect((await noted).ok()).toBe(true);
    }

    await page.goto('/');
    await section.scrollIntoViewIfNeeded();
    const picks = section.getByRole('article');
    await expect.poll(() => picks.count()).toBeGreaterThan(0);
    await picks.first().scrollIntoViewIfNeeded();
    // The text as written, whether or not the browser has drawn the card yet (sections are drawn near view).
    const texts = await picks.allTextContents();
    // Picks lean on what was read: Buffalo, and none of the three stories already read.
    expect(texts).toEqual(expect.arrayContaining([expect.stringContaining('Buffalo')]));
    for (const story of stories) expect(texts.some((text) => text.includes(story.title))).toBe(false);
    // Each pick leads somewhere, and the phone's width holds the cards.
    expect(await picks.first().getByRole('link', { name: 'View Details' }).getAttribute('href')).toMatch(
      /^\/(articles|businesses|events)\//,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
