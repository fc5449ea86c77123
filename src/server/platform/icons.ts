/**
 * The site's icons, drawn from our own wordmark seal (the "BL" of the header) by sharp at first
 * request: /favicon.ico (16, 32 and 48 px in one file), /apple-touch-icon.png, /icon-192.png,
 * /icon-512.png and /site.webmanifest. Nothing is downloaded; the SVG below is the only source.
 */
import { readSiteSettings } from './site-settings';
import { DEFAULT_SITE_SETTINGS } from '../../shared/site-settings-about';
import type { FastifyPluginAsync } from 'fastify';
import sharp from 'sharp';

const BRAND = '#9f1d35';

/** The seal: rounded for browser tabs, square for home screens (the phone rounds it itself). */
function sealSvg(rounded: boolean): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="${rounded ? 14 : 0}" fill="${BRAND}"/><text x="32" y="43" font-family="Georgia, 'DejaVu Serif', serif" font-size="30" font-weight="700" text-anchor="middle" fill="#fff">BL</text></svg>`;
}

async function png(size: number, rounded: boolean): Promise<Buffer> {
  return sharp(Buffer.from(sealSvg(rounded)), { density: Math.max(72, (72 * size) / 64) })
    .resize(size, size)
    .png()
    .toBuffer();
}

/** An ICO file holding PNG images (supported by every browser since Windows Vista's format change). */
export function icoFromPngs(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(images.length, 4);
  const entries: Buffer[] = [];
  let offset = 6 + 16 * images.length;
  for (const { size, data } of images) {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // width (0 means 256)
    entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    entries.push(entry);
  }
  return Buffer.concat([header, ...entries, ...images.map((i) => i.data)]);
}

/** The web manifest, under the site's name (site settings) when it has one of its own. */
const manifest = (siteName: string) => ({
  name: siteName,
  short_name: siteName === DEFAULT_SITE_SETTINGS.siteName ? 'By Locals' : siteName.slice(0, 30),
  start_url: '/',
  display: 'browser',
  background_color: '#ffffff',
  theme_color: BRAND,
  icons: [
    { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
  ],
});

const ICONS: Record<string, { type: string; make: () => Promise<Buffer> }> = {
  '/favicon.ico': {
    type: 'image/x-icon',
    make: async () =>
      icoFromPngs(await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await png(size, true) })))),
  },
  '/apple-touch-icon.png': { type: 'image/png', make: () => png(180, false) },
  '/icon-192.png': { type: 'image/png', make: () => png(192, false) },
  '/icon-512.png': { type: 'image/png', make: () => png(512, false) },
};

/** The tags that point browsers at the icons (the app's index.html and the newsletter's own pages). */
export const ICON_LINKS = [
  '<link rel="icon" href="/favicon.ico" sizes="48x48">',
  '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
  '<link rel="apple-touch-icon" href="/apple-touch-icon.png">',
  '<link rel="manifest" href="/site.webmanifest">',
].join('');

export const iconRoutes: FastifyPluginAsync = async (app) => {
  app.get('/site.webmanifest', { schema: { hide: true } }, async (_req, reply) =>
    reply
      .type('application/manifest+json')
      .header('Cache-Control', 'public, max-age=3600')
      .send(JSON.stringify(manifest((await readSiteSettings(app)).siteName))),
  );
  const made = new Map<string, Promise<Buffer>>();
  for (const [path, icon] of Object.entries(ICONS)) {
    app.get(path, { schema: { hide: true } }, async (_req, reply) => {
      let body = made.get(path);
      if (!body) {
        body = icon.make();
        made.set(path, body);
        body.catch(() => made.delete(path));
      }
      return reply
        .type(icon.type)
        .header('Cache-Control', 'public, max-age=86400')
        .send(await body);
    });
  }
};
