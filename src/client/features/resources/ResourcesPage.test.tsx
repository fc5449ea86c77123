// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { Resource } from '../../../shared/directory';
import { jsonResponse, renderWithProviders } from '../../test/render';
import ResourcesPage from './ResourcesPage';

const resource = (over: Partial<Resource>): Resource => ({
  id: 'r',
  title: 'Library Job Help',
  category: 'Employment',
  description: 'Resume help every Tuesday.',
  contactInfo: '(585) 555-0101',
  location: '115 South Ave',
  website: null,
  phone: null,
  email: null,
  hours: null,
  services: null,
  imageUrl: null,
  isEmergency: false,
  city: 'rochester',
  ...over,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the resources page', () => {
  it('lists emergency help first and marks it, with Visit Website opening the site', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse([
          resource({ id: 'a', title: 'Food Pantry', website: 'https://pantry.example.org' }),
          resource({ id: 'b', title: '988 Crisis Line', isEmergency: true }),
        ]),
      ),
    );
    renderWithProviders(<ResourcesPage />, { path: '/resources' });
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(['988 Crisis Line', 'Food Pantry']);
    expect(screen.getAllByText('Emergency')).toHaveLength(1);
    const visit = screen.getByRole('link', { name: 'Visit Website' });
    expect(visit.getAttribute('href')).toBe('https://pantry.example.org');
    expect(visit.getAttribute('target')).toBe('_blank');
  });

  it('says so when there are no resources', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse([])),
    );
    renderWithProviders(<ResourcesPage />, { path: '/resources' });
    expect(await screen.findByRole('heading', { name: 'No Resources Yet' })).toBeTruthy();
  });

  it('makes a phone number a link that dials it, and an e-mail address one that writes to it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse([
          resource({
            id: 'b',
            title: '988 Crisis Line',
            isEmergency: true,
            phone: '988',
            email: 'help@crisis.example.org',
            hours: '24/7',
            contactInfo: '988 · help@crisis.example.org · 24/7',
          }),
        ]),
      ),
    );
    renderWithProviders(<ResourcesPage />, { path: '/resources' });
    const call = await screen.findByRole('link', { name: 'Call 988' });
    expect(call.getAttribute('href')).toBe('tel:988');
    expect(screen.getByRole('link', { name: 'help@crisis.example.org' }).getAttribute('href')).toBe(
      'mailto:help@crisis.example.org',
    );
    expect(screen.getByText('24/7')).toBeTruthy();
  });
});
