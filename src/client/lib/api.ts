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

/** Whether an error is an API answer with this status (and, when given, this code). */
export function isApiError(error: unknown, status?: number, code?: ApiErrorCode): error is ApiError {
  return (
    error instanceof ApiError &&
    (status === undefined || error.status === status) &&
    (code === undefined || error.code === code)
  );
}

/** Spec 000: an error whose message begins with '401:' and contains 'Unauthorized' is an authorisation error. */
export function isUnauthorizedError(error: Error): boolean {
  return error.message.startsWith('401:') && error.message.includes('Unauthorized');
}

/**
 * The server's own words from an API error, for toasts; undefined for anything else (a proxy's
 * HTML page, a network failure), where the caller shows its own fallback.
 */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? error.serverMessage : undefined;
}

/** The JSON error body of an API error (its code, message and field errors), to branch on its code. */
export function apiErrorBody(error: unknown): Partial<ApiErrorBody> | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return { code: error.code, message: error.serverMessage, errors: error.fieldErrors };
}

/** The HTTP status and error body of an API error, to branch on status and code. */
export function apiErrorOf(error: unknown): { status: number; body?: Partial<ApiErrorBody> } | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return { status: error.status, body: apiErrorBody(error) };
}
