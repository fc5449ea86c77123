import { describe, expect, it } from 'vitest';
import { telHref } from './phone';

describe('telHref', () => {
  it('dials the digits of a number as written, keeping a leading plus', () => {
    expect(telHref('(585) 555-0101')).toBe('tel:5855550101');
    expect(telHref('988')).toBe('tel:988');
    expect(telHref('+1 716-555-0199')).toBe('tel:+17165550199');
  });
});
