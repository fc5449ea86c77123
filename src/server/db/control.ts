import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

/**
 * A control socket in DATA_DIR (a Unix socket only the server's own user can open) through which
 * commands run on the same machine ask the running server to do what needs its open database, such
 * as `npm run backup` while the site stays up. Nothing listens on the network.
 */
export const controlSocketPath = (dataDir: string) => path.join(dataDir, 'control.sock');

export interface ControlHandlers {
  backup(file: string): Promise<string>;
}

type Body = { action: 'backup'; file: string };

export async function startControlServer(
  dataDir: string,
  handlers: ControlHandlers,
): Promise<{ close(): Promise<void> }> {
  const socket = controlSocketPath(dataDir);
  // We hold the data-dir lock, so a socket file left here is from a process that has died.
  fs.rmSync(socket, { force: true });
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const answer = (status: number, body: object) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      let body: Body;
      try {
        body = JSON.parse(raw) as Body;
      } catch {
        return answer(400, { error: 'bad request' });
      }
      if (
        req.method !== 'POST' ||
        body.action !== 'backup' ||
        typeof body.file !== 'string' ||
        !path.isAbsolute(body.file)
      ) {
        return answer(400, { error: 'unknown command' });
      }
      handlers.backup(body.file).then(
        (file) => answer(200, { file }),
        (err: unknown) => answer(500, { error: (err as Error).message }),
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socket, () => resolve());
  });
  fs.chmodSync(socket, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        fs.rmSync(socket, { force: true });
      }),
  };
}

export function controlRequest(dataDir: string, body: Body, timeoutMs = 120_000): Promise<{ file: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        socketPath: controlSocketPath(dataDir),
        method: 'POST',
        path: '/',
        headers: { 'content-type': 'application/json' },
        timeout: timeoutMs,
      },
      (res) => {
        let raw = '';
        res.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        res.on('end', () => {
          try {
            const parsed = JSON.parse(raw) as { file?: string; error?: string };
            if (res.statusCode === 200 && parsed.file) resolve({ file: parsed.file });
            else reject(new Error(parsed.error ?? `status ${res.statusCode}`));
          } catch (err) {
            reject(err as Error);
          }
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('no answer in time')));
    req.on('error', (err: NodeJS.ErrnoException) =>
      reject(err.code === 'ENOENT' || err.code === 'ECONNREFUSED' ? new Error('its control socket is not open') : err),
    );
    req.end(JSON.stringify(body));
  });
}
