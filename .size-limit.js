/**
 * The JavaScript budget (npm run size, part of npm run check and CI): what the home page loads
 * before it is interactive, i.e. the entry (main.tsx), the home page's chunk and every chunk they
 * import statically, read from the client build's manifest. Lazy parts (newsletter form, toasts,
 * search dialog, carousel, recommendations) are not in it: they load when the browser is idle.
 */
import fs from 'node:fs';

const MANIFEST = 'dist/client/.vite/manifest.json';
if (!fs.existsSync(MANIFEST)) throw new Error(`${MANIFEST} is missing: run npm run build first`);
const manifest = JSON.parse(fs.readFileSync(MANIFEST, 'utf8'));

/** The files a module loads up front: its own chunk and its static imports, recursively. */
function upFront(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in ${MANIFEST}`);
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of chunk.imports ?? []) upFront(next, seen);
  return seen;
}

const files = (...keys) => {
  const seen = new Set();
  for (const key of keys) upFront(key, seen);
  return [...seen].map((key) => `dist/client/${manifest[key].file}`).filter((file) => file.endsWith('.js'));
};

export default [
  {
    name: 'home page JavaScript loaded up front (main.tsx, the home page and their imports)',
    path: files('index.html', 'features/home/HomePage.tsx'),
    limit: '100 KB',
    gzip: true,
  },
  {
    name: 'the entry alone (main.tsx and its imports)',
    path: files('index.html'),
    limit: '95 KB',
    gzip: true,
  },
];
