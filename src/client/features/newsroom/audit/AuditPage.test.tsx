// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import AuditPage from './AuditPage';
import { signedInUser } from '../../../test/fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const admin = signedInUser({ firstName: 'Ada', lastName: 'Admin' });
const TARGET = '5f0c2a5e-8f5b-4a3e-9b1e-0d7c1f2a3b4c';

describe('the audit log page', () => {
  it('names targets by their titles and filters by who acted', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url === '/api/auth/user') return jsonResponse(admin);
        if (url === '/api/admin/audit/actors')
          return jsonResponse([
            { id: 'u2', name: 'Eddie Editor' },
            { id: 'u1', name: 'Ada Admin' },
          ]);
        if (url.startsWith('/api/admin/audit')) {
          asked.push(url);
          return jsonResponse([
            {
              id: 'e1',
              actorId: 'u2',
              actorName: 'Eddie Editor',
              action: 'content.update',
              entityType: 'articles',
              entityId: TARGET,
              entityLabel: 'Snow plows ready',
              before: { status: 'draft' },
              after: { status: 'published' },
              createdAt: '2026-11-20T15:00:00Z',
            },
          ]);
        }
        return jsonResponse({ message: 'Not found' }, 404);
      }),
    );
    renderWithProviders(<AuditPage />, { path: '/admin/audit' });
    const entries = await screen.findByRole('list', { name: 'Audit entries' });
    expect(within(entries).getByText('“Snow plows ready”')).toBeTruthy();
    expect(entries.textContent).not.toContain(TARGET);
    const who = screen.getByLabelText('Who');
    await waitFor(() => expect(within(who).getByRole('option', { name: 'Eddie Editor' })).toBeTruthy());
    await userEvent.selectOptions(who, 'Eddie Editor');
    await waitFor(() => expect(asked.some((u) => u.includes('actor=u2'))).toBe(true));
  });
});
