// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { type SiteSettings } from '../../../../shared/site-settings-defaults';
import { DEFAULT_SITE_SETTINGS } from '../../../../shared/site-settings-about';
import { SettingsForm } from './SettingsForm';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The server's PUT /api/admin/settings: answers `reply` (the saved settings by default). */
function stubSave(reply?: (body: SiteSettings) => Response) {
  const saved: SiteSettings[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/admin/settings' && init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as SiteSettings;
        saved.push(body);
        return reply?.(body) ?? jsonResponse({ settings: body, updatedAt: '2026-11-28T12:00:00Z', updatedBy: 'Ada' });
      }
      return jsonResponse({ message: 'Not found' }, 404);
    }),
  );
  return saved;
}

const answer = { settings: DEFAULT_SITE_SETTINGS, updatedAt: null, updatedBy: null };
const form = () => screen.getByRole('form', { name: 'Site settings' });

describe('the settings form', () => {
  it('shows the footer as it will look while typing, then saves and says so', async () => {
    const saved = stubSave();
    const user = userEvent.setup();
    renderWithProviders(<SettingsForm answer={answer} />, { path: '/admin/settings' });
    const name = within(form()).getByLabelText('Site name');
    await user.clear(name);
    await user.type(name, 'The Genesee Ledger');
    await user.clear(within(form()).getByLabelText('Phone'));
    await user.type(within(form()).getByLabelText('Phone'), '(585) 555-0177');
    const preview = screen.getByRole('region', { name: 'Footer preview' });
    expect(within(preview).getByText('© 2024 The Genesee Ledger. Serving locals since 2020.')).toBeTruthy();
    expect(within(preview).getByText('(585) 555-0177')).toBeTruthy();
    expect(screen.getByText('You have unsaved changes.')).toBeTruthy();

    await user.click(within(form()).getByRole('button', { name: 'Save settings' }));
    expect((await screen.findByRole('status')).textContent).toContain('Settings saved');
    expect(saved).toEqual([
      { ...DEFAULT_SITE_SETTINGS, siteName: 'The Genesee Ledger', contactPhone: '(585) 555-0177' },
    ]);
    expect(screen.queryByText('You have unsaved changes.')).toBeNull();
  });

  it('shows its own field errors before sending anything', async () => {
    const saved = stubSave();
    const user = userEvent.setup();
    renderWithProviders(<SettingsForm answer={answer} />, { path: '/admin/settings' });
    await user.clear(within(form()).getByLabelText('Contact e-mail'));
    await user.type(within(form()).getByLabelText('Contact e-mail'), 'not an address');
    await user.type(within(form()).getByRole('textbox', { name: 'Facebook' }), 'https://example.com/page');
    await user.click(within(form()).getByRole('button', { name: 'Save settings' }));
    expect(
      await screen.findByText('The contact e-mail must be a valid e-mail address, like name@example.com.'),
    ).toBeTruthy();
    expect(screen.getByText('The Facebook link must be an address on facebook.com or fb.com.')).toBeTruthy();
    expect(within(form()).getByRole('textbox', { name: 'Facebook' }).getAttribute('aria-invalid')).toBe('true');
    expect(saved).toEqual([]);
  });

  it("puts the server's field errors beside their fields", async () => {
    stubSave(() =>
      jsonResponse(
        {
          message: 'Please correct the highlighted fields.',
          code: 'VALIDATION_ERROR',
          errors: [
            { path: 'social.youtube', message: 'The YouTube link must be an address on youtube.com or youtu.be.' },
          ],
        },
        400,
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<SettingsForm answer={answer} />, { path: '/admin/settings' });
    await user.click(within(form()).getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('The YouTube link must be an address on youtube.com or youtu.be.')).toBeTruthy();
    expect(within(form()).getByLabelText('YouTube').getAttribute('aria-invalid')).toBe('true');
  });
});
