import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keylen: number, opts: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCb(password, salt, keylen, opts, (err, key) => (err ? reject(err) : resolve(key))),
  );

export interface PasswordCost {
  N: number;
  r: number;
  p: number;
}
// scrypt is memory-hard: N=2^15, r=8 uses 32 MiB per hash, about 60 ms here.
export const PASSWORD_COST: PasswordCost = { N: 32768, r: 8, p: 1 };
/** For tests only (config under NODE_ENV=test): 32 times cheaper, so a suite of sign-ups stays fast. */
export const TEST_PASSWORD_COST: PasswordCost = { N: 1024, r: 8, p: 1 };
const KEYLEN = 32;
const maxmem = 64 * 1024 * 1024;

/** Format: scrypt$N$r$p$salt$hash (base64url), so parameters can be raised later. */
export async function hashPassword(password: string, cost: PasswordCost = PASSWORD_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEYLEN, { ...cost, maxmem });
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Checks with the cost stored in the hash; `cost` is only spent when there is no hash to check. */
export async function verifyPassword(
  password: string,
  stored: string | null | undefined,
  cost: PasswordCost = PASSWORD_COST,
): Promise<boolean> {
  // Without a stored hash, still spend the same time, so timing does not reveal unknown accounts.
  const parts = (stored ?? '').split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') {
    await hashPassword(password, cost);
    return false;
  }
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
