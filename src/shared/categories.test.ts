import { describe, expect, it } from 'vitest';
import { categoryColor } from './categories';

describe('categoryColor', () => {
  it.each(['Local Business', 'Food & Dining', 'Environment'])('colours %s green', (category) => {
    expect(categoryColor(category)).toBe('green');
  });

  it.each(['Community', 'Youth'])('colours %s orange', (category) => {
    expect(categoryColor(category)).toBe('orange');
  });

  it.each(['News', 'Arts', 'Sports', '', null, undefined])('colours %s blue', (category) => {
    expect(categoryColor(category)).toBe('blue');
  });

  it('ignores letter case and stray spaces', () => {
    expect(categoryColor('  food &  dining ')).toBe('green');
    expect(categoryColor('YOUTH')).toBe('orange');
  });
});
