import { describe, expect, it } from 'vitest';
import { cutPage } from './service';

/**
 * The list statement answers a page as one text: the summaries' JSON between brackets, a newline
 * between each two (decision 040). `cutPage` keeps the first `limit` of them as the answer's bytes.
 */
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const summary = (n: number, title = `Story ${n}`) => JSON.stringify({ id: id(n), title, featured: false });
const text = (...items: string[]) => `[${items.join('\n')}]`;

describe('cutPage', () => {
  it('answers an empty list when the database read no row', () => {
    const page = cutPage(null, 50);
    expect(page.body.toString()).toBe('[]');
    expect(page).toMatchObject({ count: 0, hasMore: false });
    expect(page.nextCursor).toBeUndefined();
  });

  it('keeps every summary, separated by commas, when no more than the page were read', () => {
    for (const n of [1, 3]) {
      const items = Array.from({ length: n }, (_, i) => summary(i));
      const page = cutPage(text(...items), 3);
      expect(page.body.toString()).toBe(`[${items.join(',')}]`);
      expect(JSON.parse(page.body.toString())).toHaveLength(n);
      expect(page).toMatchObject({ count: n, hasMore: false });
      expect(page.nextCursor).toBeUndefined();
    }
  });

  it('cuts after the page, says more follow, and names the last kept summary as the next cursor', () => {
    const items = Array.from({ length: 13 }, (_, i) => summary(i));
    for (const limit of [1, 4, 12]) {
      const page = cutPage(text(...items), limit);
      expect(page.body.toString()).toBe(`[${items.slice(0, limit).join(',')}]`);
      expect(page).toMatchObject({ count: limit, hasMore: true, nextCursor: id(limit - 1) });
    }
  });

  it('is not misled by what a summary says inside its strings', () => {
    // JSON writes a newline in a string as \n, and a title may look like the start of a summary.
    const tricky = [summary(1, 'Line one\nline two'), summary(2, '{"id":"not-this-one"} ,\n]'), summary(3, 'Café 😀')];
    const page = cutPage(text(...tricky), 2);
    expect(JSON.parse(page.body.toString())).toEqual([JSON.parse(tricky[0]!), JSON.parse(tricky[1]!)]);
    expect(page.nextCursor).toBe(id(2));
    expect(cutPage(text(...tricky), 3).body.toString('utf8')).toContain('Café 😀');
  });

  it('reads the cursor from the summary itself when it does not start with a UUID id', () => {
    const other = [JSON.stringify({ title: 'Id last', id: 'a' }), JSON.stringify({ id: 'not-a-uuid' })];
    expect(cutPage(text(other[0]!, other[1]!), 1).nextCursor).toBe('a');
    expect(cutPage(text(other[1]!, other[0]!), 1).nextCursor).toBe('not-a-uuid');
  });
});
