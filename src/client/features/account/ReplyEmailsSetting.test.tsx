// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { ReplyEmailsSetting } from './ReplyEmailsSetting';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The setting's API: GET answers off; each PUT waits until `answer` is called with its response. */
function stubApi() {
  const answers: ((res: Response) => void)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init?: RequestInit) =>
      init?.method === 'PUT'
        ? new Promise<Response>((resolve) => answers.push(resolve))
        : Promise.resolve(jsonResponse({ replyEmails: false })),
    ),
  );
  return answers;
}

const box = () => screen.getByRole('checkbox', { name: /E-mail me when someone replies/ }) as HTMLInputElement;

describe('the reply e-mails setting', () => {
  it('shows the choice the moment it is made, and keeps it once saved', async () => {
    const answers = stubApi();
    renderWithProviders(<ReplyEmailsSetting />);
    await waitFor(() => expect(box().disabled).toBe(false));
    fireEvent.click(box());
    expect(box().checked).toBe(true);
    await waitFor(() => expect(answers).toHaveLength(1));
    answers[0]!(jsonResponse({ replyEmails: true }));
    await waitFor(() => expect(box().disabled).toBe(false));
    expect(box().checked).toBe(true);
  });

  it('puts the box back and says so when the save fails', async () => {
    const answers = stubApi();
    renderWithProviders(<ReplyEmailsSetting />);
    await waitFor(() => expect(box().disabled).toBe(false));
    fireEvent.click(box());
    await waitFor(() => expect(answers).toHaveLength(1));
    answers[0]!(jsonResponse({ message: 'Please try again in a moment.' }, 503));
    expect(await screen.findByText('Please try again in a moment.')).toBeTruthy();
    expect(box().checked).toBe(false);
  });
});
