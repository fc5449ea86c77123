/** Test helpers of the submission, upload and review routes. */
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { createTestApp, type TestContext } from './app';
import { sessionCookie } from './http';

export const submitTestApp = (): Promise<TestContext> => createTestApp();

let counter = 0;
/** Registers an account; the first of a fresh database becomes the admin. */
export async function signUp(t: TestContext) {
  counter += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      firstName: 'Sub',
      lastName: 'Mitter',
      email: `submitter${counter}-${Date.now()}@example.com`,
      password: 'correct horse battery',
    },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.body}`);
  return { id: res.json<{ id: string }>().id, cookie: sessionCookie(res) };
}

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
