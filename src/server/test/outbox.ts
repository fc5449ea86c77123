import fs from 'node:fs';
import path from 'node:path';

/** The messages the outbox mailer wrote, oldest first, as raw RFC 822 text. */
export function readOutbox(dataDir: string): string[] {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
}
