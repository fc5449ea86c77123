// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { Header } from './Header';

const user = (overrides: Record<string, unknown>) => ({
  id: 'u1',
  email: 'maria.lopez@example.com',
  firstName: 'Maria',
  lastName: 'Lopez',
  profileImageUrl: null,
  role: 'member',
  membershipType: 'free',
  membershipStatus: 'active',
  canUploadContent: false,
  ...overrides,
});

function stubAuthUser(response: () => Promise<Response>) {
  const fetchMock = vi.fn(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const anonymous = () => stubAuthUser(async () => jsonResponse({ message: 'Unauthorized' }, 401));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Header navigation', () => {
  it('links every entry of the spec to its page', () => {
    anonymous();
    renderWithProviders(<Header />);
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    const expected: [string, string][] = [
      ['Home', '/'],
      ['News & Stories', '/articles'],
      ['Articles', '/articles'],
      ['Sports', '/sports'],
      ['Events', '/events'],
      ['Community', '/businesses'],
      ['Local Business', '/businesses'],
      ['Artists', '/artists'],
      ['Resources', '/resources'],
      ['Vent Room', '/vent-room'],
      ['Lifestyle', '/fashion'],
      ['Fashion', '/fashion'],
      ['Deals & Coupons', '/marketplace'],
      ['Submit Content', '/submit'],
      ['About', '/about'],
      ['Contact', '/contact'],
    ];
    for (const [name, href] of expected) expect(nav.getByRole('link', { name })).toHaveProperty('pathname', href);
    expect(nav.getAllByRole('link')).toHaveLength(expected.length);
    expect(screen.getByRole('link', { name: /By Locals, For Locals/ })).toHaveProperty('pathname', '/');
  });

  it('marks the current page and its section', () => {
    anonymous();
    renderWithProviders(<Header />, { path: '/sports' });
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'Sports' }).getAttribute('aria-current')).toBe('page');
    expect(nav.getByRole('link', { name: 'News & Stories' }).getAttribute('aria-current')).toBe('true');
    expect(nav.getByRole('link', { name: 'Home' }).hasAttribute('aria-current')).toBe(false);
    expect(nav.getByRole('link', { name: 'Community' }).hasAttribute('aria-current')).toBe(false);
  });

  it('opens a sub-menu from its button for keyboard and touch users', async () => {
    anonymous();
    renderWithProviders(<Header />);
    const toggle = screen.getByRole('button', { name: 'Community menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).not.toBeNull();
  });

  it('closes the mobile menu when a link in it is chosen', async () => {
    anonymous();
    const { location } = renderWithProviders(<Header />);
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();

    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(toggle);
    const menu = await screen.findByRole('navigation', { name: 'Mobile' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-controls')).toBe(menu.id);

    await userEvent.click(within(menu).getByRole('link', { name: 'Vent Room' }));
    expect(location.history.at(-1)).toBe('/vent-room');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the mobile menu even when the chosen link is the page already shown', async () => {
    anonymous();
    renderWithProviders(<Header />, { path: '/about' });
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Mobile' });
    await userEvent.click(within(menu).getByRole('link', { name: 'About' }));
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
  });

  it('goes to the full search results when Enter is pressed without choosing a result', async () => {
    anonymous();
    const { location } = renderWithProviders(<Header />);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    // The search dialog's code loads when the button is first used.
    await userEvent.type(await screen.findByRole('combobox', { name: 'Search the site' }), 'jazz festival{Enter}');
    expect(location.history.at(-1)).toBe('/search?q=jazz%20festival');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows results as you type; arrow keys choose one and Enter opens it', async () => {
    const hit = (id: string, title: string) => ({
      kind: 'businesses',
      id,
      title,
      snippet: 'Fresh \u27e6bread\u27e7 daily',
      url: `/businesses/${id}`,
      city: 'rochester',
      imageUrl: null,
    });
    const fetchMock = vi.fn(async (url: string) =>
      url.startsWith('/api/search')
        ? jsonResponse({ q: 'bread', groups: [{ kind: 'businesses', hits: [hit('b1', 'Crumb'), hit('b2', 'Loaf')] }] })
        : jsonResponse({ message: 'Unauthorized' }, 401),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { location } = renderWithProviders(<Header />);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const box = await screen.findByRole('combobox', { name: 'Search the site' });
    await userEvent.type(box, 'bread');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['CrumbFresh bread daily', 'LoafFresh bread daily']);
    expect(within(options[0]!).getAllByText('bread')[0]!.tagName).toBe('MARK');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    expect(options[1]!.getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{Enter}');
    expect(location.history.at(-1)).toBe('/businesses/b2');
    expect(fetchMock.mock.calls.filter(([u]) => String(u).startsWith('/api/search')).length).toBeLessThanOrEqual(2);
  });
});

describe('Header account area', () => {
  it('shows a placeholder while the user loads', () => {
    stubAuthUser(() => new Promise(() => {}));
    renderWithProviders(<Header />);
    expect(screen.getByRole('status', { name: 'Loading your account' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign In' })).toBeNull();
  });

  it.each([
    ['the first name', { firstName: 'Maria' }, 'Maria'],
    ['the e-mail before the @ without a first name', { firstName: null }, 'maria.lopez'],
    ["'User' without name or e-mail", { firstName: null, email: null }, 'User'],
  ])('greets a signed-in user by %s', async (_case, overrides, shown) => {
    const fetchMock = stubAuthUser(async () => jsonResponse(user(overrides)));
    renderWithProviders(<Header />);
    expect(await screen.findByText(shown)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign In' })).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/user', { credentials: 'include' });
  });

  it.each([
    ['signed out (401)', () => jsonResponse({ message: 'Unauthorized' }, 401)],
    ['the user call fails', () => new Response('', { status: 500 })],
  ])('offers Sign In when %s, asking only once', async (_case, respond) => {
    const fetchMock = stubAuthUser(async () => respond());
    renderWithProviders(<Header />);
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('navigates the browser to /api/login, and posts to /api/logout', async () => {
    const original = window.location;
    const fake = { href: 'http://localhost/' };
    Object.defineProperty(window, 'location', { configurable: true, value: fake });
    try {
      anonymous();
      renderWithProviders(<Header />);
      await userEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
      expect(fake.href).toBe('/api/login');
      cleanup();

      const fetchMock = stubAuthUser(async () => jsonResponse(user({})));
      renderWithProviders(<Header />);
      await userEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
      // Sign-out is a POST (never a GET a cross-site link could trigger), then the home page.
      await waitFor(() => expect(fake.href).toBe('/'));
      expect(fetchMock).toHaveBeenCalledWith('/api/logout', expect.objectContaining({ method: 'POST' }));
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
  });
});
