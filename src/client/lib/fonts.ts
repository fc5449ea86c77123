import { SITE_FONTS } from '../../shared/fonts';

/**
 * A server-rendered page first visited keeps the device's faces it was painted in (decision 046); the
 * boot script fetches the site's fonts meanwhile. When the reader opens another page in the app, the
 * page is replaced anyway: the fonts are turned on then, if both have arrived, so the restyle moves
 * nothing the reader was looking at. Called from an effect, so only in the browser.
 */
export function turnOnArrivedFonts() {
  const root = document.documentElement;
  if (root.hasAttribute('data-fonts') || !document.fonts) return;
  if (SITE_FONTS.every((font) => document.fonts.check(font))) root.dataset.fonts = '';
}
