// @vitest-environment happy-dom
import { useId, type ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { signInSchema } from '../../shared/auth';
import type { ApiErrorBody } from '../../shared/errors';
import { ApiError } from './api';
import { CHECKS_UNAVAILABLE, CORRECT_THE_FIELDS, useZodForm } from './use-zod-form';

afterEach(cleanup);

type Load = () => Promise<typeof signInSchema>;
const loadSchema: Load = () => import('../../shared/auth').then((m) => m.signInSchema);

/** A labelled input with its error beside it, as the site's Field draws one. */
function Input({ label, error, ...props }: { label: string; error?: string } & ComponentProps<'input'>) {
  const id = useId();
  return (
    <p>
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} {...props} />
      {error && <span>{error}</span>}
    </p>
  );
}

/** A sign-in form on the hook: the page's own sign-in form reads the same way. */
function SignIn({ send, schema = loadSchema }: { send: (values: unknown) => Promise<void>; schema?: Load }) {
  const { form, formError, showFailure } = useZodForm({ schema, defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await send(values);
    } catch (error) {
      showFailure(error, 'Sign-in failed. Please try again.');
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Sign in">
      {formError && <p role="alert">{formError}</p>}
      <Input label="E-mail" error={errors.email?.message} {...form.register('email')} />
      <Input label="Password" type="password" error={errors.password?.message} {...form.register('password')} />
      <button type="submit">Sign In</button>
    </form>
  );
}

const refused = (status: number, body: ApiErrorBody) => new ApiError(status, JSON.stringify(body));

async function fillAndSend(email: string, password: string) {
  await userEvent.type(screen.getByLabelText('E-mail'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('useZodForm', () => {
  it('says beside each field what the shared schema finds wrong, and sends nothing', async () => {
    const send = vi.fn(async () => {});
    render(<SignIn send={send} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter your e-mail address.')).toBeTruthy();
    expect(screen.getByText('Please enter your password.')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it("sends the checked values, and puts the server's field error beside its field once", async () => {
    const send = vi.fn(async () => {
      throw refused(401, {
        message: 'That e-mail and password do not match.',
        code: 'UNAUTHORIZED',
        errors: [{ path: 'password', message: 'That e-mail and password do not match.' }],
      });
    });
    render(<SignIn send={send} />);
    await fillAndSend(' Ada@Example.com ', 'wrong horse');
    expect(await screen.findByText('That e-mail and password do not match.')).toBeTruthy();
    expect(send).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'wrong horse' });
    // The one field's words are not said again above the form.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
  });

  it('asks to correct the fields when the server refused several, and says each beside its field', async () => {
    render(
      <SignIn
        send={async () => {
          throw refused(400, {
            message: 'Please check the form.',
            code: 'VALIDATION_FAILED',
            errors: [
              { path: 'email', message: 'This address cannot sign in here.' },
              { path: 'password', message: 'Please enter your password again.' },
            ],
          });
        }}
      />,
    );
    await fillAndSend('ada@example.com', 'secret words');
    expect((await screen.findByRole('alert')).textContent).toBe(CORRECT_THE_FIELDS);
    expect(screen.getByText('This address cannot sign in here.')).toBeTruthy();
    expect(screen.getByText('Please enter your password again.')).toBeTruthy();
  });

  it("shows the server's message, or the form's own words when the server said none", async () => {
    const failures = [
      refused(429, { message: 'Too many tries. Please wait 5 minutes.', code: 'RATE_LIMITED' }),
      new TypeError('Failed to fetch'),
    ];
    render(
      <SignIn
        send={async () => {
          throw failures.shift();
        }}
      />,
    );
    await fillAndSend('ada@example.com', 'secret words');
    expect((await screen.findByRole('alert')).textContent).toBe('Too many tries. Please wait 5 minutes.');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Sign-in failed. Please try again.'));
  });

  it("takes a field's error away as soon as the reader changes the field", async () => {
    render(
      <SignIn
        send={async () => {
          throw refused(409, {
            message: 'Please correct the highlighted fields.',
            code: 'VALIDATION_FAILED',
            errors: [{ path: 'email', message: 'This address has no account yet.' }],
          });
        }}
      />,
    );
    await fillAndSend('ada@example.com', 'secret words');
    expect(await screen.findByText('This address has no account yet.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('E-mail'), 'u');
    await waitFor(() => expect(screen.queryByText('This address has no account yet.')).toBeNull());
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBeNull();
    // A change that leaves the field wrong says so again, in the schema's words.
    await userEvent.clear(screen.getByLabelText('E-mail'));
    expect(await screen.findByText('Please enter your e-mail address.')).toBeTruthy();
  });

  it('says so when the checks cannot be loaded, sends nothing, and loads them on the next try', async () => {
    const send = vi.fn(async () => {});
    let tries = 0;
    const flaky: Load = () => (++tries === 1 ? Promise.reject(new Error('offline')) : loadSchema());
    render(<SignIn send={send} schema={flaky} />);
    await fillAndSend('ada@example.com', 'secret words');
    expect((await screen.findByRole('alert')).textContent).toBe(CHECKS_UNAVAILABLE);
    expect(send).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'secret words' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
