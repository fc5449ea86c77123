import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './auth';

describe('safeReturnTo', () => {
  it('keeps a path on this site, with its query', () => {
    expect(safeReturnTo('/events?city=buffalo')).toBe('/events?city=buffalo');
  });

  it.each([
    ['another host', 'https://evil.example/'],
    ['a protocol-relative address', '//evil.example'],
    ['a backslash trick', '/\\evil.example'],
    ['a header-splitting attempt', '/ok\r\nSet-Cookie: x=1'],
    ['an API call', '/api/logout'],
    ['characters a header cannot carry', '/caf\u00e9/\u4e2d'],
    ['no value', undefined],
    ['a non-string', 42],
  ])('sends %s home instead', (_what, value) => {
    expect(safeReturnTo(value)).toBe('/');
  });
});
