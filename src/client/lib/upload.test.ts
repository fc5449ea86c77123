import { afterEach, describe, expect, it, vi } from 'vitest';
import { xhrThroughFetch } from '../test/xhr';
import { ApiError, readError } from './api';
import { sendFile } from './upload';

function stubFetch(response: Response | (() => Promise<Response>)) {
  const fetchMock = vi.fn<typeof fetch>(typeof response === 'function' ? response : async () => response);
  vi.stubGlobal('fetch', fetchMock);
  xhrThroughFetch();
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('sendFile', () => {
  const photo = () => new File([new Uint8Array([137, 80, 78, 71])], 'wings.png', { type: 'image/png' });

  it('sends the file as the body with its type and cookies, reports progress up to done, and answers the reply', async () => {
    const fetchMock = stubFetch(new Response('{"imageUrl":"/uploads/abc"}', { status: 201 }));
    const progress: number[] = [];
    const answer = await sendFile<{ imageUrl: string }>('PUT', '/api/uploads/abc', photo(), (f) => progress.push(f));
    expect(answer).toEqual({ imageUrl: '/uploads/abc' });
    expect(progress).toEqual([0.5, 1]);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/uploads/abc');
    expect(init).toMatchObject({ method: 'PUT', credentials: 'include', headers: { 'Content-Type': 'image/png' } });
    expect(init.body).toBeInstanceOf(File);
  });

  it('turns a refusal into an ApiError that reads as the server said it', async () => {
    const body = { message: 'Please upload a JPEG, PNG, GIF or WebP image.', code: 'UNSUPPORTED_IMAGE' };
    stubFetch(new Response(JSON.stringify(body), { status: 415 }));
    const error: unknown = await sendFile('POST', '/api/admin/uploads', photo()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(readError(error, 'Not uploaded.')).toMatchObject({
      status: 415,
      code: 'UNSUPPORTED_IMAGE',
      message: 'Please upload a JPEG, PNG, GIF or WebP image.',
    });
  });

  it("reads a lost connection as the caller's words, with no status", async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error: unknown = await sendFile('POST', '/api/admin/uploads', photo()).catch((e: unknown) => e);
    expect(readError(error, 'The image could not be uploaded.')).toMatchObject({
      status: undefined,
      message: 'The image could not be uploaded.',
    });
  });
});
