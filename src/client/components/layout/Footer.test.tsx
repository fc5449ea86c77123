// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { Footer } from './Footer';

afterEach(cleanup);

describe('Footer', () => {
  it('links the quick links of spec 000 and the contact page', () => {
    renderWithProviders(<Footer />);
    const footer = screen.getByRole('contentinfo');
    for (const [name, href] of [
      ['Latest Articles', '/articles'],
      ['Local Business Directory', '/businesses'],
      ['Community Events', '/events'],
      ['Submit a Story', '/submit'],
    ]) {
      expect(within(footer).getAllByRole('link', { name })[0]?.getAttribute('href'), name).toBe(href);
    }
    expect(footer.textContent).toContain('© 2024 By Locals, For Locals');
  });

  it('shows the social networks as marks, not as buttons that do nothing', () => {
    renderWithProviders(<Footer />);
    expect(screen.getByRole('img', { name: 'Facebook (coming soon)' })).toBeTruthy();
    expect(within(screen.getByRole('contentinfo')).queryAllByRole('button')).toHaveLength(0);
  });
});
