import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a signed upload address stays usable. */
export const UPLOAD_URL_TTL_MS = 15 * 60 * 1000;

/** A fresh random key: 32 hex characters, never chosen by the client. */
export const newUploadKey = () => randomBytes(16).toString('hex');
export const UPLOAD_KEY = /^[a-f0-9]{32}$/;

const sign = (secret: string, key: string, expires: number) =>
  createHmac('sha256', secret).update(`upload:${key}:${expires}`).digest('base64url');

/** The PUT target handed to the browser: our own server, valid for one key until it expires. */
export function signedUploadPath(secret: string, key: string, now = Date.now()): string {
  const expires = now + UPLOAD_URL_TTL_MS;
  return `/api/uploads/${key}?expires=${expires}&sig=${sign(secret, key, expires)}`;
}

export function verifyUploadSignature(
  secret: string,
  key: string,
  expires: number,
  sig: string,
  now = Date.now(),
): 'ok' | 'expired' | 'invalid' {
  const expected = Buffer.from(sign(secret, key, expires));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return expires < now ? 'expired' : 'ok';
}
