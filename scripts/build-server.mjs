// Bundles the server for production (docs/decisions/027): src/server/main.ts and the first-start
// helper db/prepare-cli.ts become plain JavaScript in dist/node, with the migrations beside them, so
// `npm start` runs `node dist/node/server.js` without compiling TypeScript at every start. Packages
// stay in node_modules (not bundled). Part of `npm run build`; `npm start` runs it when the sources
// are newer than the bundle. `npm run dev`, the tests and the e2e harness still run the sources.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'dist', 'node');
const partial = `${out}.partial`;

/** The newest modification time under the folders the server is built from (0 when none). */
export function newestSource() {
  let newest = 0;
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else newest = Math.max(newest, fs.statSync(file).mtimeMs);
    }
  };
  for (const dir of ['src/server', 'src/shared']) walk(path.join(root, dir));
  for (const file of ['package-lock.json', 'scripts/build-server.mjs'])
    newest = Math.max(newest, fs.statSync(path.join(root, file)).mtimeMs);
  return newest;
}

export const bundleFile = path.join(out, 'server.js');

/** True when dist/node/server.js exists and no source is newer. */
export const bundleFresh = () => fs.existsSync(bundleFile) && fs.statSync(bundleFile).mtimeMs >= newestSource();

export async function buildServer() {
  fs.rmSync(partial, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: { server: 'src/server/main.ts', prepare: 'src/server/db/prepare-cli.ts' },
    // Two self-contained files (no shared chunks): code finds its migrations next to itself.
    outdir: partial,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
    legalComments: 'none',
  });
  fs.cpSync(path.join(root, 'src', 'server', 'db', 'migrations'), path.join(partial, 'migrations'), {
    recursive: true,
  });
  fs.rmSync(out, { recursive: true, force: true });
  fs.renameSync(partial, out);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  await buildServer();
  console.log(`Server bundled: dist/node/server.js (${Date.now() - started} ms)`);
}
