import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SITE_FONTS } from '../../shared/fonts';

/** The two inline scripts' text, built from src/client/boot by scripts/page-scripts.mjs. */
interface PageScripts {
  boot: string;
  fonts: string;
}

// The server bundle has them built in (scripts/build-server.mjs); from TypeScript (dev, tests) they are
// built from the sources as this module loads.
declare const __PAGE_SCRIPTS__: PageScripts | undefined;

async function buildFromSources(): Promise<PageScripts> {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const builder = pathToFileURL(path.join(here, '..', '..', '..', 'scripts', 'page-scripts.mjs')).href;
  const { pageScripts } = (await import(/* @vite-ignore */ builder)) as { pageScripts: () => PageScripts };
  return pageScripts();
}

const scripts = typeof __PAGE_SCRIPTS__ === 'undefined' ? await buildFromSources() : __PAGE_SCRIPTS__;

/**
 * The end of a server-rendered page's body (src/client/boot/page-boot.ts): starts the page's code once it
 * has loaded and painted, or at the reader's first press, and marks the page hydrated when the app says
 * so. Its text never changes (what to load is in the boot data), so the CSP allows it by its hash.
 */
export const PAGE_BOOT_SCRIPT = scripts.boot;

/**
 * The head of a rendered page (src/client/boot/fonts-head.ts, decision 036): a browser that has loaded
 * the site's fonts before uses them from the first paint.
 */
export const PAGE_FONTS_SCRIPT = scripts.fonts;

const sha256Source = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** The two scripts' hashes, as the content security policy names them in `script-src`. */
export const PAGE_SCRIPT_SOURCES = [sha256Source(PAGE_FONTS_SCRIPT), sha256Source(PAGE_BOOT_SCRIPT)];

/** What the boot script loads: the entry module and every module it and the page import up front. */
export interface PageBoot {
  entry: string;
  modules: string[];
}

/** What the boot script reads from the page (src/client/boot/page-boot.ts `BootData`). */
const bootData = (boot: PageBoot) => ({ ...boot, fonts: SITE_FONTS });

/** The end of a rendered page's body: what to load, then the script that loads it. */
export function pageBootTags(boot: PageBoot): string {
  const data = JSON.stringify(bootData(boot)).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="bl-boot">${data}</script><script>${PAGE_BOOT_SCRIPT}</script>`;
}
