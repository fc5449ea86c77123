/**
 * Who is counting: ad figures are limited per visitor and per network without storing an address.
 * A network is an IPv4 address or an IPv6 /64 (one home or office is handed a whole /64, so counting
 * single IPv6 addresses would let one client count as millions). Both are salted hashes that change
 * every day.
 */
import { createHmac } from 'node:crypto';
import { networkKey } from '../../platform/rate-limit';

export interface AdVisitor {
  /** The network, hashed with the day. */
  network: string;
  /** The network and the browser's user agent, hashed with the day. */
  visitor: string;
}

const hash = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text).digest('base64url').slice(0, 22);

export function adVisitor(secret: string, day: string, ip: string, userAgent: string | undefined): AdVisitor {
  const network = networkKey(ip);
  return {
    network: hash(secret, `ad-network:${day}:${network}`),
    visitor: hash(secret, `ad-visitor:${day}:${network}:${userAgent ?? ''}`),
  };
}
