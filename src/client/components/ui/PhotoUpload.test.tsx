// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { xhrThroughFetch } from '../../test/xhr';
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
  xhrThroughFetch();
  vi.spyOn(console, 'error').mockImplementation(() => {});
}

/** Picks a file as a reader would; a browser may offer files the `accept` list leaves out. */
const pick = async (file: File) => {
  renderWithProviders(<PhotoUpload imageUrl="" onUploaded={() => {}} />);
  await userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText('Photo file'), file);
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

  it('refuses a file that is not a picture before anything is sent', async () => {
    stubUpload(() => jsonResponse({ imageUrl: '/uploads/x' }, 201));
    await pick(new File(['just words'], 'notes.txt', { type: 'text/plain' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please choose an image file.');
    expect(vi.mocked(fetch)).not.toHaveBeenCalled();
  });

  it('names the limit when the file is too large, even from a proxy that answers without JSON', async () => {
    stubUpload(() => new Response('<html>Request Entity Too Large</html>', { status: 413 }));
    await pick(new File(['\xff\xd8\xff'], 'huge.jpg', { type: 'image/jpeg' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Photos can be at most 10 MB.');
  });
});
