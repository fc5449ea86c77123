// Builds the two scripts a server-rendered page inlines (src/client/boot: the head's fonts script and
// the body's boot script) into minified text. The server bundle gets them at build time
// (build-server.mjs); the sources run through here when the server runs from TypeScript (dev, tests).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function compile(file) {
  const result = buildSync({
    absWorkingDir: root,
    entryPoints: [path.join('src', 'client', 'boot', file)],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    logLevel: 'warning',
  });
  return result.outputFiles[0].text.trim();
}

/** `{ boot, fonts }`: the text of each script, as the page inlines it. */
export const pageScripts = () => ({ boot: compile('page-boot.ts'), fonts: compile('fonts-head.ts') });
