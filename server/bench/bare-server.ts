/**
 * The bare baseline of `npm run bench` (bench/compare.ts), in a process of its own: a Fastify
 * route per measured endpoint that sends the shop's recorded statements through the bare driver
 * (in parallel) and returns their rows as JSON. Apart from the shop's process, so neither ever
 * waits on the other's event loop. Its parent sends the setup (IPC) and gets its address back;
 * it closes when told `stop`.
 */
import { readFile } from 'node:fs/promises';
import Fastify from 'fastify';
import { createPgliteDatabase, createPostgresDatabase, type Database } from '../src/db/client';

export interface BareSetup {
  /** PostgreSQL: the shop's scratch database, through a pool of this process's own. */
  databaseUrl?: string;
  /**
   * PGlite: a copy of the filled database (`dumpDataDir`), opened in a PGlite of this process's
   * own, since a PGlite serves only the process that opened it.
   */
  dataDirDump?: string;
  routes: { path: string; statements: { text: string; params: unknown[] }[] }[];
}

/** The CPU time this process has used (all its threads), in microseconds. */
const cpuTime = () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};

async function start(setup: BareSetup) {
  let database: Database;
  if (setup.databaseUrl) {
    // As many connections as the shop's pool (compare-server.ts).
    database = createPostgresDatabase(setup.databaseUrl, { poolSize: 20, queryTimeoutMs: 300_000 });
  } else if (setup.dataDirDump) {
    database = await createPgliteDatabase({ loadDataDir: new Blob([await readFile(setup.dataDirDump)]) });
  } else {
    throw new Error('the bare server needs a database address or a copy of one');
  }
  const bare = Fastify({ logger: false });
  for (const route of setup.routes) {
    bare.get(route.path, async () =>
      (await Promise.all(route.statements.map((s) => database.rawQuery(s.text, s.params)))).map(
        (r) => r.rows,
      ),
    );
  }
  await bare.listen({ port: 0, host: '127.0.0.1' });
  process.on('message', (message) => {
    if (message === 'cpu') process.send!({ cpu: cpuTime() });
    if (message === 'stop')
      void bare
        .close()
        .then(() => database.close())
        .then(() => process.exit(0));
  });
  process.send!({ bare: `http://127.0.0.1:${(bare.server.address() as { port: number }).port}` });
}

process.once('message', (message) => {
  start(message as BareSetup).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
});
