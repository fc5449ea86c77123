import { createHash } from 'node:crypto';
import type { Db } from '../../db/client';
import { RateLimiter, enforceRateLimit, rateLimitStore } from '../../platform/rate-limit';
import { deviceOwner } from './mfa';
import { findUserByEmail } from './service';

const FOREVER = Number.MAX_SAFE_INTEGER;
const QUARTER_HOUR = 15 * 60_000;

/**
 * Progressive delays after failed sign-ins (Ghost's approach, not a lock-out): the first few
 * failures of a key cost nothing, then each one doubles the wait before the next attempt, up to a
 * cap. Counted in the rate-limit store, so every process behind the load balancer (Redis) holds
 * the same delay: the n-th failure starts a hold of its own length, named by n.
 */
export class FailureBackoff {
  constructor(
    private readonly name: string,
    private readonly opts: { free: number; baseMs: number; maxMs: number; forgetAfterMs: number },
  ) {}

  private failuresKey = (key: string) => `${this.name}|failures|${key}`;
  private holdKey = (key: string, failures: number) => `${this.name}|hold|${key}|${failures}`;

  private holdMs(failures: number) {
    return Math.min(this.opts.baseMs * 2 ** (failures - this.opts.free), this.opts.maxMs);
  }

  /** Seconds to wait before this key may try again (0: go ahead). */
  async waitSeconds(key: string): Promise<number> {
    const store = rateLimitStore();
    const { current } = await store.read(this.failuresKey(key), this.opts.forgetAfterMs);
    if (current < this.opts.free) return 0;
    const hold = await store.read(this.holdKey(key, current), this.holdMs(current));
    return hold.current > 0 && hold.ttlMs > 0 ? Math.ceil(hold.ttlMs / 1000) : 0;
  }

  async fail(key: string): Promise<void> {
    const store = rateLimitStore();
    const { current } = await store.hit(this.failuresKey(key), this.opts.forgetAfterMs, FOREVER);
    if (current >= this.opts.free) await store.hit(this.holdKey(key, current), this.holdMs(current), FOREVER);
  }

  async succeed(key: string): Promise<void> {
    await rateLimitStore().reset(this.failuresKey(key));
  }
}

/** Whether the browser's remembered-device token is one the account with this address was given. */
export async function isAccountsOwnDevice(db: Db, token: string | undefined, email: string): Promise<boolean> {
  const owner = await deviceOwner(db, token, 'known_device');
  if (!owner) return false;
  return (await findUserByEmail(db, email))?.id === owner;
}

/** A device token as a limit's key: its hash, so the store never holds a usable token. */
const deviceKey = (token: string) => `device:${createHash('sha256').update(token).digest('hex').slice(0, 32)}`;

/**
 * Two-step codes at sign-in lock the one who tries them, not the account's owner: 5 per device (a
 * remembered browser, else the pending sign-in) and 10 per address /64 in 15 minutes. A guess spread
 * over many networks meets the account's ceiling (30), which the owner's own browsers do not count
 * against.
 */
export class SignInCodeLimits {
  private readonly perDevice = new RateLimiter(5, QUARTER_HOUR, 'sign-in-code-device');
  private readonly perAddress = new RateLimiter(10, QUARTER_HOUR, 'sign-in-code-address');
  private readonly perAccount = new RateLimiter(30, QUARTER_HOUR, 'sign-in-code-account');

  /** Counts one code; throws a 429 when over a limit. Answers the device key to pass to `succeeded`. */
  async enforce(
    db: Db,
    attempt: { userId: string; address: string; sessionId: string; knownDevice: string | undefined },
  ): Promise<string> {
    const owner = await deviceOwner(db, attempt.knownDevice, 'known_device');
    const device = owner && attempt.knownDevice ? deviceKey(attempt.knownDevice) : `sign-in:${attempt.sessionId}`;
    const others =
      owner === attempt.userId
        ? []
        : [
            { limiter: this.perAddress, key: attempt.address },
            { limiter: this.perAccount, key: attempt.userId },
          ];
    await enforceRateLimit(
      [{ limiter: this.perDevice, key: device }, ...others],
      'Too many codes tried. Please wait a few minutes and try again.',
    );
    return device;
  }

  async succeeded(device: string, userId: string) {
    await this.perDevice.reset(device);
    await this.perAccount.reset(userId);
  }
}
