// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { UserActivity } from './UserActivity';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a part of a page that failed to load', () => {
  it('says so and loads again on Try again, without reloading the page', async () => {
    let up = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        up
          ? new Response(JSON.stringify({ submissions: [], ventPosts: [] }), {
              headers: { 'content-type': 'application/json' },
            })
          : new Response('busy', { status: 503 }),
      ),
    );
    renderWithProviders(<UserActivity id="u1" />);
    expect((await screen.findByRole('alert')).textContent).toContain("The account's activity could not be loaded.");
    up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('No submissions.');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
