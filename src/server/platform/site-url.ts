import type { Config } from '../config';

/**
 * The address links in e-mails point to. PUBLIC_URL in production; never the request's Host
 * header, which a sender could forge to plant their own domain in a reset link.
 */
export function siteUrl(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
}
