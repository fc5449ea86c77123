import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, pgliteDatabase, postgresDatabase, type Database } from './client';
import { DurableNodeFS } from './durable-fs';
import { newsletters } from './schema';
import { withDatabase } from '../test/global-setup';

const pgUrl = process.env.TEST_DATABASE_URL;

/** Migrating twice must be harmless: every start-up migrates. */
async function migrateTwiceAndUse(database: Database) {
  await database.migrate();
  await database.migrate();
  await database.db.insert(newsletters).values({ email: 'twice@example.com' });
  // PGlite and node-postgres both answer { rows }; the shared Db type leaves the result untyped.
  const tables = (await database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  const names = tables.rows.map((r) => r.table_name);
  expect(names).toEqual(expect.arrayContaining(['newsletters', 'sessions', 'users']));
}

describe('migrations', () => {
  it('apply to PGlite, and applying them again changes nothing', async () => {
    const database = pgliteDatabase(await PGlite.create());
    try {
      await migrateTwiceAndUse(database);
    } finally {
      await database.close();
    }
  });

  it.skipIf(!pgUrl)('apply to PostgreSQL, and applying them again changes nothing', async () => {
    const name = `bl_migrate_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const database = postgresDatabase(withDatabase(pgUrl ?? '', name));
    try {
      await migrateTwiceAndUse(database);
    } finally {
      await database.close();
      // pool.end() resolves before its sockets close; dropping WITH (FORCE) then would kill a
      // connection the pool still listens on (an uncaught 'error'), so wait for them to go.
      const open = async () =>
        (await admin.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name]))
          .rows[0]?.n;
      await expect.poll(open).toBe(0);
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.end();
    }
  });
});

describe('openDatabase', () => {
  it('keeps the embedded database under DATA_DIR/pglite, locked while open and durable after close', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bl-client-'));
    try {
      const first = await openDatabase({ dataDir });
      expect(first.kind).toBe('pglite');
      expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(true);
      await first.migrate();
      await first.db.insert(newsletters).values({ email: 'kept@example.com' });
      await first.close();
      expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);

      const second = await openDatabase({ dataDir });
      const rows = await second.db.select().from(newsletters);
      await second.close();
      expect(rows.map((r) => r.email)).toEqual(['kept@example.com']);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('unpacks a new embedded database from the template, over what an interrupted start left', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bl-client-'));
    try {
      // A template as scripts/build-db-template.mjs makes one: migrated, then dumped.
      const client = await PGlite.create();
      const source = pgliteDatabase(client);
      await source.migrate();
      await source.db.insert(newsletters).values({ email: 'in-template@example.com' });
      const template = path.join(dataDir, 'template.tar.gz');
      const dump = await client.dumpDataDir('gzip');
      fs.writeFileSync(template, Buffer.from(await dump.arrayBuffer()));
      await source.close();

      // A start that stopped half-way through unpacking, and a folder without PG_VERSION that holds
      // something (which is kept, moved aside).
      fs.mkdirSync(path.join(dataDir, 'pglite.unpacking', 'base'), { recursive: true });
      fs.writeFileSync(path.join(dataDir, 'pglite.unpacking', 'base', 'junk'), 'x');
      fs.mkdirSync(path.join(dataDir, 'pglite', 'global'), { recursive: true });
      fs.writeFileSync(path.join(dataDir, 'pglite', 'global', 'kept'), 'x');

      const database = await openDatabase({ dataDir, template });
      try {
        expect(database.created).toBe(true);
        const rows = await database.db.select().from(newsletters);
        expect(rows.map((r) => r.email)).toEqual(['in-template@example.com']);
        expect(fs.existsSync(path.join(dataDir, 'pglite.unpacking'))).toBe(false);
        expect(fs.existsSync(path.join(dataDir, 'pglite', 'base', 'junk'))).toBe(false);
        const aside = fs.readdirSync(dataDir).filter((name) => name.startsWith('pglite.incomplete-'));
        expect(aside).toHaveLength(1);
        expect(fs.readFileSync(path.join(dataDir, aside[0]!, 'global', 'kept'), 'utf8')).toBe('x');
      } finally {
        await database.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('flushes a whole folder written beside PGlite: every file and folder, then the folder it is renamed in', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bl-client-'));
    try {
      const root = path.join(dataDir, 'pglite.unpacking');
      fs.mkdirSync(path.join(root, 'base', '1'), { recursive: true });
      for (const file of ['PG_VERSION', 'base/1/1259', 'base/1/1249']) fs.writeFileSync(path.join(root, file), 'x');
      const durable = new DurableNodeFS(root);
      durable.flushTree();
      // Three files; the root, base and base/1.
      expect(durable.fsyncs).toBe(6);
      // After the rename into DATA_DIR: that folder only.
      durable.flushFolder(dataDir);
      expect(durable.fsyncs).toBe(7);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('leaves no database behind when the template cannot be read, so the next start begins again', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bl-client-'));
    try {
      const template = path.join(dataDir, 'template.tar.gz');
      fs.writeFileSync(template, zlib.gzipSync(Buffer.alloc(4096, 7)).subarray(0, 40));
      await expect(openDatabase({ dataDir, template })).rejects.toThrow();
      expect(fs.existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(false);
      expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('uses PostgreSQL and touches no data dir when a database URL is given', async () => {
    const dataDir = path.join(os.tmpdir(), `bl-unused-${randomBytes(4).toString('hex')}`);
    const database = await openDatabase({ dataDir, databaseUrl: 'postgres://nobody@127.0.0.1:1/none' });
    expect(database.kind).toBe('postgres');
    expect(fs.existsSync(dataDir)).toBe(false);
    await database.close();
  });
});
