import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A fresh confirmation token: 256 random bits; only its hash is stored. */
export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const mac = (secret: string, purpose: string, id: string) =>
  createHmac('sha256', secret).update(`newsletter:${purpose}:${id}`).digest('base64url');

/**
 * Unsubscribe links must keep working from every edition ever sent, so they are not stored:
 * the token is the subscription id signed with the server's secret for this one purpose.
 */
export function unsubscribeToken(secret: string, subscriptionId: string): string {
  return `${subscriptionId}.${mac(secret, 'unsubscribe', subscriptionId)}`;
}

/** The subscription id an unsubscribe token was made for, or null for anything forged or mangled. */
export function readUnsubscribeToken(secret: string, token: string): string | null {
  const dot = token.lastIndexOf('.');
  if (dot <= 0 || token.length > 300) return null;
  const id = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(mac(secret, 'unsubscribe', id));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
