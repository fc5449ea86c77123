/** The site's two families, as the boot script asks for them (src/server/platform/page-boot.ts). */
const SITE_FONTS = ["1em 'Inter Variable'", "1em 'Source Serif 4 Variable'"];

/**
 * A server-rendered page first visited keeps the device's faces it was painted in (decision 046); the
 * boot script fetches the site's fonts meanwhile. When the reader opens another page in the app, the
 * page is replaced anyway: the fonts are turned on then, if both have arrived, so the restyle moves
 * nothing the reader was looking at.
 */
export function turnOnArrivedFonts(root: HTMLElement = document.documentElement) {
  if (root.hasAttribute('data-fonts') || typeof document === 'undefined' || !document.fonts) return;
  if (SITE_FONTS.every((font) => document.fonts.check(font))) root.dataset.fonts = '';
}
