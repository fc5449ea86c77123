// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DateText } from './DateText';

describe('DateText on the server', () => {
  it('writes the date in the magazine’s time zone, and says when there is none', () => {
    expect(renderToString(<DateText value="2026-11-22T02:00:00Z" />)).toBe(
      '<time dateTime="2026-11-22T02:00:00Z">Nov 21, 2026</time>',
    );
    expect(renderToString(<DateText value={null} />)).toBe('<time>No date</time>');
  });
});
