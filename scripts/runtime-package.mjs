// The packages the built server loads at run time, as an installable package.json and lockfile in
// dist/runtime: what the Docker image installs instead of every dependency (docs/deploy.md, "Docker").
//
// `npm run build` bundles the server and the page renderer with their packages, except those
// scripts/build-server.mjs keeps external (KEEP_EXTERNAL: packages that find files beside their own
// module) and those a bundled module loads itself at run time (found in the bundle's files here).
// Those, and only those, are needed beside dist/ at run time; each keeps the version the project's
// lockfile installs, and so do their own dependencies (the lockfile below is cut from it). Run after
// `npm run build` (the Dockerfile does).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { KEEP_EXTERNAL } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'dist', 'runtime');

/** The package name of an import pattern: "@scope/name/*" -> "@scope/name", "pino" -> "pino". */
const packageName = (pattern) =>
  pattern
    .split('/')
    .slice(0, pattern.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * Import statements, import() and require() calls of a package by name in the bundle's files. A
 * bundled module that makes its own `require` (createRequire) is left as a call at run time, e.g.
 * the rate limiter's stores; a require written inside a string (code that a library generates) is
 * not a call: the character before it tells them apart.
 */
const IMPORTS = [
  /(?:^|[\s;}])(?:import|export)\s*(?:[\w$*{}\s,]+from\s*)?"([^"]+)"/g,
  /(?<![\w$'"`[.])(?:import|__require|require\d*)\(\s*"([^"]+)"\s*\)/g,
];

/** The packages the files in `dir` (the server bundle) load from node_modules. */
export function loadedPackages(dir = path.join(root, 'dist', 'node')) {
  const names = new Set();
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.js'))) {
    const code = fs.readFileSync(path.join(dir, file), 'utf8');
    for (const pattern of IMPORTS) {
      for (const [, specifier] of code.matchAll(pattern)) {
        if (specifier.startsWith('.') || specifier.startsWith('node:') || isBuiltin(specifier)) continue;
        names.add(packageName(specifier));
      }
    }
  }
  return names;
}

/**
 * The runtime manifest: each package the bundle loads or keeps external, at the exact version the
 * lockfile installs. A package the lockfile does not hold for production is left out: optional
 * ones the bundle only tries (pg-native, bufferutil), vite (`npm run dev` only), pino-pretty.
 */
export function runtimeManifest(bundleDir = path.join(root, 'dist', 'node')) {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  const dependencies = {};
  const wanted = new Set([...KEEP_EXTERNAL.map(packageName), ...loadedPackages(bundleDir)]);
  for (const name of [...wanted].sort()) {
    const locked = lock.packages[`node_modules/${name}`];
    if (!locked || locked.dev) continue;
    dependencies[name] = locked.version;
  }
  return {
    name: `${pkg.name}-runtime`,
    version: pkg.version,
    private: true,
    description: `${pkg.description} The packages the built server loads at run time.`,
    type: 'module',
    engines: pkg.engines,
    scripts: {
      start: 'node dist/node/server.js',
      'db:migrate': 'node dist/node/migrate.js',
      'db:export': 'node dist/node/export.js',
      backup: 'node dist/node/backup.js backup',
      restore: 'node dist/node/backup.js restore',
    },
    dependencies,
    // The project's overrides (pglite-tools accepts the project's PGlite, see package.json).
    overrides: pkg.overrides,
  };
}

/** Writes dist/runtime/package.json and a lockfile cut from the project's (same versions, fewer packages). */
export function writeRuntimePackage(dir = out) {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify(runtimeManifest(), null, 2)}\n`);
  fs.copyFileSync(path.join(root, 'package-lock.json'), path.join(dir, 'package-lock.json'));
  const npm = spawnSync('npm', ['install', '--package-lock-only', '--omit=dev', '--no-audit', '--no-fund'], {
    cwd: dir,
    stdio: 'inherit',
  });
  if (npm.status !== 0) throw new Error('npm could not cut the runtime lockfile (see above).');
  return dir;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = writeRuntimePackage();
  const { dependencies } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  console.log(`Runtime packages in ${path.relative(root, dir)}: ${Object.keys(dependencies).join(', ')}`);
}
