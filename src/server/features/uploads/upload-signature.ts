import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a signed upload address stays usable. */
export const UPLOAD_URL_TTL_MS = 15 * 60 * 1000;

/** A fresh random key: 32 hex characters, never chosen by the client. */
export const newUploadKey = () => randomBytes(16).toString('hex');
export const UPLOAD_KEY = /^[a-f0-9]{32}$/;

/** Who asked for the address and why ("<account id>:<purpose>"), signed with it so the library can trust it. */
export const UPLOAD_OWNER = /^[A-Za-z0-9-]{1,100}:(photo|ad-creative)$/;

const sign = (secret: string, key: string, expires: number, owner: string) =>
  createHmac('sha256', secret)
    .update(owner ? `upload:${key}:${expires}:${owner}` : `upload:${key}:${expires}`)
    .digest('base64url');

/** The PUT target handed to the browser: our own server, valid for one key until it expires. */
export function signedUploadPath(secret: string, key: string, now = Date.now(), owner = ''): string {
  const expires = now + UPLOAD_URL_TTL_MS;
  const by = owner ? `&by=${encodeURIComponent(owner)}` : '';
  return `/api/uploads/${key}?expires=${expires}&sig=${sign(secret, key, expires, owner)}${by}`;
}

export function verifyUploadSignature(
  secret: string,
  key: string,
  expires: number,
  sig: string,
  now = Date.now(),
  owner = '',
): 'ok' | 'expired' | 'invalid' {
  const expected = Buffer.from(sign(secret, key, expires, owner));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return expires < now ? 'expired' : 'ok';
}
