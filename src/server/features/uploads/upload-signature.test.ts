import { describe, expect, it } from 'vitest';
import { UPLOAD_URL_TTL_MS, newUploadKey, signedUploadPath, verifyUploadSignature } from './upload-signature';

const SECRET = 'x'.repeat(40);
function parts(path: string) {
  const url = new URL(path, 'http://site');
  return { expires: Number(url.searchParams.get('expires')), sig: url.searchParams.get('sig') ?? '' };
}

describe('signed upload addresses', () => {
  it('are valid for their key until they expire, then refused', () => {
    const key = newUploadKey();
    const { expires, sig } = parts(signedUploadPath(SECRET, key, 1_000));
    expect(verifyUploadSignature(SECRET, key, expires, sig, 1_000 + UPLOAD_URL_TTL_MS)).toBe('ok');
    expect(verifyUploadSignature(SECRET, key, expires, sig, 1_001 + UPLOAD_URL_TTL_MS)).toBe('expired');
  });

  it('cannot be stretched to a later expiry or signed with another secret', () => {
    const key = newUploadKey();
    const { expires, sig } = parts(signedUploadPath(SECRET, key, 1_000));
    expect(verifyUploadSignature(SECRET, key, expires + 60_000, sig, 1_000)).toBe('invalid');
    expect(verifyUploadSignature('y'.repeat(40), key, expires, sig, 1_000)).toBe('invalid');
  });
});
