// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdBanner } from '../../components/ads/AdBanner';
import { DEFAULT_ADS } from '../../components/ads/ad-content';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { CreateCampaignTab } from './CreateCampaignTab';

const KEY = 'c'.repeat(32);
const UPLOAD_URL = `/api/uploads/${KEY}?expires=1&sig=s`;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The browser's XMLHttpRequest as the upload sees it: progress, then the server's answer. */
function stubUploadTarget(status: number, body: unknown) {
  const sent: { method: string; url: string }[] = [];
  class UploadRequest {
    status = 0;
    responseText = '';
    withCredentials = false;
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private target = { method: '', url: '' };
    open(method: string, url: string) {
      this.target = { method, url };
    }
    setRequestHeader() {}
    send() {
      sent.push(this.target);
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', UploadRequest);
  return sent;
}

function stubUploadAddress() {
  const fetchMock = vi.fn(async (url: string) =>
    url === '/api/photos/upload-url' ? jsonResponse({ uploadURL: UPLOAD_URL }) : jsonResponse({}, 404),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'wings.png', { type: 'image/png' });
const preview = () => screen.getByRole('region', { name: 'Live Preview' });

describe("an advertiser's picture", () => {
  it('is uploaded from the builder as an ad picture and shown in the live preview', async () => {
    const fetchMock = stubUploadAddress();
    const sent = stubUploadTarget(201, { imageUrl: `/uploads/${KEY}` });
    renderWithProviders(<CreateCampaignTab selfServe />, { path: '/advertise' });
    expect(screen.queryByLabelText('Image URL')).toBeNull();

    await userEvent.upload(screen.getByLabelText('Ad picture file'), png());
    const picture = await within(preview()).findByRole('img');
    expect(picture.getAttribute('src')).toBe(`/uploads/${KEY}`);
    expect(picture.getAttribute('srcset')).toContain(`/uploads/${KEY}_480.webp 480w`);
    expect(sent).toEqual([{ method: 'PUT', url: UPLOAD_URL }]);
    const [, asked] = fetchMock.mock.calls.find(([url]) => url === '/api/photos/upload-url') as unknown as [
      string,
      RequestInit,
    ];
    expect(JSON.parse(String(asked.body))).toEqual({ purpose: 'ad-creative' });

    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(within(preview()).queryByRole('img')).toBeNull();
  });

  it("says in the server's words why a file was refused, and the preview stays text-only", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubUploadAddress();
    stubUploadTarget(415, { message: 'Please upload a JPEG, PNG, GIF or WebP image.', code: 'UNSUPPORTED_IMAGE' });
    renderWithProviders(<CreateCampaignTab selfServe />, { path: '/advertise' });
    await userEvent.upload(screen.getByLabelText('Ad picture file'), png());
    expect((await screen.findByRole('alert')).textContent).toBe('Please upload a JPEG, PNG, GIF or WebP image.');
    expect(within(preview()).queryByRole('img')).toBeNull();
  });

  it('from another site is left out of the banner, which shows its text (older campaigns)', () => {
    render(
      <AdBanner ad={{ ...DEFAULT_ADS.directory, imageUrl: 'https://cdn.example.com/old.png' }} size="rectangle" />,
    );
    expect(screen.getByRole('complementary').textContent).toContain(DEFAULT_ADS.directory.title);
    expect(screen.queryByRole('img')).toBeNull();
  });
});
