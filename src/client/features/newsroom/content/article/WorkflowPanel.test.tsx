// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders } from '../../../../test/render';
import { WorkflowPanel } from './WorkflowPanel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const staff = [
  { id: 'u1', name: 'Ada Admin' },
  { id: 'u2', name: 'Eddie Editor' },
];

function stubApi() {
  const calls: { method: string; url: string; body: unknown }[] = [];
  let workflow = { assignee: null as { id: string; name: string } | null, staff, notes: [] as unknown[] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
      calls.push({ method: init?.method ?? 'GET', url, body });
      if (url.endsWith('/workflow')) return jsonResponse(workflow);
      if (url.endsWith('/assignee')) {
        workflow = { ...workflow, assignee: staff.find((s) => s.id === body?.assigneeId) ?? null };
        return jsonResponse(workflow);
      }
      if (url.endsWith('/notes')) {
        if (String(body?.body).length > 20)
          return jsonResponse(
            { message: 'A note must be at most 2000 characters', errors: [{ path: 'body', message: 'x' }] },
            400,
          );
        return jsonResponse(
          { id: 'n1', authorName: 'Ada Admin', body: body?.body, createdAt: '2026-11-28T15:00:00Z' },
          201,
        );
      }
      return jsonResponse({ message: 'Not found' }, 404);
    }),
  );
  return calls;
}

describe('the workflow panel', () => {
  it('assigns the story to a staff member from the list', async () => {
    const calls = stubApi();
    renderWithProviders(<WorkflowPanel articleId="a1" />);
    const select = await screen.findByLabelText('Assigned to');
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Eddie Editor' })).toBeTruthy());
    await userEvent.selectOptions(select, 'u2');
    await waitFor(() => expect((select as HTMLSelectElement).value).toBe('u2'));
    expect(calls).toContainEqual({
      method: 'PUT',
      url: '/api/admin/content/articles/a1/assignee',
      body: { assigneeId: 'u2' },
    });
  });

  it('adds a note to the thread, and says why when one is refused', async () => {
    stubApi();
    renderWithProviders(<WorkflowPanel articleId="a1" />);
    expect(await screen.findByText('No notes yet.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(screen.getByText('Please write the note')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('New note'), 'Check the quote');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    const notes = await screen.findByRole('list', { name: 'Notes' });
    expect(await within(notes).findByText('Check the quote')).toBeTruthy();
    expect((screen.getByLabelText('New note') as HTMLTextAreaElement).value).toBe('');
    await userEvent.type(screen.getByLabelText('New note'), 'A note far too long for the stand-in');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('A note must be at most 2000 characters')).toBeTruthy();
  });
});
