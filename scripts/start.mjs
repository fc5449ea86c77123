// npm start: build the client if it has not been built, then run the server.
import { existsSync } from 'node:fs';
import { spawnSync, spawn } from 'node:child_process';

const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit', shell: false });

if (!existsSync('dist/client/index.html') || !existsSync('dist/server/entry-server.js')) {
  console.log('Building the site (first start only)...');
  const vite = 'node_modules/vite/bin/vite.js';
  const build = run(process.execPath, [vite, 'build', '--logLevel', 'warn']);
  if (build.status !== 0) process.exit(build.status ?? 1);
  // The page renderer: public pages are rendered on the server with their data.
  const ssr = run(process.execPath, [vite, 'build', '--ssr', 'entry-server.tsx', '--logLevel', 'warn']);
  if (ssr.status !== 0) process.exit(ssr.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
