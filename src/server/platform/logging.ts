import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

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
    ...(config.dev ? { transport: undefined } : {}),
  };
}
