import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { pgliteDatabase, postgresDatabase } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    pgTemplate: string;
  }
}

/**
 * Migrates once per run. PGlite: a migrated data dir is dumped to a file that every test file
 * loads (much faster than migrating each time). PostgreSQL (TEST_DATABASE_URL): a migrated
 * template database that every test file clones.
 */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bl-test-'));
  const client = await PGlite.create();
  await pgliteDatabase(client).migrate();
  const dump = await client.dumpDataDir('none');
  const dumpFile = path.join(dir, 'migrated.tar');
  fs.writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide('pgliteDump', dumpFile);

  const url = process.env.TEST_DATABASE_URL;
  let template = '';
  if (url) {
    template = `bl_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    await admin.end();
    const db = postgresDatabase(withDatabase(url, template));
    await db.migrate();
    await db.close();
  }
  project.provide('pgTemplate', template);

  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    if (url && template) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      // The workers' databases (cloned from the template, kept for the whole run), then the template.
      const { rows } = await admin.query<{ datname: string }>(
        'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
        [`${template}_w_`],
      );
      for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    }
  };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
