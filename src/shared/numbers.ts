/**
 * A whole number as en-US writes it ("12,345"), without Intl: a page's first Intl object loads the
 * browser's locale data (22-47 ms of one task in a new Chromium page here; decision 033), and a
 * counter needs nothing from it.
 * Anything but a safe integer goes to Intl. `numbers.test.ts` holds it to Intl's own text.
 */
export function formatCount(value: number): string {
  if (!Number.isSafeInteger(value)) return value.toLocaleString('en-US');
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ',');
  return value < 0 ? `-${digits}` : digits;
}
