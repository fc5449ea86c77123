// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissToast } from '../../../components/ui/use-toast';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import AdminNewsletterPage from './AdminNewsletterPage';
import { candidates, draftEdition, person, sentEdition } from './test-fixtures';

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

type Handler = (url: string, init?: RequestInit) => Response | undefined;

/** Answers the account call as `who`, then whatever `handler` answers; anything else is a 404. */
function stubApi(who: 'anonymous' | 'member' | 'admin', handler: Handler = () => undefined) {
  const mock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/auth/user') {
      return who === 'anonymous' ? jsonResponse({ message: 'Unauthorized' }, 401) : jsonResponse(person(who));
    }
    return handler(url, init) ?? jsonResponse({ message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}
const calledUrls = (mock: ReturnType<typeof stubApi>) => mock.mock.calls.map(([url]) => url);

describe('AdminNewsletterPage', () => {
  it('asks visitors who are not signed in to log in, and loads no editions', async () => {
    const mock = stubApi('anonymous');
    renderWithProviders(<AdminNewsletterPage />, { path: '/admin/newsletter' });
    expect(await screen.findByRole('heading', { name: 'Access Restricted' })).toBeTruthy();
    expect(screen.getByText('Please log in to access the admin panel')).toBeTruthy();
    expect(calledUrls(mock).some((u) => u.includes('/api/newsletter/admin'))).toBe(false);
  });

  it('tells members the page is for admins only', async () => {
    const mock = stubApi('member');
    renderWithProviders(<AdminNewsletterPage />, { path: '/admin/newsletter' });
    expect(await screen.findByRole('heading', { name: 'Admin Access Required' })).toBeTruthy();
    expect(screen.getByText("You don't have permission to access this page.")).toBeTruthy();
    expect(calledUrls(mock).some((u) => u.includes('/api/newsletter/admin'))).toBe(false);
  });

  it("lists a city's editions with their status, and the rates of sent ones", async () => {
    const editions = [draftEdition(), sentEdition()];
    stubApi('admin', (url) => {
      if (url.startsWith('/api/newsletter/admin/editions?city=rochester')) return jsonResponse(editions);
      if (url === '/api/newsletter/admin/subscribers') return jsonResponse([{ city: 'rochester', confirmed: 3 }]);
    });
    renderWithProviders(<AdminNewsletterPage />, { path: '/admin/newsletter' });
    const list = await screen.findByRole('list', { name: 'Editions for Rochester, NY' });
    const [draft, sent] = within(list).getAllByRole('listitem');
    expect(within(draft!).getByText('Draft')).toBeTruthy();
    expect(within(draft!).queryByText(/Open rate/)).toBeNull();
    expect(within(sent!).getByText('Sent')).toBeTruthy();
    expect(within(sent!).getByText(/to 120 recipients/)).toBeTruthy();
    expect(within(sent!).getByText('42.5%')).toBeTruthy();
    expect(within(sent!).getByText('8%')).toBeTruthy();
    expect(await screen.findByText(/3 confirmed subscribers would receive/)).toBeTruthy();
  });

  it('drafts a new edition for the chosen city and opens it in the editor', async () => {
    const created = draftEdition({ id: 'ed9', city: 'charlotte', title: 'This Week in Charlotte' });
    const mock = stubApi('admin', (url, init) => {
      if (url.startsWith('/api/newsletter/admin/editions?city=')) return jsonResponse([]);
      if (url === '/api/newsletter/admin/editions' && init?.method === 'POST') return jsonResponse(created, 201);
      if (url === '/api/newsletter/admin/editions/ed9') return jsonResponse(created);
      if (url.startsWith('/api/newsletter/admin/candidates')) return jsonResponse(candidates);
    });
    renderWithProviders(<AdminNewsletterPage />, { path: '/admin/newsletter' });
    await userEvent.click(await screen.findByRole('button', { name: 'Charlotte, NC' }));
    expect(await screen.findByText('No editions for Charlotte, NC yet')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'New edition' }));
    expect(await screen.findByRole('heading', { name: 'This Week in Charlotte' })).toBeTruthy();
    const post = mock.mock.calls.find(
      ([url, init]) => url === '/api/newsletter/admin/editions' && init?.method === 'POST',
    );
    expect(JSON.parse(post?.[1]?.body as string)).toEqual({ city: 'charlotte' });
    await waitFor(() => expect(calledUrls(mock)).toContain('/api/newsletter/admin/candidates?city=charlotte'));
  });

  it('shows live delivery counts of a sent edition, and the subscribers who bounced or complained', async () => {
    const sent = sentEdition();
    let progressCalls = 0;
    stubApi('admin', (url) => {
      if (url.startsWith('/api/newsletter/admin/editions?city=rochester')) return jsonResponse([sent]);
      if (url === '/api/newsletter/admin/editions/ed0') return jsonResponse(sent);
      if (url === '/api/newsletter/admin/editions/ed0/progress') {
        progressCalls += 1;
        return jsonResponse(
          progressCalls === 1
            ? { total: 1200, waiting: 880, delivered: 300, failed: 19, suppressed: 1 }
            : { total: 1200, waiting: 0, delivered: 1180, failed: 19, suppressed: 1 },
        );
      }
      if (url === '/api/newsletter/admin/bounces')
        return jsonResponse([
          {
            email: 'gone@example.com',
            city: 'buffalo',
            reason: 'hard_bounce',
            provider: 'mailgun',
            detail: '550 No such user',
            reportedAt: '2026-11-27T15:00:00.000Z',
          },
        ]);
    });
    renderWithProviders(<AdminNewsletterPage />, { path: '/admin/newsletter' });
    const bounced = await screen.findByRole('region', { name: 'Bounced and complaining subscribers' });
    expect(await within(bounced).findByText('gone@example.com')).toBeTruthy();
    expect(within(bounced).getByText('550 No such user')).toBeTruthy();
    expect(within(bounced).getByText(/Bounced for good/)).toBeTruthy();

    const list = await screen.findByRole('list', { name: 'Editions for Rochester, NY' });
    await userEvent.click(within(list).getAllByRole('button')[0]!);
    const delivery = await screen.findByRole('region', { name: 'Delivery' });
    expect(await within(delivery).findByText(/Sending: 26% done · 300 of 1,200 delivered/)).toBeTruthy();
    expect(within(delivery).getByText(/880 waiting · 19 failed · 1 not sent/)).toBeTruthy();
    // Asked again while copies are on their way, until none is left.
    expect(
      await within(delivery).findByText(/Delivery finished · 1,180 of 1,200 delivered/, {}, { timeout: 5000 }),
    ).toBeTruthy();
  }, 20_000);
});
