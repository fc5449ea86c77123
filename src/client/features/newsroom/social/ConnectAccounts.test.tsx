// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { ConnectAccounts } from './ConnectAccounts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('connecting accounts on the desk', () => {
  it('says beside the PDS address that it must be https, and sends nothing', async () => {
    const mock = vi.fn(async () => jsonResponse({}));
    vi.stubGlobal('fetch', mock);
    renderWithProviders(<ConnectAccounts result={{}} />);
    const form = screen.getByRole('form', { name: 'Connect Bluesky' });
    await userEvent.type(within(form).getByLabelText('Handle'), 'bylocals.bsky.social');
    await userEvent.type(within(form).getByLabelText('App password'), 'abcd-efgh-ijkl-mnop');
    await userEvent.clear(within(form).getByLabelText('PDS address'));
    await userEvent.type(within(form).getByLabelText('PDS address'), 'ftp://pds.example');
    await userEvent.click(within(form).getByRole('button', { name: 'Connect Bluesky' }));

    expect(await within(form).findByText('PDS address must start with https://.')).toBeTruthy();
    expect(within(form).getByLabelText('PDS address').getAttribute('aria-invalid')).toBe('true');
    expect(mock).not.toHaveBeenCalled();
  });

  it('sends Bluesky’s handle, app password and PDS for the chosen city, and shows the field the server refused', async () => {
    const refused = 'This handle and app password did not sign in to Bluesky.';
    const mock = vi.fn(async () =>
      jsonResponse(
        { code: 'VALIDATION_FAILED', message: refused, errors: [{ path: 'appPassword', message: refused }] },
        400,
      ),
    );
    vi.stubGlobal('fetch', mock);
    renderWithProviders(<ConnectAccounts result={{}} />);
    await userEvent.selectOptions(screen.getByLabelText('City for the account'), 'nyc');
    const form = screen.getByRole('form', { name: 'Connect Bluesky' });
    await userEvent.type(within(form).getByLabelText('Handle'), '@bylocals.bsky.social');
    await userEvent.type(within(form).getByLabelText('App password'), 'abcd-efgh-ijkl-mnop');
    await userEvent.click(within(form).getByRole('button', { name: 'Connect Bluesky' }));

    expect(await within(form).findByText(refused)).toBeTruthy();
    expect(within(form).getByLabelText('App password').getAttribute('aria-invalid')).toBe('true');
    expect(within(form).queryByRole('alert')).toBeNull();
    const [url, init] = mock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/social/accounts');
    expect(JSON.parse(String(init.body))).toEqual({
      platform: 'bluesky',
      city: 'nyc',
      handle: 'bylocals.bsky.social',
      appPassword: 'abcd-efgh-ijkl-mnop',
      pdsUrl: 'https://bsky.social',
    });
  });

  it('starts X and Meta sign-ins for the chosen city, and says how the last one went', async () => {
    renderWithProviders(<ConnectAccounts result={{ error: 'X did not connect: access_denied' }} />);
    await userEvent.selectOptions(screen.getByLabelText('City for the account'), 'charlotte');
    expect(screen.getByRole('link', { name: 'Connect X' }).getAttribute('href')).toBe(
      '/api/admin/social/oauth/x/start?city=charlotte',
    );
    expect(screen.getByRole('link', { name: 'Connect Facebook and Instagram' }).getAttribute('href')).toBe(
      '/api/admin/social/oauth/meta/start?city=charlotte',
    );
    expect(screen.getByRole('alert').textContent).toBe('X did not connect: access_denied');
    cleanup();
    renderWithProviders(<ConnectAccounts result={{ connected: 'facebook' }} />);
    expect(screen.getByRole('status').textContent).toBe('Facebook is connected.');
  });
});
