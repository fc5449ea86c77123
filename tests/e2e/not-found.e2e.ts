import { describe } from 'vitest';
import { expect, test } from './support/fixtures';

describe('an unknown address', () => {
  test('shows the not-found page inside the site shell, with a 404 status', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: /not found/i }).waitFor();
    expect(await page.getByRole('banner').isVisible()).toBe(true);
    expect(await page.getByRole('contentinfo').isVisible()).toBe(true);
    expect(
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Home' })
        .getAttribute('aria-current'),
    ).toBeNull();
  });

  test('a known page answers 200', async ({ page }) => {
    const response = await page.goto('/about');
    expect(response?.status()).toBe(200);
    const heading = page.getByRole('heading', { level: 1 }).first();
    await heading.waitFor();
    expect(await heading.textContent()).not.toMatch(/not found/i);
  });
});
