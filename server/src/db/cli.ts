import { loadConfig } from '../config';
import { lockDataDir } from '../lib/data-dir-lock';
import { openDatabase } from './client';
import { seed } from './seed';

/** `npm run db:migrate` / `npm run db:seed`: the start-up steps on their own. */
async function main() {
  const command = process.argv[2];
  if (command !== 'migrate' && command !== 'seed') {
    console.error('usage: cli.ts migrate|seed');
    process.exit(2);
  }
  const config = loadConfig();
  const release = config.databaseUrl ? undefined : await lockDataDir(config.dataDir, () => undefined);
  const database = await openDatabase(config);
  try {
    await database.migrate();
    console.log('migrations applied');
    if (command === 'seed') {
      const report = await seed(database.db, {
        catalogue: config.seedCatalogue,
        demoAccounts: config.seedDemoData,
      });
      console.log('seed:', report);
    }
  } finally {
    await database.close();
    await release?.();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
