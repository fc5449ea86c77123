// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissToast } from '../ui/use-toast';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { NewsletterSection } from './NewsletterSection';

function stubSubscribe(respond: () => Promise<Response>) {
  const fetchMock = vi.fn(respond);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function subscribeAs(email: string) {
  renderWithProviders(<NewsletterSection />);
  const field = screen.getByLabelText('Email address');
  if (email) await userEvent.type(field, email);
  await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  return field as HTMLInputElement;
}

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
  vi.doUnmock('./newsletter-checks');
});

describe('NewsletterSection', () => {
  it('shows the spec texts and a required e-mail field', () => {
    stubSubscribe(async () => jsonResponse({}));
    renderWithProviders(<NewsletterSection />);
    expect(screen.getByRole('heading', { name: 'Stay Connected' })).toBeTruthy();
    expect(screen.getByText('Get the latest local news and event updates delivered to your inbox weekly')).toBeTruthy();
    expect(screen.getByText('We respect your privacy. Unsubscribe at any time.')).toBeTruthy();
    const field = screen.getByLabelText('Email address') as HTMLInputElement;
    expect(field.type).toBe('email');
    expect(field.required).toBe(true);
  });

  it('does nothing when submitted empty', async () => {
    const fetchMock = stubSubscribe(async () => jsonResponse({}));
    await subscribeAs('');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeTruthy();
  });

  it('reads "Subscribing..." while the request is pending', async () => {
    stubSubscribe(() => new Promise(() => {}));
    await subscribeAs('reader@example.com');
    const button = await screen.findByRole('button', { name: 'Subscribing...' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('subscribes, thanks the reader and clears the field', async () => {
    const fetchMock = stubSubscribe(async () => jsonResponse({ message: "You've been subscribed to our newsletter." }));
    const field = await subscribeAs('Reader@Example.com');
    expect(await screen.findByText('Success!')).toBeTruthy();
    expect(screen.getByText(/^You've been subscribed to our newsletter\. Check your inbox .* to confirm/)).toBeTruthy();
    expect(field.value).toBe('');
    expect(fetchMock).toHaveBeenCalledWith('/api/newsletter/subscribe', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'reader@example.com', city: 'rochester' }),
      credentials: 'include',
    });
  });

  it('signs up for the edition being read, or the city the reader picks', async () => {
    document.cookie = 'bl_city=buffalo; Path=/';
    try {
      const fetchMock = stubSubscribe(async () => jsonResponse({ message: 'ok' }));
      await subscribeAs('reader@example.com');
      await screen.findByText('Success!');
      expect(fetchMock).toHaveBeenNthCalledWith(
        1,
        '/api/newsletter/subscribe',
        expect.objectContaining({
          body: JSON.stringify({ email: 'reader@example.com', city: 'buffalo' }),
        }),
      );
      await userEvent.selectOptions(screen.getByLabelText('Edition'), 'New York City, NY');
      await userEvent.type(screen.getByLabelText('Email address'), 'second@example.com');
      await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
      await expect.poll(() => fetchMock.mock.calls.length).toBe(2);
      expect(fetchMock).toHaveBeenNthCalledWith(
        2,
        '/api/newsletter/subscribe',
        expect.objectContaining({
          body: JSON.stringify({ email: 'second@example.com', city: 'nyc' }),
        }),
      );
    } finally {
      document.cookie = 'bl_city=; Path=/; Max-Age=0';
    }
  });

  it("shows the server's message in an error toast and keeps the address", async () => {
    stubSubscribe(async () =>
      jsonResponse({ message: 'Too many requests. Please slow down and try again shortly.' }, 429),
    );
    const field = await subscribeAs('reader@example.com');
    expect(await screen.findByText('Error')).toBeTruthy();
    expect(screen.getByText('Too many requests. Please slow down and try again shortly.')).toBeTruthy();
    expect(field.value).toBe('reader@example.com');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeTruthy();
  });

  it('falls back to a generic message when the server gives none', async () => {
    stubSubscribe(async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    await subscribeAs('reader@example.com');
    expect(await screen.findByText('Error')).toBeTruthy();
    expect(screen.getByText('Failed to subscribe. Please try again.')).toBeTruthy();
  });

  it('falls back to the generic message when the network fails', async () => {
    stubSubscribe(async () => {
      throw new TypeError('Failed to fetch');
    });
    await subscribeAs('reader@example.com');
    expect(await screen.findByText('Failed to subscribe. Please try again.')).toBeTruthy();
  });

  it('says what is wrong with an address the checks refuse, focuses it, and clears the message once it is right', async () => {
    const fetchMock = stubSubscribe(async () => jsonResponse({}));
    // A browser takes "name@host" as an e-mail address; the site needs a domain with a dot.
    const field = await subscribeAs('reader@localhost');
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a valid e-mail address.');
    expect(document.activeElement).toBe(field);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.type(field, '.org');
    await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(field.getAttribute('aria-invalid')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/newsletter/subscribe',
      expect.objectContaining({ body: JSON.stringify({ email: 'reader@localhost.org', city: 'rochester' }) }),
    );
  });

  it('sends the address once when the button is pressed twice while the address is checked', async () => {
    const fetchMock = stubSubscribe(() => new Promise(() => {}));
    renderWithProviders(<NewsletterSection />);
    await userEvent.type(screen.getByLabelText('Email address'), 'reader@example.com');
    const button = screen.getByRole('button', { name: 'Subscribe' });
    button.click();
    button.click();
    await screen.findByRole('button', { name: 'Subscribing...' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says so, sends nothing and keeps the address when its checks cannot be loaded', async () => {
    // The checks load on first use; offline (or after the site changed) that import fails.
    vi.resetModules();
    vi.doMock('./newsletter-checks', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { NewsletterSection: Section } = await import('./NewsletterSection');
    const fetchMock = stubSubscribe(async () => jsonResponse({}));
    renderWithProviders(<Section />);
    const field = screen.getByLabelText('Email address') as HTMLInputElement;
    await userEvent.type(field, 'reader@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not check the address just now. Please try again.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
    expect(field.value).toBe('reader@example.com');
  });
});
