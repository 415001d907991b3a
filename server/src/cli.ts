import { createInterface } from 'node:readline';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@ikawa/contracts/constants';
import { loadConfig } from './config';
import { lockDataDir } from './lib/data-dir-lock';
import { hashPassword } from './lib/password';
import { findUserByEmail, setPasswordHash } from './modules/users/repo';
import { backup, restore } from './db/backup';
import { type Database, openDatabase } from './db/client';
import { createUser } from './db/factories';
import { seed } from './db/seed';

const USAGE = `usage: cli.ts migrate | seed | set-password <email> | create-admin <email> <name> | backup [file] | restore <file>
  set-password and create-admin read the password from standard input, e.g.
  echo 'a long new password' | npm run user:password -- owner@example.com`;

/** The first line of standard input: the password, never an argument (it would sit in the shell history). */
async function readPassword(): Promise<string> {
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) {
    lines.close();
    const password = line.trim();
    if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH)
      throw new Error(`The password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`);
    return password;
  }
  throw new Error('Give the password on standard input.');
}

async function run(command: string, args: string[], database: Database) {
  const config = loadConfig();
  switch (command) {
    case 'migrate':
      return;
    case 'seed':
      console.log(
        'seed:',
        await seed(database.db, { catalogue: config.seedCatalogue, demoAccounts: config.seedDemoData }),
      );
      return;
    case 'set-password': {
      const user = args[0] ? await findUserByEmail(database.db, args[0]) : undefined;
      if (!user) throw new Error(`No account with the e-mail ${args[0] ?? '(none given)'}.`);
      await setPasswordHash(database.db, user.id, await hashPassword(await readPassword()));
      console.log(`New password set for ${user.email}; its earlier sessions are signed out.`);
      return;
    }
    case 'create-admin': {
      const [email, ...name] = args;
      if (!email || name.length === 0) throw new Error(USAGE);
      if (await findUserByEmail(database.db, email))
        throw new Error(`An account with ${email} already exists.`);
      await createUser(database.db, {
        email,
        name: name.join(' '),
        role: 'admin',
        password: await readPassword(),
      });
      console.log(`Admin account ${email} created.`);
      return;
    }
    default:
      throw new Error(USAGE);
  }
}

/** `npm run db:migrate` / `db:seed` / `user:password` / `user:create-admin`: start-up steps and account care. */
async function main() {
  // npm runs workspace scripts in server/: paths (DATA_DIR, backup files) are the caller's.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const [command = '', ...args] = process.argv.slice(2);
  if (!['migrate', 'seed', 'set-password', 'create-admin', 'backup', 'restore'].includes(command)) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadConfig();
  if (command === 'backup') {
    console.log(`backup written: ${await backup(config, args[0])}`);
    return;
  }
  if (command === 'restore') {
    if (!args[0]) throw new Error(USAGE);
    console.log(await restore(config, args[0]));
    return;
  }
  const lock = config.databaseUrl ? undefined : await lockDataDir(config.dataDir, () => process.exit(1));
  const database = await openDatabase(config);
  try {
    await database.migrate();
    console.log('migrations applied');
    await run(command, args, database);
  } finally {
    await database.close();
    await lock?.release();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
