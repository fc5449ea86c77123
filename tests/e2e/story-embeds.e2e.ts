import { AxeBuilder } from '@axe-core/playwright';
import sharp from 'sharp';
import { describe } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { expect, test } from './support/fixtures';
import { E2E_ADMINS, signInAsAdmin } from './support/staff';

const VIDEO_ID = 'aqz-KE-bpKQ';
const stamp = Date.now();

/** What the browser refused under the page's Content Security Policy: console reports and DOM events. */
async function cspRefusals(page: Page): Promise<() => Promise<string[]>> {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspRefusals: string[] }).__cspRefusals = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`),
    );
  });
  return async () => [
    ...refused,
    ...(await page.evaluate(() => (window as unknown as { __cspRefusals?: string[] }).__cspRefusals ?? [])),
  ];
}

/** A frame loads only once it is near the screen (loading=lazy): bring it there and wait for its first load. */
async function loadFrame(page: Page, frame: Locator) {
  await frame.scrollIntoViewIfNeeded();
  await expect
    .poll(() => page.frames().filter((f) => f !== page.mainFrame() && f.url() !== 'about:blank').length)
    .toBeGreaterThan(0);
}

/** axe's findings on the page as it is now (in the page itself; the frames' own pages are the hosts'). */
async function axeFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).setLegacyMode().analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const drawnWidth = (picture: Locator) =>
  picture.evaluate((img) => ((img as HTMLImageElement).complete ? (img as HTMLImageElement).naturalWidth : 0));

const picture = (background: string) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background } })
    .png()
    .toBuffer();

describe('cards in a story', () => {
  test('an editor inserts a video and a gallery, publishes, and readers see both with no CSP refusal', async ({
    openPage,
  }) => {
    const editor = await openPage();
    const editorRefusals = await cspRefusals(editor);
    await signInAsAdmin(editor, E2E_ADMINS.embeds);
    const title = `Winter parade ${stamp}`;
    const cover = await editor.request.post('/api/admin/uploads?name=parade-cover.png', {
      data: await picture('#b8860b'),
      headers: { 'content-type': 'image/png' },
    });
    expect(cover.status()).toBe(201);
    const created = await editor.request.post('/api/admin/content/articles', {
      data: {
        title,
        excerpt: 'Floats, bands and a lot of snow.',
        category: 'Community',
        city: 'buffalo',
        imageUrl: ((await cover.json()) as { imageUrl: string }).imageUrl,
        imageAlt: 'Snow on the parade route',
        html: '<p>The parade starts at noon on Elmwood Avenue.</p>',
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };

    await editor.goto(`/admin/content/articles/${id}`);
    const story = editor.getByRole('textbox', { name: 'Story' });
    await story.getByText('The parade starts at noon').click();
    await editor.keyboard.press('End');

    // A video from its address on YouTube.
    await editor.getByRole('button', { name: 'Video', exact: true }).click();
    const videoDialog = editor.getByRole('dialog', { name: 'Insert video' });
    await videoDialog.getByLabel('Video address').fill(`https://www.youtube.com/watch?v=${VIDEO_ID}`);
    await videoDialog.getByLabel('Title for screen readers (optional)').fill('The parade on Elmwood');
    await videoDialog.getByLabel('Caption (optional)').fill('Last year’s floats');
    await videoDialog.getByRole('button', { name: 'Insert video' }).click();
    await videoDialog.waitFor({ state: 'detached' });
    await story.getByText('Video · YouTube').waitFor();

    // A gallery of two uploaded pictures, each described.
    await editor.getByRole('button', { name: 'Gallery', exact: true }).click();
    const galleryDialog = editor.getByRole('dialog', { name: 'Insert gallery' });
    await galleryDialog.getByLabel('Upload pictures').setInputFiles([
      { name: `floats-${stamp}.png`, mimeType: 'image/png', buffer: await picture('#8f2f4f') },
      { name: `band-${stamp}.png`, mimeType: 'image/png', buffer: await picture('#2f5f8f') },
    ]);
    await galleryDialog.getByLabel('Alt text, picture 2').waitFor();
    await galleryDialog.getByLabel('Alt text, picture 1').fill('A float shaped like a snowplow');
    await galleryDialog.getByLabel('Alt text, picture 2').fill('The high school band in red coats');
    await galleryDialog.getByLabel('Caption (optional)').fill('Elmwood Avenue, last winter');
    await galleryDialog.getByRole('button', { name: 'Insert gallery' }).click();
    await galleryDialog.waitFor({ state: 'detached' });
    await story.getByText('Gallery · 2 pictures').waitFor();
    await story.getByText('Video · YouTube').waitFor();
    await loadFrame(editor, story.locator('iframe'));
    expect(await axeFindings(editor)).toEqual([]);

    await editor.getByRole('button', { name: 'Publish', exact: true }).click();
    await editor
      .getByRole('region', { name: /Notifications/ })
      .getByText('Published')
      .first()
      .waitFor();
    expect(await editorRefusals()).toEqual([]);

    // The public page, rendered on the server.
    const reader = await openPage();
    const readerRefusals = await cspRefusals(reader);
    const readerErrors: string[] = [];
    reader.on('console', (message) => {
      if (message.type() === 'error') readerErrors.push(message.text());
    });
    const answer = await reader.goto(`/articles/${id}`);
    const csp = answer?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain(
      "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com https://www.openstreetmap.org",
    );
    expect(await answer?.text()).toContain(`src="https://www.youtube-nocookie.com/embed/${VIDEO_ID}"`);
    const article = reader.getByRole('article');
    await article.getByRole('heading', { level: 1, name: title }).waitFor();
    const video = article.locator('figure[data-embed="video"] iframe');
    expect(await video.getAttribute('src')).toBe(`https://www.youtube-nocookie.com/embed/${VIDEO_ID}`);
    expect(await video.getAttribute('title')).toBe('The parade on Elmwood');
    expect(await video.getAttribute('loading')).toBe('lazy');
    await article.locator('figure[data-embed="video"]').getByText('Last year’s floats').waitFor();

    const gallery = article.locator('figure[data-gallery]');
    await gallery.getByText('Elmwood Avenue, last winter').waitFor();
    const pictures = gallery.getByRole('img');
    expect(await pictures.count()).toBe(2);
    for (const [i, alt] of ['A float shaped like a snowplow', 'The high school band in red coats'].entries()) {
      expect(await pictures.nth(i).getAttribute('alt')).toBe(alt);
      await pictures.nth(i).scrollIntoViewIfNeeded();
      await expect.poll(() => drawnWidth(pictures.nth(i))).toBeGreaterThan(0);
    }
    await loadFrame(reader, video);
    expect(await readerRefusals()).toEqual([]);
    expect(readerErrors).toEqual([]);
    expect(await axeFindings(reader)).toEqual([]);
  });
});
