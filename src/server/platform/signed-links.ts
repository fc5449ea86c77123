/**
 * Tokens for links in e-mails that must keep working from every message ever sent (unsubscribe
 * links), so they are not stored: the token is an id signed with the server's secret for one purpose.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const mac = (secret: string, purpose: string, id: string) =>
  createHmac('sha256', secret).update(`${purpose}:${id}`).digest('base64url');

/** `purpose` names what the link does, e.g. "newsletter:unsubscribe". */
export function signedToken(secret: string, purpose: string, id: string): string {
  return `${id}.${mac(secret, purpose, id)}`;
}

/** The id a token was made for with this purpose, or null for anything forged or mangled. */
export function readSignedToken(secret: string, purpose: string, token: string): string | null {
  const dot = token.lastIndexOf('.');
  if (dot <= 0 || token.length > 300) return null;
  const id = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(mac(secret, purpose, id));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
