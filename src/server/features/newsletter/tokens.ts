import { createHash, randomBytes } from 'node:crypto';
import { readSignedToken, signedToken } from '../../platform/signed-links';

/** A fresh confirmation token: 256 random bits; only its hash is stored. */
export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Unsubscribe links must keep working from every edition ever sent, so they are not stored:
 * the token is the subscription id signed with the server's secret for this one purpose.
 */
export function unsubscribeToken(secret: string, subscriptionId: string): string {
  return signedToken(secret, 'newsletter:unsubscribe', subscriptionId);
}

/** The subscription id an unsubscribe token was made for, or null for anything forged or mangled. */
export function readUnsubscribeToken(secret: string, token: string): string | null {
  return readSignedToken(secret, 'newsletter:unsubscribe', token);
}
