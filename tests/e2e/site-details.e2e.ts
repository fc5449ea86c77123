/** Details a reader notices: every footer link leads somewhere, a sports story's own page, and small things that show care. */
import { describe } from 'vitest';
import { DESKTOP, MOBILE } from './support/browser';
import { E2E_ADMINS, signInAsAdmin } from './support/staff';
import { expect, test } from './support/fixtures';
import { registerSignedIn } from './support/accounts';

describe('every footer link leads somewhere', () => {
  test('each category and quick link opens a page with content on the demo', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const links = [
      ...(await footer.getByRole('navigation', { name: 'Quick Links' }).getByRole('link').all()),
      ...(await footer.getByRole('navigation', { name: 'Categories' }).getByRole('link').all()),
    ];
    const targets: { name: string; href: string }[] = [];
    for (const link of links) {
      const name = (await link.textContent())!.trim();
      // "Advertise With Us" belongs to the advertising pages.
      if (name === 'Advertise With Us') continue;
      targets.push({ name, href: (await link.getAttribute('href'))! });
    }
    expect(targets.length).toBe(9);
    for (const { name, href } of targets) {
      await page.goto(href);
      if (href.startsWith('/submit')) {
        await page.getByRole('heading', { level: 1, name: 'Submit Content' }).waitFor();
        await page
          .getByRole('button', { name: /Sign In/ })
          .first()
          .waitFor();
        continue;
      }
      await page.getByRole('main').getByRole('article').first().waitFor();
      expect(await page.getByRole('main').getByRole('article').count(), `${name} (${href})`).toBeGreaterThan(0);
      if (href.includes('category=')) {
        const category = new URL(href, 'http://local').searchParams.get('category')!;
        await page.getByText(`Showing stories in ${category}`).waitFor();
      }
    }
  });

  test('"Read past editions" opens sent editions for every city', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Read past editions' }).click();
    await page.waitForURL((url) => url.pathname === '/newsletter');
    for (const city of ['rochester', 'charlotte', 'atlanta', 'nyc', 'buffalo']) {
      await page.goto(`/newsletter?city=${city}`);
      await page.getByRole('main').getByRole('listitem').first().waitFor();
      expect(await page.getByText(/No editions/).count(), city).toBe(0);
    }
  });
});

