import type { QueryFunction } from '@tanstack/react-query';
import type { ApiErrorBody, ApiErrorCode, FieldError } from '../../shared/errors';

/**
 * A non-OK answer of the API. `message` keeps spec 000's text, "status: body" (or the status text
 * when the body is empty); branch on `status` and `code`, never on the text.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The server's error code; undefined when the answer was not the API's JSON error shape (a proxy's page, say). */
  readonly code: ApiErrorCode | undefined;
  /** The server's own words for a person, when it sent some. */
  readonly serverMessage: string | undefined;
  readonly fieldErrors: FieldError[];

  constructor(
    readonly status: number,
    body: string,
  ) {
    super(`${status}: ${body}`);
    const parsed = parseErrorBody(body);
    this.code = typeof parsed?.code === 'string' ? parsed.code : undefined;
    this.serverMessage = typeof parsed?.message === 'string' && parsed.message.trim() ? parsed.message : undefined;
    this.fieldErrors = Array.isArray(parsed?.errors)
      ? parsed.errors.filter((e) => typeof e?.path === 'string' && typeof e?.message === 'string')
      : [];
  }
}

function parseErrorBody(text: string): Partial<ApiErrorBody> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Partial<ApiErrorBody>) : undefined;
  } catch {
    return undefined;
  }
}

/** Any non-OK answer becomes an ApiError. */
async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new ApiError(res.status, text);
}

/** The one generic call helper: cookies always, a JSON content type only when there is a body. */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: body !== undefined ? { 'Content-Type': 'application/json' } : {},
    body: body !== undefined ? JSON.stringify(body) : undefined,
    credentials: 'include',
  });
  await throwIfNotOk(res);
  return res;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The default query function: GET on the query key's parts joined with '/'. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const res = await fetch(queryKey.join('/'), { credentials: 'include' });
    if (options.on401 === 'returnNull' && res.status === 401) return null;
    // No content: nothing there (a visitor without a session asking who is signed in).
    if (res.status === 204) return null;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}

/** Spec 000: an error whose message begins with '401:' and contains 'Unauthorized' is an authorisation error. */
export function isUnauthorizedError(error: Error): boolean {
  return error.message.startsWith('401:') && error.message.includes('Unauthorized');
}

/** What a failed call says, read the one way the client reads errors (see readError). */
export interface ErrorReading {
  /** The answer's HTTP status; undefined when there was no answer (the connection failed). */
  status: number | undefined;
  /** The server's error code, to branch on (never on the text). */
  code: ApiErrorCode | undefined;
  /** The server's own words for a person, else the caller's fallback. */
  message: string;
  /** The server's field errors by field path ("email"), for the form to show beside each field. */
  fieldErrors: Partial<Record<string, string>>;
}

/** The words shown when a call fails and neither the server nor the caller said more. */
export const TRY_AGAIN = 'Something went wrong. Please try again.';

/**
 * The one reader of a failed call: its status and code to branch on, the message to show (the
 * server's own words, or `fallback` for anything else: a proxy's HTML page, a lost connection) and
 * the field errors to put beside their fields.
 */
export function readError(error: unknown, fallback = TRY_AGAIN): ErrorReading {
  const api = error instanceof ApiError ? error : undefined;
  return {
    status: api?.status,
    code: api?.code,
    message: api?.serverMessage ?? fallback,
    // One message per field: the first the server names.
    fieldErrors: Object.fromEntries([...(api?.fieldErrors ?? [])].reverse().map((e) => [e.path, e.message])),
  };
}
