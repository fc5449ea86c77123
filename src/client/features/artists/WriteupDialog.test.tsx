// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { signIn } from '../../lib/auth';
import { LOGIN_REDIRECT_MS, WriteupDialog } from './WriteupDialog';

vi.mock('../../lib/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/auth')>()),
  signIn: vi.fn(),
}));

const artist = { id: 'a1', name: 'Marisol Vega', medium: 'Visual Arts' };
const LONG =
  'Marisol paints the walls of the South Wedge with neighbors who have never held a brush before, and the result is joyful.';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.mocked(signIn).mockReset();
});

/** Answers the artist list; the write-up POST answers what the test says. */
function stubFetch(postAnswer: () => Response) {
  const mock = vi.fn(async (url: string, init?: RequestInit) =>
    init?.method === 'POST' ? postAnswer() : url.startsWith('/api/artists') ? jsonResponse([artist]) : jsonResponse([]),
  );
  vi.stubGlobal('fetch', mock);
  return mock;
}

function renderDialog(onOpenChange = vi.fn()) {
  renderWithProviders(
    <WriteupDialog open onOpenChange={onOpenChange} author={{ name: 'Ada Reader', email: 'ada@example.com' }} />,
  );
  return { form: screen.getByRole('form', { name: 'Submit Artist Write-Up' }), onOpenChange };
}

async function fillValid(form: HTMLElement, user = userEvent.setup()) {
  await within(form).findByRole('option', { name: 'Marisol Vega (Visual Arts)' });
  await user.selectOptions(within(form).getByLabelText('Artist'), 'a1');
  await user.type(within(form).getByLabelText('Title'), 'Walls That Talk');
  await user.type(within(form).getByLabelText('Write-up'), LONG);
  await user.type(within(form).getByLabelText('Tags (comma separated, optional)'), 'murals, South Wedge');
}

const submitButton = (form: HTMLElement) => within(form).getByRole('button', { name: 'Submit Write-Up' });

describe('the Submit Artist Write-Up dialog', () => {
  it('shows the spec messages for every invalid field and sends nothing', async () => {
    const fetchMock = stubFetch(() => jsonResponse({}, 201));
    const { form } = renderDialog();
    await userEvent.clear(within(form).getByLabelText('Your name'));
    await userEvent.type(within(form).getByLabelText('Your name'), 'A');
    await userEvent.clear(within(form).getByLabelText('Your e-mail'));
    await userEvent.type(within(form).getByLabelText('Your e-mail'), 'not-an-email');
    await userEvent.type(within(form).getByLabelText('Title'), 'Hey');
    await userEvent.type(within(form).getByLabelText('Write-up'), 'Too short.');
    await userEvent.click(submitButton(form));

    for (const message of [
      'Artist selection required',
      'Title must be at least 5 characters',
      'Write-up must be at least 100 characters',
      'Author name required',
      'Valid email required',
    ]) {
      expect(await within(form).findByText(message)).toBeTruthy();
    }
    expect(within(form).getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('submits, thanks the writer, clears the form and closes', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ id: 'w1', status: 'pending', message: 'ok' }, 201));
    const { form, onOpenChange } = renderDialog();
    await fillValid(form);
    await userEvent.click(submitButton(form));

    await screen.findByText('Success!');
    expect(screen.getByText('Your artist write-up has been submitted for review.')).toBeTruthy();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect((within(form).getByLabelText('Title') as HTMLInputElement).value).toBe('');
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[0]).toBe('/api/artist-writeups');
    expect(JSON.parse(post?.[1]?.body as string)).toEqual({
      artistId: 'a1',
      title: 'Walls That Talk',
      content: LONG,
      tags: 'murals, South Wedge',
      authorName: 'Ada Reader',
      authorEmail: 'ada@example.com',
    });
  });

  it('asks a signed-out writer to log in and goes to /api/login 500 ms later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    stubFetch(() => jsonResponse({ message: 'Unauthorized', code: 'UNAUTHORIZED' }, 401));
    const { form, onOpenChange } = renderDialog();
    await fillValid(form, user);
    await user.click(submitButton(form));

    await screen.findByText('Authentication Required');
    expect(screen.getByText('Please log in to submit artist write-ups.')).toBeTruthy();
    expect(signIn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(LOGIN_REDIRECT_MS);
    expect(signIn).toHaveBeenCalledTimes(1);
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });

  it('keeps what was written when the server fails, with the failure toast', async () => {
    stubFetch(() => jsonResponse({ message: 'Database unavailable' }, 500));
    const { form } = renderDialog();
    await fillValid(form);
    await userEvent.click(submitButton(form));

    await screen.findByText('Submission Failed');
    expect(screen.getByText('There was an error submitting your write-up. Please try again.')).toBeTruthy();
    await waitFor(() =>
      expect((within(form).getByLabelText('Title') as HTMLInputElement).value).toBe('Walls That Talk'),
    );
    expect(signIn).not.toHaveBeenCalled();
  });
});
