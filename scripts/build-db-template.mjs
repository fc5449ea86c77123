// Writes an initialised, migrated, empty embedded database (PGlite's initdb and our migrations, no
// content) to dist/pglite-template/<pglite version>-<migrations>.tar.gz. A new data directory is then
// unpacked from it instead of running initdb and every migration, which takes about twice the memory
// and most of the time of a first start (docs/decisions/027). Part of `npm run build` (and of the
// first `npm start`); the name matches one PGlite version and one set of migrations, so an upgrade or
// a new migration builds a new one (migrations newer than a template still run at start).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const migrationsFolder = path.join(root, 'src', 'server', 'db', 'migrations');
const { version } = JSON.parse(
  fs.readFileSync(path.join(root, 'node_modules', '@electric-sql', 'pglite', 'package.json'), 'utf8'),
);
// The same name src/server/db/client.ts looks for.
const journal = fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'));
const migrations = crypto.createHash('sha256').update(journal).digest('hex').slice(0, 12);
const dir = path.join(root, 'dist', 'pglite-template');
const file = path.join(dir, `${version}-${migrations}.tar.gz`);

if (!fs.existsSync(file) || process.argv.includes('--force')) {
  // The same start parameters as the server's (client.ts PGLITE_START_PARAMS).
  const pg = await PGlite.create({ startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'] });
  await migrate(drizzle({ client: pg, casing: 'snake_case' }), { migrationsFolder });
  await pg.query('CHECKPOINT');
  const dump = await pg.dumpDataDir('gzip');
  await pg.close();
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(`${file}.partial`, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(`${file}.partial`, file);
  for (const old of fs.readdirSync(dir))
    if (old !== path.basename(file)) fs.rmSync(path.join(dir, old), { force: true });
  console.log(`Database template built: ${path.relative(root, file)}`);
}
