// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../shared/clock';
import { DateTime } from './DateTime';

describe('DateTime on the server', () => {
  it('writes the date in the magazine’s time zone, and says when there is none', () => {
    expect(renderToString(<DateTime value="2026-11-22T02:00:00Z" />)).toBe(
      '<time dateTime="2026-11-22T02:00:00Z">Nov 21, 2026</time>',
    );
    expect(renderToString(<DateTime value={null} />)).toBe('<time>No date</time>');
  });

  it('writes the format it is given, so the page it hydrates shows the same text', () => {
    expect(renderToString(<DateTime value="2026-11-22T02:00:00Z" format={formatDateTime} />)).toBe(
      '<time dateTime="2026-11-22T02:00:00Z">Nov 21, 2026, 9:00 PM</time>',
    );
  });
});
