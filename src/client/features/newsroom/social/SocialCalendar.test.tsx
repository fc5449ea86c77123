// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SocialPostView } from '../../../../shared/social-contract';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { SocialCalendar } from './SocialCalendar';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// Wednesday 4 December 2030, local time: the week shown runs Monday 2 to Sunday 8.
const TODAY = new Date(2030, 11, 4, 10, 0);

function post(over: Partial<SocialPostView>): SocialPostView {
  return {
    id: 'p1',
    accountId: 'a1',
    platform: 'twitter',
    city: 'buffalo',
    title: 'Canalside reopens',
    content: 'Canalside reopens',
    imageUrl: null,
    link: null,
    linkedContentId: null,
    linkedContentType: null,
    status: 'scheduled',
    waitingForReconnect: false,
    scheduledFor: new Date(2030, 11, 3, 9, 30).toISOString(),
    postedAt: null,
    remoteUrl: null,
    attempts: 0,
    lastError: null,
    engagement: null,
    ...over,
  };
}

const POSTS = [
  post({}),
  post({
    id: 'p2',
    platform: 'bluesky',
    title: 'Market on Elmwood',
    status: 'posted',
    scheduledFor: new Date(2030, 11, 5, 14, 0).toISOString(),
    postedAt: new Date(2030, 11, 5, 14, 1).toISOString(),
  }),
  post({ id: 'p3', platform: 'mastodon', title: 'Jazz night', waitingForReconnect: true }),
];

const ENGAGEMENT = {
  days: [
    { day: '2030-12-03', likes: 12, reposts: 3, replies: 2, posts: 1 },
    { day: '2030-12-04', likes: 0, reposts: 0, replies: 0, posts: 0 },
  ],
};

/** The desk's API: the lists answer from fixtures, the schedule route with `schedule`. */
function stubApi(schedule: (body: { scheduledFor: string }) => Response = (b) => jsonResponse(post(b))) {
  const mock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.includes('/engagement')) return jsonResponse(ENGAGEMENT);
    if (url.endsWith('/schedule')) return schedule(JSON.parse(String(init?.body)) as { scheduledFor: string });
    return jsonResponse(POSTS);
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

const scheduleCalls = (mock: ReturnType<typeof stubApi>) =>
  mock.mock.calls
    .filter(([url]) => String(url).endsWith('/schedule'))
    .map(([url, init]) => [url, JSON.parse(String((init as RequestInit).body))] as const);

describe('the social calendar', () => {
  it("places each post on its day, with its network and state in words, for the city's week", async () => {
    const mock = stubApi();
    renderWithProviders(<SocialCalendar initialCity="buffalo" today={TODAY} />);
    const tuesday = await screen.findByTestId('day-2030-12-03');
    expect(await within(tuesday).findByText('Canalside reopens')).toBeTruthy();
    expect(within(tuesday).getAllByText('Scheduled').length).toBe(1);
    expect(within(tuesday).getByText('Waiting for reconnect')).toBeTruthy();
    const thursday = screen.getByTestId('day-2030-12-05');
    expect(within(thursday).getByText('Market on Elmwood')).toBeTruthy();
    expect(within(thursday).getByText('Posted')).toBeTruthy();
    expect(within(screen.getByTestId('day-2030-12-04')).queryByText(/Canalside|Market|Jazz/)).toBeNull();
    const listUrl = String(mock.mock.calls.find(([u]) => String(u).includes('/posts?'))?.[0]);
    expect(new URL(listUrl, 'http://x').searchParams.get('city')).toBe('buffalo');
    expect(new URL(listUrl, 'http://x').searchParams.get('from')).toBe(new Date(2030, 11, 2).toISOString());
    expect(new URL(listUrl, 'http://x').searchParams.get('to')).toBe(new Date(2030, 11, 9).toISOString());
  });

  it('moves to the next week and back to today', async () => {
    stubApi();
    renderWithProviders(<SocialCalendar initialCity="buffalo" today={TODAY} />);
    expect(await screen.findByText('Week of December 2, 2030')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    expect(screen.getByText('Week of December 9, 2030')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Month' }));
    expect(screen.getByText('December 2030')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(screen.getByText('December 2030')).toBeTruthy();
  });

  it('dropping a post on another day reschedules it to that day at the same time', async () => {
    const mock = stubApi();
    renderWithProviders(<SocialCalendar initialCity="buffalo" today={TODAY} />);
    const card = (await screen.findByText('Canalside reopens')).closest('[draggable="true"]') as HTMLElement;
    const friday = screen.getByTestId('day-2030-12-06');
    fireEvent.dragStart(card);
    fireEvent.dragOver(friday);
    fireEvent.drop(friday);
    expect(await screen.findByText(/^Moved to/)).toBeTruthy();
    expect(scheduleCalls(mock)).toEqual([
      ['/api/admin/social/posts/p1/schedule', { scheduledFor: new Date(2030, 11, 6, 9, 30).toISOString() }],
    ]);
  });

  it('a posted post cannot be dragged', async () => {
    stubApi();
    renderWithProviders(<SocialCalendar initialCity="buffalo" today={TODAY} />);
    const card = (await screen.findByText('Market on Elmwood')).closest('[data-testid]') as HTMLElement;
    expect(card.getAttribute('draggable')).toBe('false');
    expect(within(card).queryByRole('button', { name: /Move to/ })).toBeNull();
  });

  it('"Move to…" reschedules from the keyboard', async () => {
    const mock = stubApi();
    renderWithProviders(<SocialCalendar initialCity="buffalo" today={TODAY} />);
    await screen.findByText('Canalside reopens');
    await userEvent.click(screen.getByRole('button', { name: 'Move to… (X: Canalside reopens)' }));
    const field = screen.getByLabelText('New time for X: Canalside reopens');
    await userEvent.clear(field);
    await userEvent.type(field, '2030-12-07T18:15');
    await userEvent.click(screen.getByRole('button', { name: 'Move' }));
    expect(await screen.findByText(/^Moved to/)).toBeTruthy();
    expect(scheduleCalls(mock)).toEqual([
      ['/api/admin/social/posts/p1/schedule', { scheduledFor: new Date(2030, 11, 7, 18, 15).toISOString() }],
    ]);
  });

  it("shows the server's reason when a move is refused", async () => {
    const message = 'Choose a time that is still ahead.';
    stubApi(() =>
      jsonResponse({ message, code: 'VALIDATION_ERROR', errors: [{ path: 'scheduledFor', message }] }, 400),
    );
    renderWithProviders(<SocialCalendar initialCity="buffalo" today={TODAY} />);
    const card = (await screen.findByText('Canalside reopens')).closest('[draggable="true"]') as HTMLElement;
    fireEvent.dragStart(card);
    fireEvent.drop(screen.getByTestId('day-2030-12-02'));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });
});

describe('the engagement chart', () => {
  it('has a title and lists the figures in a table', async () => {
    stubApi();
    renderWithProviders(<SocialCalendar initialCity="buffalo" today={TODAY} />);
    const chart = await screen.findByRole('img', { name: 'Engagement in Buffalo, NY, last 30 days' });
    expect(chart.tagName.toLowerCase()).toBe('svg');
    const table = screen.getByRole('table', { name: 'Engagement in Buffalo, NY, last 30 days' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Day', 'Posts', 'Likes', 'Reposts', 'Replies'],
      ['Dec 3', '1', '12', '3', '2'],
      ['Dec 4', '0', '0', '0', '0'],
    ]);
  });
});
