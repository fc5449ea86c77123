/**
 * The site's two families as the browser's font loader is asked about them (`document.fonts.load` and
 * `check`): the boot script of a rendered page fetches them (src/client/boot/page-boot.ts) and the app
 * turns them on at the next page once both have arrived (client/lib/fonts.ts; decision 046).
 */
export const SITE_FONTS: readonly string[] = ["1em 'Inter Variable'", "1em 'Source Serif 4 Variable'"];
