/** Keys are our own random names; anything that could climb out of a folder or prefix is refused. */
const SAFE_KEY = /^[A-Za-z0-9_-]{1,128}$/;

export function assertSafeKey(key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`invalid storage key: ${key}`);
  return key;
}
