// npm start: build the client and the server if they have not been built, then run the server.
//
// Signals: package.json runs this script with `exec`, so npm's SIGTERM/SIGINT reaches this process
// (not a shell that would die and leave us running). We hand the signal on to the server and exit
// with it. The server also holds an IPC channel to us and shuts down by itself when we go away for
// any reason (even kill -9), so it never outlives its launcher while holding the port and the lock.
import { existsSync } from 'node:fs';
import { spawnSync, spawn } from 'node:child_process';
import { buildServer, bundleFile, bundleFresh } from './build-server.mjs';

const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit', shell: false });

// SKIP_BUILD=true: the build is done elsewhere (or not wanted, as in the process tests).
const skipBuild = process.env.SKIP_BUILD === 'true';

if (!skipBuild && (!existsSync('dist/client/index.html') || !existsSync('dist/server/entry-server.js'))) {
  console.log('Building the site (first start only)...');
  const vite = 'node_modules/vite/bin/vite.js';
  const build = run(process.execPath, [vite, 'build', '--logLevel', 'warn']);
  if (build.status !== 0) process.exit(build.status ?? 1);
  // The page renderer: public pages are rendered on the server with their data.
  const ssr = run(process.execPath, [vite, 'build', '--ssr', 'entry-server.tsx', '--logLevel', 'warn']);
  if (ssr.status !== 0) process.exit(ssr.status ?? 1);
}

// The initialised empty database a new data directory starts from (see build-db-template.mjs).
if (!skipBuild) {
  const template = run(process.execPath, ['scripts/build-db-template.mjs']);
  if (template.status !== 0) process.exit(template.status ?? 1);
}

// The server itself: bundled JavaScript run by plain node (docs/decisions/027), rebuilt here when a
// source is newer than the bundle. With SKIP_BUILD and no fresh bundle, the sources run through tsx.
let fresh = bundleFresh();
if (!fresh && !skipBuild) {
  await buildServer();
  fresh = true;
}
const command = fresh ? [bundleFile] : ['--import', 'tsx', 'src/server/main.ts'];

const server = spawn(process.execPath, command, {
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env: { ...process.env, BL_LAUNCHER_IPC: '1' },
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
