// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { ContactForm } from './ContactForm';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function fillIn() {
  await userEvent.type(screen.getByLabelText('Name'), 'Pat Neighbor');
  await userEvent.type(screen.getByLabelText('Email'), 'pat@example.com');
  await userEvent.type(screen.getByLabelText('Subject'), 'A tip');
  await userEvent.type(screen.getByLabelText('Message'), 'There is a pothole on Main.');
}

describe('ContactForm', () => {
  it('sends the message to the contact desk, says "Message Sent!" and clears the form', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ ok: true }, 202));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ContactForm />);
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByText('Message Sent!');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/contact');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Pat Neighbor',
      email: 'pat@example.com',
      subject: 'A tip',
      message: 'There is a pothole on Main.',
      website: '',
    });
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
  });

  it('keeps what was typed and shows the server’s reason when sending fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse({ message: 'You have sent several messages in a short time. Please try again later.' }, 429),
      ),
    );
    renderWithProviders(<ContactForm />);
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByText('You have sent several messages in a short time. Please try again later.');
    expect(screen.queryByText('Message Sent!')).toBeNull();
    expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe('A tip');
  });
});
