/**
 * Plain HTTPS to Meta's Graph API (META_GRAPH_URL, version included; unset: Meta itself), with its
 * error object mapped onto the desk's three failures: a dead or revoked token (code 190, or a
 * permission taken back) means reconnect; throttling (codes 4, 17, 32, 613, 80001+) and transient
 * errors mean try later; anything else is Meta refusing the post, in its own words.
 */
import { failureFromHttp, networkFailure, retryAfterMs } from './failure';
import { PlatformError } from './types';

export const META_GRAPH_DEFAULT = 'https://graph.facebook.com/v21.0';

interface GraphErrorBody {
  message?: string;
  code?: number;
  error_subcode?: number;
  is_transient?: boolean;
  error_user_msg?: string;
}

const THROTTLED = new Set([4, 17, 32, 613]);
const isThrottled = (code?: number) => code !== undefined && (THROTTLED.has(code) || (code >= 80001 && code <= 80014));
const isTokenDead = (code?: number) =>
  code === 190 || code === 102 || code === 10 || (code !== undefined && code >= 200 && code <= 299);

/** Meta's wait, from the business-use-case header's estimated_time_to_regain_access (minutes). */
function regainAccessMs(headers: Headers): number | undefined {
  try {
    const usage = JSON.parse(headers.get('x-business-use-case-usage') ?? '{}') as Record<
      string,
      { estimated_time_to_regain_access?: number }[]
    >;
    const minutes = Object.values(usage)
      .flat()
      .map((u) => u.estimated_time_to_regain_access ?? 0);
    const longest = Math.max(0, ...minutes);
    return longest > 0 ? longest * 60_000 : undefined;
  } catch {
    return undefined;
  }
}

export function graphFailure(status: number, error: GraphErrorBody | undefined, headers: Headers): PlatformError {
  const message = `Meta: ${error?.error_user_msg ?? error?.message ?? `HTTP ${status}`}`;
  if (isThrottled(error?.code) || status === 429) {
    return new PlatformError('unavailable', message, regainAccessMs(headers) ?? retryAfterMs(headers));
  }
  if (isTokenDead(error?.code)) return new PlatformError('reconnect', message);
  if (error?.is_transient || error?.code === 1 || error?.code === 2) return new PlatformError('unavailable', message);
  return failureFromHttp({ status, message, headers });
}

export interface GraphClient {
  get<T>(path: string, params?: Record<string, string>): Promise<T>;
  post<T>(path: string, params: Record<string, string>): Promise<T>;
}

/** A Graph caller for one token; parameters go form-encoded, the token in the Authorization header. */
export function graphClient(graphUrl: string | undefined, accessToken: string): GraphClient {
  const base = (graphUrl ?? META_GRAPH_DEFAULT).replace(/\/+$/, '');
  async function call<T>(method: 'GET' | 'POST', path: string, params: Record<string, string> = {}): Promise<T> {
    const form = new URLSearchParams(params);
    const url = `${base}/${path.replace(/^\/+/, '')}${method === 'GET' && params ? `?${form}` : ''}`;
    let res: Response;
    try {
      res = await fetch(url, {
        method,
        headers: {
          authorization: `Bearer ${accessToken}`,
          ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        ...(method === 'POST' ? { body: form.toString() } : {}),
      });
    } catch (err) {
      throw networkFailure('Meta', err);
    }
    const body = (await res.json().catch(() => ({}))) as { error?: GraphErrorBody } & T;
    if (!res.ok || body.error) throw graphFailure(res.status, body.error, res.headers);
    return body;
  }
  return {
    get: (path, params) => call('GET', path, params),
    post: (path, params) => call('POST', path, params),
  };
}
