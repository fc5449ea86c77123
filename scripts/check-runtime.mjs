// Installs the runtime packages (scripts/runtime-package.mjs) into an empty folder, as the Docker
// image's runtime stage does, puts the build beside them and runs it there: the server starts on a new
// data directory, serves the home page and a public list, stops cleanly on SIGTERM, and the bundled
// export runs. Needs `npm run build` first; CI runs it after the build. Prints the node_modules size.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeRuntimePackage } from './runtime-package.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bl-runtime-'));
const app = path.join(work, 'app');
const dataDir = path.join(work, 'data');

function fail(message) {
  console.error(`check-runtime: ${message}`);
  process.exitCode = 1;
}

function du(dir) {
  let bytes = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) bytes += du(file);
    else if (entry.isFile()) bytes += fs.statSync(file).size;
  }
  return bytes;
}

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

try {
  writeRuntimePackage(app);
  const install = spawnSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], { cwd: app, stdio: 'inherit' });
  if (install.status !== 0) throw new Error('npm ci of the runtime packages failed');
  console.log(`runtime node_modules: ${(du(path.join(app, 'node_modules')) / 1e6).toFixed(1)} MB`);
  for (const part of ['client', 'server', 'node', 'pglite-template']) {
    fs.cpSync(path.join(root, 'dist', part), path.join(app, 'dist', part), { recursive: true });
  }

  const port = await freePort();
  const env = { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  const server = spawn(process.execPath, ['dist/node/server.js'], { cwd: app, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => server.on('exit', (code) => resolve(code)));
  const deadline = Date.now() + 120_000;
  while (!output.includes('is open at') && server.exitCode === null && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (!output.includes('is open at')) throw new Error(`the server did not start:\n${output}`);
  for (const [address, expected] of [
    ['/', '<title>'],
    ['/api/articles?city=rochester', '"title"'],
  ]) {
    const res = await fetch(`http://127.0.0.1:${port}${address}`);
    const body = await res.text();
    if (res.status !== 200 || !body.includes(expected)) fail(`${address} answered ${res.status}`);
  }
  server.kill('SIGTERM');
  const code = await exited;
  if (code !== 0) fail(`the server stopped with exit code ${code}:\n${output}`);

  const exported = spawnSync(process.execPath, ['dist/node/export.js', path.join(work, 'site.sql')], {
    cwd: app,
    env,
    encoding: 'utf8',
  });
  if (exported.status !== 0 || !fs.readFileSync(path.join(work, 'site.sql'), 'utf8').includes('CREATE TABLE')) {
    fail(`npm run db:export failed in the runtime install:\n${exported.stderr}`);
  }
  if (!process.exitCode) console.log('check-runtime: the built server runs from the runtime packages alone');
} catch (err) {
  fail(err instanceof Error ? err.message : String(err));
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
