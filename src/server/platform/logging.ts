import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';
import { currentRequestId } from './request-id';

/** Keep query values out of logs: links carry one-time tokens, and lists carry e-mails. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  const keys = [...new Set(params.keys())];
  return `${url.slice(0, q)}${keys.length ? `?${keys.map((k) => `${k}=…`).join('&')}` : ''}`;
}

export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password', '*.email'],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: redactUrl(req.url) }),
    },
    // Lines logged through the app's logger while a request is handled carry its id too (the
    // request's own logger already has it among its bindings).
    mixin: (_obj: object, _level: number, logger: { bindings(): Record<string, unknown> }) => {
      const reqId = currentRequestId();
      return reqId && !('reqId' in logger.bindings()) ? { reqId } : {};
    },
    ...(config.dev ? { transport: undefined } : {}),
  };
}
