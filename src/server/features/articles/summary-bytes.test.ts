import { describe, expect, it } from 'vitest';
import { SummaryBytes } from './summary-bytes';

const bytes = (n: number) => Buffer.alloc(n, 'x');

describe('SummaryBytes', () => {
  it('holds what it is given until two generations have filled since', () => {
    const held = new SummaryBytes(1500);
    held.set('a', bytes(300));
    expect(held.get('a')?.length).toBe(300);
    // Fills the first generation: 'a' moves to the older one and is still there.
    held.set('b', bytes(800));
    expect(held.get('b')).toBeDefined();
    expect(held.size).toBe(2);
    for (let i = 0; i < 5; i++) held.set(`c${i}`, bytes(600));
    expect(held.get('a')).toBeUndefined();
    expect(held.get('b')).toBeUndefined();
  });

  it('keeps an entry that is asked for while others come and go', () => {
    const held = new SummaryBytes(1000);
    held.set('kept', bytes(100));
    for (let i = 0; i < 50; i++) {
      held.set(`other${i}`, bytes(400));
      expect(held.get('kept')).toBeDefined();
    }
  });

  it('never holds more than two generations', () => {
    const held = new SummaryBytes(10_000);
    for (let i = 0; i < 10_000; i++) held.set(`key${i}`, bytes(100));
    // Each entry counts its 100 bytes, its key and an overhead of 200: some 30 a generation.
    expect(held.size).toBeLessThanOrEqual(2 * Math.ceil(10_000 / 300));
    expect(held.get('key9999')).toBeDefined();
    expect(held.get('key0')).toBeUndefined();
  });
});
