// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { ChangePasswordForm } from './ChangePasswordForm';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ChangePasswordForm', () => {
  it('says a wrong current password once, beside the field', async () => {
    const wrong = 'Your current password is incorrect.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(
          { message: wrong, code: 'WRONG_PASSWORD', errors: [{ path: 'currentPassword', message: wrong }] },
          400,
        ),
      ),
    );
    renderWithProviders(<ChangePasswordForm />);
    await userEvent.type(screen.getByLabelText('Current password'), 'not my password');
    await userEvent.type(screen.getByLabelText('New password'), 'a brand new password');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText(wrong)).toBeTruthy();
    expect(screen.getAllByText(wrong)).toHaveLength(1);
    expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
  });
});
