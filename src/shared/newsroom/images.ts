/**
 * An upload's web sizes and their addresses. No zod here: cards and ad banners, which the front page
 * draws, build their srcset with these (the upload's answer schemas are in shared/media.ts).
 */

/** Widths of the web sizes made from every upload (only those narrower than the original). */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;
/** Longest side of the stored "original". */
export const IMAGE_MAX_SIDE = 2400;

const UPLOAD_URL = /^\/uploads\/([a-f0-9]{32})$/;
/** An image this site's pipeline stored (`/uploads/<key>`), as opposed to an address elsewhere. */
export const isUploadUrl = (url: string | null | undefined): url is string => !!url && UPLOAD_URL.test(url);
export const variantUrl = (url: string, width: number, type: 'image/webp' | 'image/jpeg') =>
  `${url}_${width}.${type === 'image/webp' ? 'webp' : 'jpg'}`;

/** A demo drawing (`/media/demo/<kind>/<slug>.svg`), which the site also draws as raster pictures. */
const DEMO_DRAWING = /^(\/media\/demo\/[a-z-]+\/[a-z0-9-]+)\.svg$/;

/** The same drawing as a PNG, for mail programs that show no SVG; other addresses as they are. */
export const demoRaster = (url: string): string | null => {
  const demo = DEMO_DRAWING.exec(url);
  return demo ? `${demo[1]}.png` : null;
};

/** Social networks' size for a shared link's picture. */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

/**
 * The picture a shared link shows on social networks, which show no SVG: a demo drawing as a
 * 1200x630 JPEG, an upload as its largest JPEG; other addresses as they are.
 */
export function shareImageUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  const demo = DEMO_DRAWING.exec(url);
  if (demo) return `${demo[1]}.share.jpg`;
  return isUploadUrl(url) ? variantUrl(url, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!, 'image/jpeg') : url;
}

/**
 * `srcset` for an uploaded image's web sizes (null for other addresses, e.g. the demo media), so
 * cards and heroes can build `<picture>` sources from the stored `imageUrl` alone. Every upload has
 * every width (a small original's larger sizes are the original's size).
 */
export function uploadSrcSet(url: string | null | undefined, type: 'image/webp' | 'image/jpeg'): string | null {
  if (!url || !UPLOAD_URL.test(url)) return null;
  return IMAGE_WIDTHS.map((w) => `${variantUrl(url, w, type)} ${w}w`).join(', ');
}
