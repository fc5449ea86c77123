// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { ContactForm } from './ContactForm';
import { dismissToast } from '../../components/ui/use-toast';

afterEach(() => {
  // The toasts live for the page's life; each test starts with none.
  dismissToast();
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
    await screen.findByText(
      'Your message was not sent. You have sent several messages in a short time. Please try again later.',
    );
    expect(screen.queryByText('Message Sent!')).toBeNull();
    expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe('A tip');
  });

  it('says beside each field what is wrong, sends nothing, and clears a message once the field is fixed', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ ok: true }, 202));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ContactForm />);
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Name'), 'Pat');
    await waitFor(() => expect(screen.queryByText('Name is required')).toBeNull());
  });

  it('refuses a message over 5,000 characters with its count instead of cutting it', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ ok: true }, 202));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ContactForm />);
    await fillIn();
    const long = 'p'.repeat(5200);
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: long } });
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toHaveLength(5200);
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message must be at most 5000 characters')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("puts the server's field errors beside their fields", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(
          {
            message: 'Please correct the highlighted fields.',
            code: 'VALIDATION_FAILED',
            errors: [{ path: 'subject', message: 'Subject must be one line' }],
          },
          400,
        ),
      ),
    );
    renderWithProviders(<ContactForm />);
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Subject must be one line')).toBeTruthy();
    expect(screen.getByLabelText('Subject').getAttribute('aria-invalid')).toBe('true');
  });
});
