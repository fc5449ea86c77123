/**
 * `srcset` of an uploaded image's web sizes, from its stored address alone (the naming of
 * docs/decisions/011: `{url}_{width}.webp` / `.jpg`). The same rule as uploadSrcSet in
 * shared/newsroom/images.ts, kept here without the schema library so cards stay light.
 */
const UPLOAD_URL = /^\/uploads\/[a-f0-9]{32}$/;
const WIDTHS = [480, 960, 1600];

export function uploadSrcSet(url: string | null | undefined, type: 'webp' | 'jpg'): string | null {
  if (!url || !UPLOAD_URL.test(url)) return null;
  return WIDTHS.map((w) => `${url}_${w}.${type} ${w}w`).join(', ');
}
