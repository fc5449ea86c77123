import { describe, expect, it, vi } from 'vitest';
import { formatCount } from './numbers';

describe('formatCount', () => {
  it('groups whole numbers as Intl does, without asking Intl', () => {
    const values = [0, 7, 999, 1000, 1234, 99_999, 100_000, 1_000_000, 123_456_789, Number.MAX_SAFE_INTEGER];
    for (let n = 1; n < 1e15; n *= 7) values.push(Math.floor(n));
    const all = [...values, ...values.filter((n) => n !== 0).map((n) => -n)];
    const intl = new Intl.NumberFormat('en-US');
    const expected = all.map((n) => intl.format(n));
    const format = vi.spyOn(
      // `format` is a getter (it hands out a bound function), which the library's types call a method.
      Intl.NumberFormat.prototype as unknown as { format: unknown },
      'format',
      'get',
    );
    try {
      expect(all.map(formatCount)).toEqual(expected);
      expect(format).not.toHaveBeenCalled();
    } finally {
      format.mockRestore();
    }
    expect(formatCount(12_345)).toBe('12,345');
  });

  it('leaves fractions and huge numbers to Intl', () => {
    expect(formatCount(1234.5)).toBe('1,234.5');
    expect(formatCount(2 ** 60)).toBe((2 ** 60).toLocaleString('en-US'));
  });
});
