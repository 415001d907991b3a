import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPgliteDatabase, createPostgresDatabase } from '../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (gzipped tarball) each test file starts from. */
    pgliteTemplate: string;
    /** A migrated PostgreSQL database each test file's database is copied from. */
    postgresTemplate: string;
  }
}

/**
 * Migrates one database for the whole run; every test file then starts from a copy of it. A
 * fresh PGlite runs initdb and 34 migrations (about 4 s on this machine), a copy loads in about
 * 1 s; on PostgreSQL `create database … template` skips the migrations the same way.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dir = mkdtempSync(path.join(tmpdir(), 'ikawa-template-'));
    const file = path.join(dir, 'pgdata.tar.gz');
    const database = await createPgliteDatabase();
    await database.migrate();
    const dump = await database.dumpDataDir!();
    await database.close();
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteTemplate', file);
    project.provide('postgresTemplate', '');
    return async () => rmSync(dir, { recursive: true, force: true });
  }
  const name = `ikawa_template_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(url, `create database "${name}"`);
  const templateUrl = new URL(url);
  templateUrl.pathname = `/${name}`;
  const database = createPostgresDatabase(templateUrl.toString(), 2);
  await database.migrate();
  await database.close();
  project.provide('pgliteTemplate', '');
  project.provide('postgresTemplate', name);
  return async () => adminQuery(url, `drop database if exists "${name}" with (force)`);
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
