import { spawn } from 'node:child_process';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import { lockDataDir } from '../lib/data-dir-lock';
import { createPgliteDatabase, type Database, openDatabase } from './client';
import { rowsOf } from './rows';

/**
 * Backups. On PostgreSQL, `pg_dump`'s custom format; on the embedded database,
 * PGlite's own `dumpDataDir` (a gzipped copy of its data directory, taken with the shop stopped:
 * the directory is one process's). `restore` takes either back, and moves a shop from the
 * embedded database to a PostgreSQL server: the data is copied table by table, in the order
 * their references need, in one transaction.
 */

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', (error) =>
      reject(new Error(`${command} could not run (${error.message}); install the PostgreSQL client tools`)),
    );
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`)),
    );
  });
}

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

export async function backup(config: Config, file?: string): Promise<string> {
  if (config.databaseUrl) {
    const target = path.resolve(file ?? `ikawa-${stamp()}.dump`);
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${target}`, config.databaseUrl]);
    return target;
  }
  const target = path.resolve(file ?? `ikawa-${stamp()}.tar.gz`);
  const lock = await lockDataDir(config.dataDir, () => process.exit(1));
  try {
    const database = await openDatabase(config);
    try {
      const dump = await database.dumpDataDir!();
      writeFileSync(target, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await database.close();
    }
  } finally {
    await lock.release();
  }
  return target;
}

const isPgDump = (bytes: Buffer) => bytes.subarray(0, 5).toString('latin1') === 'PGDMP';
const isGzip = (bytes: Buffer) => bytes[0] === 0x1f && bytes[1] === 0x8b;

export async function restore(config: Config, file: string): Promise<string> {
  const bytes = readFileSync(file);
  if (isPgDump(bytes)) {
    if (!config.databaseUrl)
      throw new Error('This is a PostgreSQL dump: restore it with DATABASE_URL set to a PostgreSQL server.');
    await run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      `--dbname=${config.databaseUrl}`,
      file,
    ]);
    return 'PostgreSQL database restored from the dump';
  }
  if (!isGzip(bytes))
    throw new Error(`${file} is neither an Ikawa PostgreSQL dump nor an embedded-database backup.`);
  const blob = new Blob([bytes]);
  if (!config.databaseUrl) {
    const lock = await lockDataDir(config.dataDir, () => process.exit(1));
    try {
      const pgdata = path.join(config.dataDir, 'pgdata');
      const kept = `${pgdata}.before-restore-${stamp()}`;
      if (existsSync(pgdata)) renameSync(pgdata, kept);
      const database = await createPgliteDatabase({ dataDir: pgdata, loadDataDir: blob });
      await database.migrate();
      await database.close();
      return `embedded database restored (the previous one is kept in ${kept})`;
    } finally {
      await lock.release();
    }
  }
  // From the embedded database to a PostgreSQL server.
  const source = await createPgliteDatabase({ loadDataDir: blob });
  const target = await openDatabase(config);
  try {
    await source.migrate();
    await target.migrate();
    const tables = await copyTables(source, target);
    return `copied ${tables} tables from the embedded backup into PostgreSQL`;
  } finally {
    await source.close();
    await target.close();
  }
}

/** The application's tables, each after the tables it references. */
export async function tablesInOrder(database: Database): Promise<string[]> {
  const tables = await rowsOf<{ name: string }>(
    database.db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const refs = await rowsOf<{ child: string; parent: string }>(
    database.db,
    sql`
    select distinct c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
      from pg_constraint c join pg_namespace n on n.oid = c.connamespace
     where c.contype = 'f' and n.nspname = 'public'`,
  );
  const unquote = (name: string) => name.replace(/^public\./, '').replace(/"/g, '');
  const ordered: string[] = [];
  const visit = (name: string, path: Set<string>) => {
    if (ordered.includes(name) || path.has(name)) return;
    path.add(name);
    for (const ref of refs)
      if (unquote(ref.child) === name && unquote(ref.parent) !== name) visit(unquote(ref.parent), path);
    ordered.push(name);
  };
  for (const { name } of tables) visit(name, new Set());
  return ordered;
}

/** Copies every row of every table into an empty, migrated target, in one transaction. */
export async function copyTables(source: Database, target: Database): Promise<number> {
  const tables = await tablesInOrder(source);
  const counts = await rowsOf<{ n: number }>(
    target.db,
    sql`select (select count(*) from users)::int + (select count(*) from orders)::int as n`,
  );
  if ((counts[0]?.n ?? 0) > 0)
    throw new Error(
      'The PostgreSQL database already has accounts or orders: restore into an empty database.',
    );
  await target.db.transaction(async (tx) => {
    // The order counts' trigger is deferred to COMMIT (migration 0015): here it must fire with
    // each statement, so that copying the counts themselves (after the orders) replaces what it
    // added instead of being counted twice.
    await tx.execute(sql`set constraints all immediate`);
    for (const table of tables) {
      const id = sql.identifier(table);
      await tx.execute(sql`delete from ${id}`);
      const rows = await rowsOf<{ data: string }>(
        source.db,
        sql`select coalesce(json_agg(t), '[]'::json)::text as data from ${id} t`,
      );
      const data = rows[0]?.data ?? '[]';
      if (data === '[]') continue;
      await tx.execute(
        sql`insert into ${id} overriding system value select * from json_populate_recordset(null::${id}, ${data}::json)`,
      );
    }
    // Identity columns go on from the highest copied value.
    const identities = await rowsOf<{ t: string; c: string }>(
      tx,
      sql`
      select table_name as t, column_name as c from information_schema.columns
       where table_schema = 'public' and is_identity = 'YES'`,
    );
    for (const { t, c } of identities) {
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${`public.${t}`}, ${c}), coalesce((select max(${sql.identifier(c)}) from ${sql.identifier(t)}), 0) + 1, false)`,
      );
    }
  });
  return tables.length;
}
