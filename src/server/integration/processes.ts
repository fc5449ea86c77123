import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** Helpers for the integration suite: real server processes on loopback, each test bounded in time. */

export const projectRoot = path.resolve(
  import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname),
  '../../..',
);

const started = new Set<ChildProcess>();

function descendants(pid: number): number[] {
  let children: number[] = [];
  try {
    children = fs
      .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
  return children.flatMap((child) => [child, ...descendants(child)]);
}

/** Kills every process a test started here (and their children) that is still running. */
export function killStarted() {
  for (const child of started) {
    if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) continue;
    for (const pid of [...descendants(child.pid), child.pid]) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // gone already
      }
    }
  }
  started.clear();
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  port: number;
  output(): string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** The server as production runs it: the bundle, built by the suite's global setup (build-setup.ts). */
export const BUILT_SERVER = [process.execPath, 'dist/node/server.js'];

/** Spawns a command that runs the server (the built one by default) and waits until it says it is open. */
export async function startServer(opts: {
  env: Record<string, string>;
  command?: string[];
  timeoutMs?: number;
  port?: number;
}): Promise<ServerProcess> {
  const port = opts.port ?? (await freePort());
  const [cmd, ...args] = opts.command ?? BUILT_SERVER;
  const child = spawn(cmd!, args, {
    cwd: projectRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      BACKUP_KEEP_DAYS: '0',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const deadline = Date.now() + (opts.timeoutMs ?? 90_000);
  let ended = false;
  void exited.then(() => (ended = true));
  while (!out.includes('is open at')) {
    if (ended) throw new Error(`server exited before it was ready:\n${out}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not ready in time:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  // Ready as a load balancer sees it: the health check answers 200 (right after start-up the process
  // may still be catching its breath and answer 503 with Retry-After).
  const url = `http://127.0.0.1:${port}`;
  await waitFor(
    async () => (await fetch(`${url}/api/health`).catch(() => undefined))?.status === 200,
    30_000,
    'a healthy server',
  );
  return { child, url, port, output: () => out, exited };
}

/** Stops a server gracefully, or kills it when it does not stop in time. */
export async function stopServer(server: ServerProcess | undefined, timeoutMs = 15_000) {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), timeoutMs);
  await server.exited;
  clearTimeout(timer);
}

export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A tiny valid PNG (1x1). */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The value of the first sample of a Prometheus text answer with this name and labels, if any. */
export function metricSample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (wanted.every((w) => line.includes(w))) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}
