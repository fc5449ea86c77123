// Bundles the server for production (docs/decisions/027): src/server/main.ts and the first-start
// helper db/prepare-cli.ts become plain JavaScript in dist/node, with the migrations beside them, so
// `npm start` runs `node dist/node/server.js` without compiling TypeScript at every start. The packages
// are bundled too (resolving and loading some 1,500 files from node_modules was a third of a restart's
// CPU), except the few listed in KEEP_EXTERNAL. Part of `npm run build`; `npm start` runs it when the
// sources are newer than the bundle, and the e2e harness runs this bundle. `npm run dev` and the unit
// tests run the sources; the process tests (src/server/integration) run this bundle, built first by
// their global setup with `--if-stale`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { pageScripts } from './page-scripts.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'dist', 'node');

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
  for (const dir of ['src/server', 'src/shared', 'src/client/boot']) walk(path.join(root, dir));
  for (const file of ['package-lock.json', 'scripts/build-server.mjs', 'scripts/page-scripts.mjs'])
    newest = Math.max(newest, fs.statSync(path.join(root, file)).mtimeMs);
  return newest;
}

/**
 * Packages loaded from node_modules at run time rather than bundled: each finds files beside its own
 * module (PGlite's and its pg_dump's WebAssembly and data files, sharp's native addon, pino's worker-thread transports,
 * the API docs' static pages, @fastify/swagger's and ioredis's use of __dirname), or is for
 * development only (vite).
 */
export const KEEP_EXTERNAL = [
  '@electric-sql/pglite',
  '@electric-sql/pglite/*',
  '@electric-sql/pglite-tools',
  '@electric-sql/pglite-tools/*',
  'sharp',
  'pino',
  'thread-stream',
  'pino-pretty',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  'ioredis',
  'vite',
];

// Bundled CommonJS packages call require() for Node's own modules; an ES module has none of its own.
const REQUIRE_SHIM =
  "import { createRequire as __blCreateRequire } from 'node:module'; const require = __blCreateRequire(import.meta.url);";

export const bundleFile = path.join(out, 'server.js');

/** True when dist/node/server.js exists and no source is newer. */
export const bundleFresh = () => fs.existsSync(bundleFile) && fs.statSync(bundleFile).mtimeMs >= newestSource();

/** Writes the bundle to `outDir` (dist/node by default), replacing what was there only once it is complete. */
export async function buildServer(outDir = out) {
  const partial = `${outDir}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    // The operator's commands too (backup, restore, migrations, export), so that an installation with
    // only the runtime packages (the Docker image: scripts/runtime-package.mjs) can run them.
    entryPoints: {
      server: 'src/server/main.ts',
      prepare: 'src/server/db/prepare-cli.ts',
      backup: 'src/server/db/backup-cli.ts',
      migrate: 'src/server/db/migrate-cli.ts',
      export: 'src/server/db/export-cli.ts',
    },
    // Code shared by the two entries, and what is imported only when needed (the article editor's
    // rendering), goes into chunk files beside them: every file finds its migrations next to itself.
    outdir: partial,
    splitting: true,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    external: KEEP_EXTERNAL,
    banner: { js: REQUIRE_SHIM },
    // Function names kept: plugins and errors are named after them.
    keepNames: true,
    // The page's inline scripts, built from src/client/boot (server/platform/page-boot.ts).
    define: { __PAGE_SCRIPTS__: JSON.stringify(pageScripts()) },
    sourcemap: 'linked',
    logLevel: 'warning',
    legalComments: 'none',
  });
  fs.cpSync(path.join(root, 'src', 'server', 'db', 'migrations'), path.join(partial, 'migrations'), {
    recursive: true,
  });
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.renameSync(partial, outDir);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // --if-stale: only when a source is newer than the bundle (or there is none).
  if (process.argv.includes('--if-stale') && bundleFresh()) {
    console.log('Server bundle is up to date: dist/node/server.js');
  } else {
    const started = Date.now();
    await buildServer();
    console.log(`Server bundled: dist/node/server.js (${Date.now() - started} ms)`);
  }
}
