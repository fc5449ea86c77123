/**
 * One way to turn a network's answer into a PlatformError, shared by every client so the desk sees
 * the same three failures whatever the platform: 429, 5xx and network trouble mean "try later"
 * (with the platform's own wait when it says one), a dead token means "reconnect", and anything else
 * the platform refused stays refused with its own words.
 */
import { PlatformError } from './types';

type HeaderBag = Headers | Record<string, string | string[] | undefined> | undefined;

function header(headers: HeaderBag, name: string): string | undefined {
  if (!headers) return undefined;
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  const value = key ? headers[key] : undefined;
  return Array.isArray(value) ? value[0] : value;
}

/**
 * How long the platform asked us to wait: Retry-After (seconds or a date), or a rate-limit reset
 * (X's x-rate-limit-reset and Bluesky's ratelimit-reset are epoch seconds; a small number is a delay).
 */
export function retryAfterMs(headers: HeaderBag, now = Date.now()): number | undefined {
  const retryAfter = header(headers, 'retry-after');
  if (retryAfter) {
    const seconds = Number(retryAfter);
    if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
    const date = Date.parse(retryAfter);
    if (Number.isFinite(date)) return Math.max(0, date - now);
  }
  const reset = header(headers, 'x-rate-limit-reset') ?? header(headers, 'ratelimit-reset');
  if (reset && Number.isFinite(Number(reset))) {
    const value = Number(reset);
    return Math.max(0, value > 1e9 ? value * 1000 - now : value * 1000);
  }
  return undefined;
}

export interface HttpFailure {
  status: number;
  /** The platform's reason, in its own words. */
  message: string;
  headers?: HeaderBag;
  /** The platform said the token is dead (Meta's code 190, an expired session) whatever the status. */
  tokenDead?: boolean;
}

export function failureFromHttp(failure: HttpFailure, now = Date.now()): PlatformError {
  const { status, message, headers } = failure;
  if (status === 429) return new PlatformError('unavailable', message, retryAfterMs(headers, now));
  if (failure.tokenDead || status === 401) return new PlatformError('reconnect', message);
  if (status >= 500 || status === 408) return new PlatformError('unavailable', message, retryAfterMs(headers, now));
  return new PlatformError('rejected', message);
}

/** A request that never got an answer (refused connection, reset, DNS, timeout). */
export function networkFailure(platform: string, cause: unknown): PlatformError {
  const reason = cause instanceof Error ? cause.message : String(cause);
  return new PlatformError('unavailable', `${platform} could not be reached: ${reason}`);
}
