// Screenshots of pages for a visual check: node scripts/screenshot.mjs BASE_URL OUT_DIR /path [/path ...]
// Each path is captured at 1280 and 390 px wide, full page, after the network settles.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const [base, outDir, ...paths] = process.argv.slice(2);
if (!base || !outDir || paths.length === 0) {
  console.error('usage: node scripts/screenshot.mjs BASE_URL OUT_DIR /path [/path ...]');
  process.exit(2);
}
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  for (const width of [1280, 390]) {
    // bypassCSP: the style below is the only one the page itself did not send.
    const page = await browser.newPage({ viewport: { width, height: width > 600 ? 900 : 844 }, bypassCSP: true });
    for (const p of paths) {
      await page.goto(new URL(p, base).toString(), { waitUntil: 'networkidle' });
      // Scroll through once so lazy images below the fold load, as they would for a reader.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 60));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      // A whole-page picture shows what a reader sees scrolling: parts drawn only near the viewport
      // (the render-near-view utility, decision 034, on a section or a list's later cards) are drawn all
      // at once for it.
      await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
      const name = `${p.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${width}.png`;
      await page.screenshot({ path: path.join(outDir, name), fullPage: true });
      console.log(path.join(outDir, name));
    }
    await page.close();
  }
} finally {
  await browser.close();
}