describe('a sports story on its own page', () => {
  test('opens from Sports Central with its score box, team, league, date and place', async ({ page }) => {
    const story = await (async () => {
      await page.goto('/sports');
      return page.evaluate(async () => {
        const items = (await (await fetch('/api/sports')).json()) as {
          id: string;
          title: string;
          score: string | null;
          team: string | null;
          location: string | null;
          gameDate: string | null;
        }[];
        return items.find((s) => s.score && s.team && s.location && s.gameDate)!;
      });
    })();
    await page.getByRole('link', { name: story.title }).first().click();
    await page.waitForURL((url) => url.pathname === `/sports/${story.id}`);
    await page.getByRole('heading', { level: 1, name: story.title }).waitFor();
    const box = page.getByRole('region', { name: 'Final score' });
    expect(await box.getByText(story.score!, { exact: true }).isVisible()).toBe(true);
    expect(await box.getByText(story.team!, { exact: false }).isVisible()).toBe(true);
    expect(await box.getByText(story.location!, { exact: false }).isVisible()).toBe(true);
    expect(await box.getByText('League', { exact: true }).isVisible()).toBe(true);
    expect(await box.getByText('Game date', { exact: true }).isVisible()).toBe(true);

    // Opened directly, the server renders it with its head tags; a missing one is a real 404.
    const direct = await page.request.get(`/sports/${story.id}`);
    expect(direct.status()).toBe(200);
    expect(await direct.text()).toContain('"@type":"SportsEvent"');
    const missing = await page.goto('/sports/no-such-story');
    expect(missing?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Story Not Found' }).waitFor();
  });
});

describe('small things that show care', () => {
  test('at 390 px a long first name truncates inside the header and the brand keeps to two lines', async ({
    openPage,
  }) => {
    const page = await openPage(MOBILE);
    await page.goto('/');
    await registerSignedIn(page, {
      firstName: 'Maximilianalexander',
      lastName: 'Reader',
      email: `long-name-${Date.now()}@example.com`,
    });
    await page.reload();
    const header = page.getByRole('banner');
    const account = header.getByRole('link', { name: 'Maximilianalexander' });
    await account.waitFor();
    const bar = (await header.boundingBox())!;
    const inside = async (name: string, box: { x: number; y: number; width: number; height: number } | null) => {
      expect(box, name).not.toBeNull();
      expect(box!.x, name).toBeGreaterThanOrEqual(bar.x);
      expect(box!.y, name).toBeGreaterThanOrEqual(bar.y);
      expect(box!.x + box!.width, name).toBeLessThanOrEqual(bar.x + bar.width + 0.5);
      expect(box!.y + box!.height, name).toBeLessThanOrEqual(bar.y + bar.height + 0.5);
    };
    const brand = header.getByRole('link', { name: /By Locals, For Locals/ });
    await inside('brand', await brand.boundingBox());
    await inside('account', await account.boundingBox());
    for (const name of ['Search', 'My submissions', 'Sign Out', 'Open menu']) {
      await inside(name, await header.getByRole(name === 'My submissions' ? 'link' : 'button', { name }).boundingBox());
    }
    // The name is cut with an ellipsis rather than pushing the buttons out.
    const clipped = await account.locator('span').evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(clipped).toBe(true);
    // Two lines of the brand's name at most.
    const lines = await brand.evaluate((el) => {
      const words = el.querySelector('span:not([aria-hidden])') as HTMLElement;
      return Math.round(words.getBoundingClientRect().height / parseFloat(getComputedStyle(words).lineHeight));
    });
    expect(lines).toBeLessThanOrEqual(2);
  });

  test('at 1280 px a staff header stays on one line with the whole name; the categories desk fits 390 px', async ({
    openPage,
  }) => {
    const desk = await openPage(DESKTOP);
    await signInAsAdmin(desk, E2E_ADMINS.header);
    await desk.goto('/');
    const header = desk.getByRole('banner');
    await header.getByRole('link', { name: 'Staff area' }).waitFor();
    const bar = (await header.boundingBox())!;
    expect(bar.height).toBeLessThanOrEqual(66);
    for (const link of await header.getByRole('navigation', { name: 'Main' }).getByRole('link').all()) {
      const box = (await link.boundingBox())!;
      expect(box.height, (await link.textContent()) ?? undefined).toBeLessThan(40);
    }
    const name = header.getByRole('link', { name: /^Ada/ }).locator('span');
    expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

    const phone = await openPage(MOBILE);
    await signInAsAdmin(phone, E2E_ADMINS.header);
    await phone.goto('/admin/categories');
    await phone.getByRole('heading', { name: 'Categories', level: 1 }).waitFor();
    await phone.getByRole('form', { name: 'New category' }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('Vent Room form errors clear as soon as the field is fixed', async ({ page }) => {
    await page.goto('/vent-room?city=rochester');
    await page.getByRole('button', { name: 'Share Your Thoughts' }).click();
    const form = page.getByRole('form', { name: 'Share Your Thoughts' });
    await form.getByRole('button', { name: 'Submit Post' }).click();
    const content = form.getByLabel("What's on your mind?");
    await expect.poll(() => content.getAttribute('aria-invalid')).toBe('true');
    await content.fill('The bus shelter on Main lost its roof.');
    await expect.poll(() => content.getAttribute('aria-invalid')).toBeNull();
    expect(await form.getByLabel('Title').getAttribute('aria-invalid')).toBe('true');
    await form.getByLabel('Title').fill('Bus shelter');
    await expect.poll(() => form.getByLabel('Title').getAttribute('aria-invalid')).toBeNull();
  });

  test('the site icons exist', async ({ page }) => {
    for (const path of ['/favicon.ico', '/apple-touch-icon.png', '/site.webmanifest']) {
      const res = await page.request.get(path);
      expect(res.status(), path).toBe(200);
    }
  });
});
