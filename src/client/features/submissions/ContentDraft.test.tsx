// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { ContentTab } from './ContentTab';
import type { ContentDraftView } from '../../../shared/submissions';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const saved = {
  id: 'd1',
  type: 'article',
  city: 'buffalo',
  title: 'The last diner on Hertel',
  description: 'Forty years of pancakes.',
  content: null,
  submitterName: 'Ada Reader',
  submitterEmail: 'ada@example.com',
  imageUrl: null,
  eventDate: null,
  eventTime: null,
  location: null,
  price: null,
  category: null,
  neighbourhood: null,
  savedAt: '2026-11-28T15:00:00.000Z',
} satisfies ContentDraftView;

/** The drafts API as the form uses it; answers each call and records it. */
function stubApi() {
  const calls: { method: string; url: string; body: Record<string, unknown> | undefined }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
      calls.push({ method, url, body });
      if (method === 'GET' && url === '/api/submissions/drafts/d1') return jsonResponse(saved);
      if (method === 'GET') return jsonResponse({ message: 'This draft does not exist.' }, 404);
      if (url.endsWith('/submit')) return jsonResponse({ id: 'd1', status: 'pending' });
      return jsonResponse({ id: 'd1', status: 'draft' }, method === 'POST' ? 201 : 200);
    }),
  );
  return calls;
}

const renderTab = (path = '/submit') => {
  const rendered = renderWithProviders(
    <ContentTab submitter={{ name: 'Ada Reader', email: 'ada@example.com', canUpload: false }} />,
    { path },
  );
  return { form: screen.getByRole('form', { name: 'Submit Content' }), location: rendered.location };
};

describe('saving a piece as a draft', () => {
  it('keeps a half-written piece (a title is enough), then sends that same piece for review', async () => {
    const calls = stubApi();
    const { form, location } = renderTab();
    await userEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
    expect(await within(form).findByText('Title is required')).toBeTruthy();
    expect(calls).toEqual([]);

    await userEvent.type(within(form).getByLabelText('Title'), 'The last diner on Hertel');
    await userEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved')).toBeTruthy();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/submissions/drafts',
      body: { title: 'The last diner on Hertel' },
    });
    await waitFor(() => expect(location.history.at(-1)).toBe('/submit?draft=d1'));

    await userEvent.type(within(form).getByLabelText('Brief description'), 'Forty years of pancakes.');
    await userEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ method: 'PUT', url: '/api/submissions/drafts/d1' }));

    await userEvent.click(within(form).getByRole('button', { name: 'Submit Content' }));
    expect(await screen.findByText('Content Submitted!')).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      url: '/api/submissions/drafts/d1/submit',
      body: { title: 'The last diner on Hertel', description: 'Forty years of pancakes.' },
    });
    // The next piece is a new one, not the sent draft.
    await waitFor(() => expect(location.history.at(-1)).toBe('/submit'));
  });

  it('reopens a saved draft from its address, and says so when it cannot', async () => {
    stubApi();
    const { form } = renderTab('/submit?draft=d1');
    await waitFor(() => expect((within(form).getByLabelText('Title') as HTMLInputElement).value).toBe(saved.title));
    expect((within(form).getByLabelText('Brief description') as HTMLTextAreaElement).value).toBe(saved.description);
    expect(screen.getByText(/You are writing a saved draft/)).toBeTruthy();
    cleanup();

    stubApi();
    renderTab('/submit?draft=gone');
    expect(await screen.findByText(/That draft could not be opened/)).toBeTruthy();
  });
});
