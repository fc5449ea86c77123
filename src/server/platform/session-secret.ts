import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * SESSION_SECRET when set; otherwise a secret generated once and kept in DATA_DIR, so that
 * sessions survive restarts with zero setup. Several app processes must share SESSION_SECRET.
 */
export function resolveSessionSecret(config: { SESSION_SECRET?: string; DATA_DIR: string }): string {
  if (config.SESSION_SECRET) return config.SESSION_SECRET;
  const file = path.join(config.DATA_DIR, 'session-secret');
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // not created yet
  }
  fs.mkdirSync(config.DATA_DIR, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
