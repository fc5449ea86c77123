import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encrypts small secrets kept in the database (the TOTP seeds of two-step sign-in) with AES-256-GCM,
 * under a key derived (HKDF-SHA-256) from the site's session secret: a copy of the database alone
 * does not give away anyone's second factor. Sealed values read `v1.<iv>.<ciphertext>.<tag>`
 * (base64url). Changing SESSION_SECRET makes sealed values unreadable: two-step sign-in must then be
 * set up again.
 */
export interface SecretBox {
  seal(plain: string): string;
  /** The plain text, or null when the value was not sealed with this key (or was changed). */
  open(sealed: string): string | null;
}

const PREFIX = 'v1.';

export const isSealed = (value: string) => value.startsWith(PREFIX);

export function secretBox(sessionSecret: string, purpose: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', sessionSecret, 'by-locals-secret-box', purpose, 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(purpose));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return PREFIX + [iv, body, cipher.getAuthTag()].map((b) => b.toString('base64url')).join('.');
    },
    open(sealed) {
      if (!isSealed(sealed)) return null;
      const [iv, body, tag] = sealed
        .slice(PREFIX.length)
        .split('.')
        .map((p) => Buffer.from(p, 'base64url'));
      if (!iv || !body || !tag || iv.length !== 12 || tag.length !== 16) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv);
        decipher.setAAD(Buffer.from(purpose));
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
