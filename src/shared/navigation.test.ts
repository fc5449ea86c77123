import { describe, expect, it } from 'vitest';
import { NAV_ITEMS, isNavItemActive, isPathActive } from './navigation';

const item = (label: string) => {
  const found = NAV_ITEMS.find((i) => i.label === label);
  if (!found) throw new Error(`no nav item ${label}`);
  return found;
};

describe('header highlighting rule', () => {
  it('lights Home only on the front page itself', () => {
    expect(isPathActive('/', '/')).toBe(true);
    expect(isPathActive('/articles', '/')).toBe(false);
  });

  it('lights an entry on its own path and on paths below it', () => {
    expect(isPathActive('/articles', '/articles')).toBe(true);
    expect(isPathActive('/articles/abc123', '/articles')).toBe(true);
    expect(isPathActive('/events', '/articles')).toBe(false);
  });

  it('keeps an artist profile from lighting the artists directory', () => {
    expect(isPathActive('/artist/42', '/artists')).toBe(false);
  });

  it('lights a parent when one of its sub-items matches', () => {
    expect(isNavItemActive('/sports', item('News & Stories'))).toBe(true);
    expect(isNavItemActive('/vent-room', item('Community'))).toBe(true);
    expect(isNavItemActive('/marketplace', item('Lifestyle'))).toBe(true);
    expect(isNavItemActive('/marketplace', item('Community'))).toBe(false);
    expect(isNavItemActive('/about', item('Home'))).toBe(false);
  });
});
