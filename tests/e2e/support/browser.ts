import { chromium, type Browser } from 'playwright-core';

/**
 * Debian's Chromium: Playwright's own browser download does not work on these machines.
 * The flags keep it from phoning home and from needing a GPU or a sandbox inside containers.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
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
}

export const DESKTOP = { viewport: { width: 1280, height: 800 } } as const;
export const MOBILE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
