import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueryFunctionContext } from '@tanstack/react-query';
import type { ApiErrorBody } from '../../shared/errors';
import { ApiError, apiRequest, getQueryFn, isUnauthorizedError, readError, TRY_AGAIN } from './api';

function stubFetch(response: Response | (() => Promise<Response>)) {
  const fetchMock = vi.fn<typeof fetch>(typeof response === 'function' ? response : async () => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const context = (queryKey: readonly unknown[]) => ({ queryKey }) as unknown as QueryFunctionContext;

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('sends cookies and a JSON body with a JSON content type', async () => {
    const fetchMock = stubFetch(new Response('{}', { status: 200 }));
    await apiRequest('POST', '/api/newsletter/subscribe', { email: 'a@b.co' });
    expect(fetchMock).toHaveBeenCalledWith('/api/newsletter/subscribe', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email":"a@b.co"}',
      credentials: 'include',
    });
  });

  it('sends no content type when there is no body', async () => {
    const fetchMock = stubFetch(new Response(null, { status: 204 }));
    await apiRequest('DELETE', '/api/artists/1/follow');
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect(init.headers).toEqual({});
    expect(init.body).toBeUndefined();
    expect(init.credentials).toBe('include');
  });

  it('throws an ApiError whose message is "status: body", with the status, code and field errors', async () => {
    const body: ApiErrorBody = {
      message: 'Please correct the highlighted fields.',
      code: 'VALIDATION_FAILED',
      errors: [{ path: 'email', message: 'Please enter a valid e-mail address.' }],
    };
    stubFetch(new Response(JSON.stringify(body), { status: 400 }));
    const error: unknown = await apiRequest('POST', '/x', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: `400: ${JSON.stringify(body)}`,
      serverMessage: 'Please correct the highlighted fields.',
      fieldErrors: body.errors,
    });
  });

  it('keeps a body that is not JSON as the text, with no code', async () => {
    stubFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error: unknown = await apiRequest('GET', '/x').catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 502,
      code: undefined,
      message: '502: <html>Bad gateway</html>',
      fieldErrors: [],
    });
  });

  it('falls back to the status text when the body is empty', async () => {
    stubFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', '/x')).rejects.toThrow('503: Service Unavailable');
  });
});

describe('getQueryFn', () => {
  it('GETs the query key parts joined with "/", with cookies', async () => {
    const fetchMock = stubFetch(new Response('{"id":"a1"}', { status: 200 }));
    const result = await getQueryFn({ on401: 'throw' })(context(['/api/articles', 'a1']));
    expect(result).toEqual({ id: 'a1' });
    expect(fetchMock).toHaveBeenCalledWith('/api/articles/a1', { credentials: 'include' });
  });

  it('answers null on 401 in returnNull mode', async () => {
    stubFetch(new Response('{"message":"Unauthorized"}', { status: 401 }));
    await expect(getQueryFn({ on401: 'returnNull' })(context(['/api/auth/user']))).resolves.toBeNull();
  });

  it('answers null for no content (a visitor without a session asking who is signed in)', async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(getQueryFn({ on401: 'returnNull' })(context(['/api/auth/user']))).resolves.toBeNull();
  });

  it('throws a recognisable authorisation error on 401 in throw mode', async () => {
    stubFetch(new Response('{"message":"Unauthorized"}', { status: 401 }));
    const query = getQueryFn({ on401: 'throw' })(context(['/api/auth/user'])) as Promise<unknown>;
    const error: unknown = await query.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(isUnauthorizedError(error as Error)).toBe(true);
  });

  it('still throws other failures in returnNull mode', async () => {
    stubFetch(new Response('', { status: 500, statusText: 'Internal Server Error' }));
    await expect(getQueryFn({ on401: 'returnNull' })(context(['/api/auth/user']))).rejects.toThrow(
      '500: Internal Server Error',
    );
  });
});

describe('error helpers', () => {
  const apiError = (status: number, body: ApiErrorBody | string) =>
    new ApiError(status, typeof body === 'string' ? body : JSON.stringify(body));

  it('recognises only 401 errors that say Unauthorized', () => {
    expect(isUnauthorizedError(apiError(401, { message: 'Unauthorized', code: 'UNAUTHORIZED' }))).toBe(true);
    expect(isUnauthorizedError(new Error('401: {"message":"Unauthorized"}'))).toBe(true);
    expect(isUnauthorizedError(new Error('403: Unauthorized'))).toBe(false);
    expect(isUnauthorizedError(new Error('401: Session expired'))).toBe(false);
  });

  it("reads an answer with field errors: its status, code, the server's words and each field's message", () => {
    const refused = apiError(400, {
      message: 'Please correct the highlighted fields.',
      code: 'VALIDATION_FAILED',
      errors: [
        { path: 'email', message: 'Please enter a valid e-mail address.' },
        { path: 'payout.amount', message: 'An amount can be at most $5,000' },
      ],
    });
    expect(readError(refused, 'Not sent.')).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Please correct the highlighted fields.',
      fieldErrors: {
        email: 'Please enter a valid e-mail address.',
        'payout.amount': 'An amount can be at most $5,000',
      },
    });
  });

  it('tells API errors apart by status and code', () => {
    expect(readError(apiError(409, { message: 'Taken.', code: 'CONTRIBUTOR_EXISTS' }))).toMatchObject({
      status: 409,
      code: 'CONTRIBUTOR_EXISTS',
    });
    // Text that merely looks like an answer is not one.
    expect(readError(new Error('409: {"code":"CONTRIBUTOR_EXISTS"}'))).toMatchObject({
      status: undefined,
      code: undefined,
    });
  });

  it("shows the caller's words when the server said none (a proxy's page, a lost connection)", () => {
    expect(readError(apiError(502, '<html>Bad gateway</html>'), 'The rates could not be saved.')).toEqual({
      status: 502,
      code: undefined,
      message: 'The rates could not be saved.',
      fieldErrors: {},
    });
    expect(readError(apiError(500, { message: '  ', code: 'INTERNAL' }), 'Not saved.').message).toBe('Not saved.');
    expect(readError(new TypeError('Failed to fetch'), 'Please check your connection.').message).toBe(
      'Please check your connection.',
    );
    expect(readError('nope').message).toBe(TRY_AGAIN);
    expect(TRY_AGAIN).toBe('Something went wrong. Please try again.');
  });
});
