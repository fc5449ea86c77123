import { describe } from 'vitest';
import type { Page } from 'playwright-core';
import { expect, test } from './support/fixtures';
import { PASSWORD, currentUser, signUpOrIn } from './support/staff';

/**
 * Sign-in, the newsletter, a submission and a Vent Room post done with the keyboard alone: Tab to
 * each control, type, Space and Enter, never a click. Every element that takes focus on the way
 * must show it (an outline or a ring), or a keyboard user would be lost.
 */

interface Focused {
  tag: string;
  /** The accessible name as a person hears it: aria-label, the field's label, or the text. */
  name: string;
  /** The aria-label of the form or region the element is in, if any. */
  container: string;
  /** An outline or a box-shadow ring drawn by the focus style. */
  indicated: boolean;
  visible: boolean;
}

function focused(page: Page): Promise<Focused | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1;
    const ring = style.boxShadow !== 'none' && style.boxShadow !== '';
    const box = el.getBoundingClientRect();
    const labelled = el.getAttribute('aria-labelledby');
    const input = el as HTMLInputElement;
    const name = el.getAttribute('aria-label') || (labelled && document.getElementById(labelled)?.innerText) || '';
    const labelText = input.labels?.[0]?.innerText ?? '';
    const holder = el.closest('form[aria-label], section[aria-label], section[aria-labelledby], [role="region"]');
    const holderLabel = holder
      ? (holder.getAttribute('aria-label') ??
        document.getElementById(holder.getAttribute('aria-labelledby') ?? '')?.innerText ??
        '')
      : '';
    return {
      tag: el.tagName.toLowerCase(),
      name: (name || labelText || el.innerText || input.placeholder || '').trim().replace(/\s+/g, ' '),
      container: holderLabel.trim(),
      indicated: outline || ring,
      visible: box.width > 0 && box.height > 0,
    };
  });
}

/** Presses Tab until the named control has focus, checking on every stop that focus can be seen. */
async function tabTo(page: Page, name: string | RegExp, container?: string, maxStops = 250): Promise<void> {
  const stops: string[] = [];
  for (let i = 0; i < maxStops; i++) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    if (!now) continue;
    stops.push(`${now.tag} "${now.name}"`);
    expect(now.visible, `focus on an invisible ${now.tag} "${now.name}"`).toBe(true);
    expect(now.indicated, `no visible focus on ${now.tag} "${now.name}"`).toBe(true);
    const nameMatches = typeof name === 'string' ? now.name === name : name.test(now.name);
    if (nameMatches && (container === undefined || now.container === container)) return;
  }
  throw new Error(`Tab never reached "${String(name)}"; focus went: ${stops.slice(-20).join(' → ')}`);
}

/** Types into the focused field after checking it is the one we mean. */
async function typeHere(page: Page, name: string, text: string) {
  const now = await focused(page);
  expect(now?.name).toBe(name);
  expect(now?.indicated, `no visible focus on "${name}"`).toBe(true);
  await page.keyboard.type(text);
}

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

describe('keyboard only, with visible focus throughout', () => {
  test('a member signs in and submits a story', { timeout: 120_000 }, async ({ openPage }) => {
    const email = `e2e-keys-${Date.now()}@example.com`;
    const setup = await openPage();
    await signUpOrIn(setup, email, 'Kay');

    const page = await openPage();
    await page.goto('/sign-in');
    await tabTo(page, 'E-mail', 'Sign in');
    await typeHere(page, 'E-mail', email);
    await page.keyboard.press('Tab');
    await typeHere(page, 'Password', PASSWORD);
    await tabTo(page, 'Sign In', 'Sign in');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname !== '/sign-in');
    await expect.poll(async () => (await currentUser(page)).email).toBe(email);

    await page.goto('/submit');
    const title = `Porch concerts on Park Avenue ${Date.now()}`;
    await tabTo(page, 'Title', 'Submit Content');
    await typeHere(page, 'Title', title);
    await page.keyboard.press('Tab');
    await typeHere(page, 'Brief description', 'Neighbors play from their porches every Friday in June.');
    await page.keyboard.press('Tab');
    await typeHere(page, 'Full content', 'Six porches, three blocks, one long summer evening of music.');
    // The signed-in member's name and address are filled in; the button sends it.
    await tabTo(page, 'Submit Content', 'Submit Content');
    await page.keyboard.press('Enter');
    await toasts(page).getByText('Content Submitted!', { exact: true }).waitFor();
  });

  test('a visitor subscribes to the newsletter', async ({ page }) => {
    await page.goto('/about');
    await tabTo(page, 'Email address', 'Stay Connected');
    await typeHere(page, 'Email address', `e2e-keys-news-${Date.now()}@example.com`);
    // The edition comes next (the city being read), then the button.
    await page.keyboard.press('Tab');
    expect((await focused(page))?.name).toBe('Edition');
    await page.keyboard.press('Tab');
    const button = await focused(page);
    expect(button?.name).toBe('Subscribe');
    expect(button?.indicated).toBe(true);
    await page.keyboard.press('Enter');
    await toasts(page).getByText('Success!', { exact: true }).waitFor();
  });

  test('a visitor posts in the Vent Room', { timeout: 90_000 }, async ({ page }) => {
    await page.goto('/vent-room?city=rochester');
    await page.getByRole('list', { name: 'Discussions' }).waitFor();
    await tabTo(page, 'Share Your Thoughts');
    await page.keyboard.press('Enter');
    const form = page.getByRole('form', { name: 'Share Your Thoughts' });
    await form.waitFor();
    const title = `Leaves in the bike lane ${Date.now()}`;
    await tabTo(page, 'Title', 'Share Your Thoughts');
    await typeHere(page, 'Title', title);
    await page.keyboard.press('Tab');
    await typeHere(page, "What's on your mind?", 'Every fall the lane on Goodman Street disappears under leaves.');
    await tabTo(page, 'Your name', 'Share Your Thoughts');
    await typeHere(page, 'Your name', 'Keys Rider');
    await page.keyboard.press('Tab');
    await typeHere(page, 'Your email', 'e2e-keys-rider@example.com');
    await tabTo(page, 'Post anonymously', 'Share Your Thoughts');
    await page.keyboard.press('Space');
    expect(await form.getByLabel('Post anonymously').isChecked()).toBe(true);
    await tabTo(page, 'Submit Post', 'Share Your Thoughts');
    await page.keyboard.press('Enter');
    await toasts(page).getByText('Post submitted for review').waitFor();
    await form.waitFor({ state: 'detached' });
  });
});
