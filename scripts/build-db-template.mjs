// Writes an empty, initialised embedded database (PGlite's initdb, nothing else) to
// dist/pglite-template/<pglite version>.tar.gz. A new data directory is then unpacked from it instead
// of running initdb, which takes about twice the memory of running the server. Part of `npm run build`
// (and of the first `npm start`); the file matches one PGlite version, so an upgrade builds a new one.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { version } = JSON.parse(
  fs.readFileSync(path.join(root, 'node_modules', '@electric-sql', 'pglite', 'package.json'), 'utf8'),
);
const file = path.join(root, 'dist', 'pglite-template', `${version}.tar.gz`);

if (!fs.existsSync(file) || process.argv.includes('--force')) {
  const pg = await PGlite.create();
  const dump = await pg.dumpDataDir('gzip');
  await pg.close();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(`${file}.partial`, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(`${file}.partial`, file);
  console.log(`Database template built: ${path.relative(root, file)}`);
}
