// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { Artist } from '../../../shared/artists';
import { renderWithProviders } from '../../test/render';
import { ArtistCard } from './ArtistCard';

afterEach(cleanup);

const artist = (over: Partial<Artist> = {}): Artist => ({
  id: 'ar1',
  name: 'Mara Quinn',
  bio: 'Murals along the river.',
  medium: 'Visual Arts',
  city: 'buffalo',
  email: null,
  hasEmail: true,
  portfolioUrl: null,
  website: null,
  imageUrl: null,
  isAvailable: true,
  followers: 0,
  following: 0,
  totalLikes: 0,
  profileViews: 0,
  ...over,
});

describe('ArtistCard', () => {
  it("offers Contact for an artist with a private address: it opens the profile's message box", () => {
    renderWithProviders(<ArtistCard artist={artist()} />);
    const contact = screen.getByRole('link', { name: 'Contact Mara Quinn' });
    expect(contact.getAttribute('href')).toBe('/artist/ar1?tab=contact');
    expect(contact.getAttribute('title')).toMatch(/address stays private/);
    expect(contact.getAttribute('href')).not.toContain('mailto:');
  });

  it('opens a mailto link only for an address the artist published, and no Contact without one', () => {
    renderWithProviders(<ArtistCard artist={artist({ email: 'studio@example.com' })} />);
    expect(screen.getByRole('link', { name: 'Contact Mara Quinn' }).getAttribute('href')).toBe(
      'mailto:studio@example.com',
    );
    cleanup();
    renderWithProviders(<ArtistCard artist={artist({ hasEmail: false })} />);
    expect(screen.queryByRole('link', { name: /Contact/ })).toBeNull();
  });
});
