/**
 * What the X client and the X sign-in share: the twitter-api-v2 settings that send its calls to
 * another address (X_API_URL, a local stand-in in tests; unset: X itself) and the mapping of its
 * errors onto the desk's three failures.
 */
import http from 'node:http';
import { ApiPartialResponseError, ApiRequestError, ApiResponseError, type IClientSettings } from 'twitter-api-v2';
import { failureFromHttp, networkFailure } from './failure';
import { PlatformError } from './types';

const X_ORIGINS = ['https://api.x.com', 'https://upload.x.com', 'https://x.com'];

/** The library's settings: every request (and the consent page's address) moved to `apiUrl`. */
export function xClientSettings(apiUrl?: string): Partial<IClientSettings> {
  if (!apiUrl) return {};
  const base = apiUrl.replace(/\/+$/, '');
  return {
    // The library speaks https only unless it is given a plain http agent for a local address.
    ...(base.startsWith('http:') ? { httpAgent: new http.Agent() } : {}),
    plugins: [
      {
        onBeforeRequestConfig({ params }) {
          params.url = moveToBase(params.url, base);
        },
      },
    ],
  };
}

export function moveToBase(url: string, base: string | undefined): string {
  if (!base) return url;
  const origin = X_ORIGINS.find((o) => url.startsWith(o + '/'));
  return origin ? base.replace(/\/+$/, '') + url.slice(origin.length) : url;
}

/** X's reason as it words it: a problem's detail, an error list's first message, an OAuth description. */
export function xReason(data: unknown): string {
  const d = (data ?? {}) as Record<string, unknown>;
  const first = Array.isArray(d.errors) ? (d.errors[0] as Record<string, unknown> | undefined) : undefined;
  const reason = d.error_description ?? first?.message ?? first?.detail ?? d.detail ?? d.title ?? d.error;
  return typeof reason === 'string' && reason ? reason : 'X refused the request.';
}

export function isDuplicatePost(err: unknown): boolean {
  return err instanceof ApiResponseError && err.code === 403 && /duplicate content/i.test(xReason(err.data));
}

export function xFailure(err: unknown): PlatformError {
  if (err instanceof PlatformError) return err;
  if (err instanceof ApiResponseError) {
    return failureFromHttp({ status: err.code, message: `X: ${xReason(err.data)}`, headers: err.headers });
  }
  if (err instanceof ApiRequestError) return networkFailure('X', err.requestError);
  if (err instanceof ApiPartialResponseError) return networkFailure('X', err);
  // The library's own words when X says it could not process an uploaded picture.
  if (err instanceof Error && /^Media processing failed/.test(err.message)) {
    return new PlatformError('rejected', `X: ${err.message}`);
  }
  return networkFailure('X', err);
}
