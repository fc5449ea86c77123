import type { QueryFunction } from '@tanstack/react-query';
import type { ApiErrorBody } from '../../shared/errors';

/** Any non-OK answer becomes an Error whose text is "status: body" (or the status text). */
async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new Error(`${res.status}: ${text}`);
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
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}

export function isUnauthorizedError(error: Error): boolean {
  return error.message.startsWith('401:') && error.message.includes('Unauthorized');
}

/**
 * The server's own words from an apiRequest error, for toasts. The API answers JSON
 * `{ message }`; anything else (a proxy's HTML page, a network failure) has no message to show.
 */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  if (!match?.[1]) return undefined;
  try {
    const body = JSON.parse(match[1]) as Partial<ApiErrorBody>;
    return typeof body.message === 'string' && body.message.trim() ? body.message : undefined;
  } catch {
    return undefined;
  }
}

/** The HTTP status and parsed JSON body of an apiRequest error, to branch on status and code. */
export function apiErrorOf(error: unknown): { status: number; body?: Partial<ApiErrorBody> } | undefined {
  if (!(error instanceof Error)) return undefined;
  const match = /^(\d{3}): ([\s\S]*)$/.exec(error.message);
  if (!match) return undefined;
  try {
    return { status: Number(match[1]), body: JSON.parse(match[2] ?? '') as Partial<ApiErrorBody> };
  } catch {
    return { status: Number(match[1]) };
  }
}

/** The HTTP status of an apiRequest error (its text starts with it), for branching on status, never on words. */
export function errorStatus(error: unknown): number | undefined {
  if (!(error instanceof Error)) return undefined;
  const match = /^(\d{3}):/.exec(error.message);
  return match ? Number(match[1]) : undefined;
}

/** The stable error code of an apiRequest error (`{ code }` in the JSON body), if any. */
export function errorCode(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  try {
    const body = JSON.parse(match?.[1] ?? '') as { code?: unknown };
    return typeof body.code === 'string' ? body.code : undefined;
  } catch {
    return undefined;
  }
}
