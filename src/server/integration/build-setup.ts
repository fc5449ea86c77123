import { spawnSync } from 'node:child_process';
import { projectRoot } from './processes';

/**
 * The process tests run the server as production does: the bundle `npm run build` makes
 * (dist/node/server.js). Built here when missing or older than the sources (a couple of seconds).
 */
export default function buildServerBundle() {
  const result = spawnSync(process.execPath, ['scripts/build-server.mjs', '--if-stale'], {
    cwd: projectRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('Bundling the server for the process tests failed (see above).');
}
