// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { PhotoUpload } from './PhotoUpload';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The upload address, then the storage's answer to the bytes. */
function stubUpload(answer: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/photos/upload-url') return jsonResponse({ uploadURL: '/api/uploads/one-time' });
      if (init?.method === 'PUT') return answer();
      return jsonResponse({ message: 'Not found' }, 404);
    }),
  );
  vi.spyOn(console, 'error').mockImplementation(() => {});
}

const pick = async (file: File) => {
  renderWithProviders(<PhotoUpload imageUrl="" onUploaded={() => {}} />);
  await userEvent.upload(screen.getByLabelText('Photo file'), file);
};

describe('PhotoUpload', () => {
  it("shows the server's reason when it refuses the file (a text file named .jpg)", async () => {
    stubUpload(() =>
      jsonResponse({ message: 'Please upload a JPEG, PNG, GIF or WebP image.', code: 'UNSUPPORTED_IMAGE' }, 415),
    );
    await pick(new File(['just words'], 'holiday.jpg', { type: 'image/jpeg' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please upload a JPEG, PNG, GIF or WebP image.');
  });

  it('asks to try again when the server fails', async () => {
    stubUpload(() => new Response('upstream down', { status: 502 }));
    await pick(new File(['\xff\xd8\xff'], 'photo.jpg', { type: 'image/jpeg' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The photo could not be uploaded. Please try again.');
  });
});
