// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissToast } from '../../components/ui/use-toast';
import { jsonResponse, renderWithProviders } from '../../test/render';
import VentRoomPage from './VentRoomPage';
import { post, posted, stubFetch, fillPostForm } from './test-api';

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

const member = { id: 'u1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', role: 'member' };

async function openReport() {
  await userEvent.click(await screen.findByRole('button', { name: `Report ${post.title}` }));
  return screen.getByRole('form', { name: `Report ${post.title}` });
}

describe('the Vent Room forms', () => {
  it('puts the server’s field error beside its field and says "Failed to submit post"', async () => {
    const problem = 'Title must be at most 255 characters';
    stubFetch({ onPost: () => jsonResponse({ message: problem, errors: [{ path: 'title', message: problem }] }, 400) });
    renderWithProviders(<VentRoomPage />, { path: '/vent-room' });
    const form = await fillPostForm();
    await userEvent.click(within(form).getByRole('button', { name: 'Submit Post' }));
    expect(await screen.findByText('Failed to submit post')).toBeTruthy();
    const title = within(form).getByLabelText('Title');
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText(problem)).toBeTruthy();
  });

  it('says beside the report’s reason what is missing, and sends nothing', async () => {
    const mock = stubFetch({ user: member });
    renderWithProviders(<VentRoomPage />, { path: '/vent-room?city=buffalo' });
    const form = await openReport();
    await userEvent.type(within(form).getByLabelText('What is wrong with it?'), 'no');
    await userEvent.click(within(form).getByRole('button', { name: 'Send Report' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Please tell us what is wrong');
    expect(within(form).getByLabelText('What is wrong with it?').getAttribute('aria-invalid')).toBe('true');
    expect(posted(mock)).toEqual([]);
  });

  it('sends the report’s reason and thanks the reader; a refusal is said on the form', async () => {
    let refuse = true;
    const mock = stubFetch({
      user: member,
      onPost: () =>
        refuse ? jsonResponse({ message: 'You have already reported this.' }, 409) : jsonResponse({ ok: true }),
    });
    renderWithProviders(<VentRoomPage />, { path: '/vent-room?city=buffalo' });
    const form = await openReport();
    await userEvent.type(within(form).getByLabelText('What is wrong with it?'), 'It names a neighbour.');
    await userEvent.click(within(form).getByRole('button', { name: 'Send Report' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('You have already reported this.');
    refuse = false;
    await userEvent.click(within(form).getByRole('button', { name: 'Send Report' }));
    expect(await screen.findByText('Thank you for your report. Staff will review it.')).toBeTruthy();
    const [url, init] = posted(mock)[1] ?? [];
    expect(url).toBe('/api/vent/posts/p1/flag');
    expect(JSON.parse(String(init?.body))).toEqual({ reason: 'It names a neighbour.' });
  });
});
