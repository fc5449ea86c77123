// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { PUBLISH_RULE_MESSAGES } from '../../../../shared/newsroom/publish-rules';
import { dismissToast } from '../../../components/ui/use-toast';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { signedInUser } from '../../../test/fixtures';
import ContentEditPage from './ContentEditPage';

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

const event = {
  id: 'e1',
  kind: 'events',
  status: 'draft',
  isPublic: false,
  title: 'Harbor lights',
  description: 'Boats with lights on the harbor.',
  location: 'Canalside',
  startsAt: '2030-12-05T23:00:00.000Z',
  endsAt: null,
  imageUrl: '',
  city: 'buffalo',
  publishDate: '2026-11-01T15:00:00.000Z',
};

/** The event e1; a PATCH is answered by `patch`. */
function stubApi(patch: (body: Record<string, unknown>) => Response) {
  const patches: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/auth/user') return jsonResponse(signedInUser());
      if (url.startsWith('/api/admin/categories')) return jsonResponse([]);
      if (url === '/api/admin/content/events/e1' && init?.method === 'PATCH') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        patches.push(body);
        return patch(body);
      }
      if (url === '/api/admin/content/events/e1') return jsonResponse(event);
      return jsonResponse({ message: 'Not found' }, 404);
    }),
  );
  return patches;
}

async function openEvent() {
  renderWithProviders(<Route path="/admin/content/:kind/:id" component={ContentEditPage} />, {
    path: '/admin/content/events/e1',
  });
  return (await screen.findByLabelText('Publish date', {}, { timeout: 5000 })) as HTMLInputElement;
}
const errorOf = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '');

describe('scheduling a piece', () => {
  it('asks for a time in the future beside the publish date, and sends nothing', async () => {
    const patches = stubApi(() => jsonResponse(event));
    const publishDate = await openEvent();
    await userEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(errorOf(publishDate)?.textContent).toBe(PUBLISH_RULE_MESSAGES.scheduleInFuture));
    expect(publishDate.getAttribute('aria-invalid')).toBe('true');
    expect(patches).toEqual([]);
  });

  it('shows the server’s refusal of the schedule beside the publish date, in the same words', async () => {
    const refusal = { path: 'publishDate', message: PUBLISH_RULE_MESSAGES.scheduleInFuture };
    const patches = stubApi(() =>
      jsonResponse({ message: refusal.message, code: 'VALIDATION_ERROR', errors: [refusal] }, 400),
    );
    const publishDate = await openEvent();
    fireEvent.change(publishDate, { target: { value: '2031-01-02T10:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toMatchObject({ status: 'scheduled' });
    await waitFor(() => expect(errorOf(publishDate)?.textContent).toBe(PUBLISH_RULE_MESSAGES.scheduleInFuture));
  });
});
