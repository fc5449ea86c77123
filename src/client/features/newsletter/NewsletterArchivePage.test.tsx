// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders } from '../../test/render';
import NewsletterArchivePage from './NewsletterArchivePage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const edition = (id: string, title: string, city: string, sentAt: string) => ({
  id,
  title,
  subject: `${title} subject`,
  content: `${title} intro`,
  city,
  sentAt,
});

type Edition = ReturnType<typeof edition>;

/** The archive API answering `list` (with its total), or `older` for later pages; records the URLs asked for. */
function stubArchive(list: Edition[], total = list.length, older: Edition[] = []) {
  const mock = vi.fn(async (url: string) => {
    const res = jsonResponse(url.includes('offset=0') ? list : older);
    res.headers.set('x-total-count', String(total));
    return res;
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

describe('the newsletter archive', () => {
  it('lists sent editions in the order the server gives (newest first), each linking to its page', async () => {
    stubArchive([
      edition('n2', 'Thanksgiving Week', 'buffalo', '2026-11-19T15:00:00.000Z'),
      edition('n1', 'First Frost', 'rochester', '2026-11-12T15:00:00.000Z'),
    ]);
    renderWithProviders(<NewsletterArchivePage />, { path: '/newsletter' });
    const items = await screen.findAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual([
      'Thanksgiving Week',
      'First Frost',
    ]);
    expect(within(items[0]!).getByText('Buffalo, NY')).toBeTruthy();
    expect(within(items[0]!).getByText('Nov 19, 2026')).toBeTruthy();
    const link = within(items[1]!).getByRole('link', { name: 'First Frost' });
    expect(link.getAttribute('href')).toBe('/newsletter/n1');
  });

  it('says so when nothing has been sent yet', async () => {
    stubArchive([]);
    renderWithProviders(<NewsletterArchivePage />, { path: '/newsletter' });
    expect(await screen.findByRole('heading', { name: 'No editions yet' })).toBeTruthy();
  });

  it('narrows the archive to one city and keeps the choice in the address', async () => {
    const mock = stubArchive([]);
    const { location } = renderWithProviders(<NewsletterArchivePage />, { path: '/newsletter' });
    await screen.findByRole('heading', { name: 'No editions yet' });
    await userEvent.selectOptions(screen.getByLabelText('City'), 'charlotte');
    expect(await screen.findByRole('heading', { name: 'No editions for Charlotte, NC yet' })).toBeTruthy();
    await waitFor(() => expect(mock.mock.calls.at(-1)?.[0]).toContain('city=charlotte'));
    expect(location.history.at(-1)).toBe('/newsletter?city=charlotte');
  });

  it('offers older editions when there are more than one page', async () => {
    const mock = stubArchive([edition('n3', 'Snow Days', 'nyc', '2026-11-26T15:00:00.000Z')], 2, [
      edition('n2', 'Thanksgiving Week', 'buffalo', '2026-11-19T15:00:00.000Z'),
    ]);
    renderWithProviders(<NewsletterArchivePage />, { path: '/newsletter' });
    await userEvent.click(await screen.findByRole('button', { name: 'Show older editions' }));
    expect(await screen.findByRole('heading', { name: 'Thanksgiving Week' })).toBeTruthy();
    expect(mock.mock.calls.at(-1)?.[0]).toContain('offset=1');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Show older editions' })).toBeNull();
  });
});
