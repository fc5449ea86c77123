// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ArtistDetail } from '../../../shared/artists';
import { dismissToast } from '../../components/ui/use-toast';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { MessageForm } from './MessageForm';

const artist = { id: 'a1', name: 'Marisol Vega' } as ArtistDetail;

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

function stubSend() {
  const mock = vi.fn(async () => jsonResponse({ message: 'Your message was sent to Marisol Vega.' }));
  vi.stubGlobal('fetch', mock);
  return mock;
}

describe('the message form on an artist profile', () => {
  it('says a short message is too short and sends nothing; a long enough one is sent and cleared', async () => {
    const fetchMock = stubSend();
    renderWithProviders(<MessageForm artist={artist} />);
    const field = screen.getByLabelText('Your message to Marisol Vega') as HTMLTextAreaElement;
    await userEvent.type(field, 'Hi there');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message must be at least 10 characters')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.type(field, ', I loved the mural on Monroe Avenue.');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message Sent!')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/artists/a1/message',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ message: 'Hi there, I loved the mural on Monroe Avenue.' }),
      }),
    );
    expect(field.value).toBe('');
  });
});
