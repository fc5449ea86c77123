/**
 * The post's picture in the size its network wants: read from this site (or its address), decoded
 * and re-encoded with sharp, fitted inside the network's largest useful size as a JPEG.
 */
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { siteUrl } from '../../../platform/site-url';
import type { OutgoingImage, SocialPlatform } from './platforms/types';
import { PlatformError } from './platforms/types';

const SIZES: Record<SocialPlatform, { width: number; height: number }> = {
  twitter: { width: 1600, height: 900 },
  bluesky: { width: 2000, height: 2000 },
  instagram: { width: 1080, height: 1350 },
  facebook: { width: 2048, height: 2048 },
  mastodon: { width: 1920, height: 1920 },
};

async function readBytes(app: FastifyInstance, imageUrl: string): Promise<Buffer> {
  if (imageUrl.startsWith('/')) {
    const res = await app.inject({ method: 'GET', url: imageUrl });
    if (res.statusCode !== 200)
      throw new PlatformError('rejected', `The image ${imageUrl} could not be read (${res.statusCode}).`);
    return res.rawPayload;
  }
  const res = await fetch(imageUrl, { signal: AbortSignal.timeout(20_000) });
  if (!res.ok) throw new PlatformError('unavailable', `The image could not be fetched (${res.status}).`);
  return Buffer.from(await res.arrayBuffer());
}

export async function imageFor(
  app: FastifyInstance,
  platform: SocialPlatform,
  imageUrl: string,
  alt: string,
): Promise<OutgoingImage> {
  const size = SIZES[platform];
  let bytes: Buffer;
  try {
    bytes = await sharp(await readBytes(app, imageUrl))
      .rotate()
      .resize({ ...size, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
  } catch (err) {
    if (err instanceof PlatformError) throw err;
    throw new PlatformError('rejected', 'The image is not a picture we can send.');
  }
  const url = imageUrl.startsWith('/') ? `${siteUrl(app.deps.config)}${imageUrl}` : imageUrl;
  return { url, bytes: new Uint8Array(bytes), contentType: 'image/jpeg', alt: alt.slice(0, 1000) };
}
