import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_SERVER, projectRoot } from './integration/processes';

let dataDir: string;
let server: ChildProcessWithoutNullStreams;
let output = '';
let baseUrl: string;

/** Resolves with the address once the server logs that it is listening. */
function listening(child: ChildProcessWithoutNullStreams): Promise<string> {
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`server exited with ${code} before listening:\n${output}`)));
  });
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bl-main-'));
  server = spawn(BUILT_SERVER[0]!, BUILT_SERVER.slice(1), {
    cwd: projectRoot,
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', SEED_DEMO: 'false', LOG_LEVEL: 'info' },
  });
  baseUrl = await listening(server);
}, 60_000);
afterAll(() => {
  if (server.exitCode === null) server.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the server process', () => {
  it('serves requests while holding the data-dir lock', async () => {
    const res = await fetch(`${baseUrl}/api/health`);
    expect(await res.json()).toEqual({ status: 'ok', database: 'pglite' });
    expect(JSON.parse(fs.readFileSync(path.join(dataDir, 'pglite.lock'), 'utf8'))).toMatchObject({ pid: server.pid });
  });

  it('keeps query values out of its request log', async () => {
    await fetch(`${baseUrl}/api/health?email=secret-reader%40example.com&token=abc123`);
    await fetch(`${baseUrl}/api/health?marker=1`);
    // The second request's log line proves the first one's has been written too.
    await expect.poll(() => output.includes('marker=')).toBe(true);
    expect(output).toContain('/api/health?email=…&token=…');
    expect(output).not.toContain('secret-reader');
    expect(output).not.toContain('abc123');
  });

  it('shuts down cleanly on SIGTERM: exit code 0, database closed, lock removed', async () => {
    const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
    expect(output).toContain('shutting down');
  });
});
