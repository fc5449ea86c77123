/** Test helpers of the photo upload routes. */
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import type { TestContext } from './app';

/** The smallest valid PNG: signature, IHDR, IDAT and IEND of a 1x1 pixel. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Asks for an upload address and PUTs the bytes there; answers the PUT response. */
export async function upload(t: TestContext, cookie: string, body: Buffer, contentType = 'image/png') {
  const target = await t.app.inject({ method: 'POST', url: '/api/photos/upload-url', headers: { cookie } });
  const { uploadURL } = target.json<{ uploadURL: string }>();
  const res = await t.app.inject({
    method: 'PUT',
    url: uploadURL,
    payload: body,
    headers: { 'content-type': contentType },
  });
  return { uploadURL, res };
}

/** What staff do for a premium member: the account may upload its own photos. */
export async function grantUploads(t: TestContext, userId: string) {
  await t.database.db.update(users).set({ canUploadContent: true }).where(eq(users.id, userId));
}
