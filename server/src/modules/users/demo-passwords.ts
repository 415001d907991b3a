import type { Db } from '../../db/client';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { verifyPassword } from '../../lib/password';
import { findStaffAndAccounts } from './repo';

/**
 * The accounts that still accept one of the demo passwords printed in the README —
 * the demo e-mails and every staff account (admins and couriers). Production refuses to start
 * while there is one.
 */
export async function accountsWithDemoPasswords(db: Db): Promise<string[]> {
  const passwords = DEMO_ACCOUNTS.map((account) => account.password);
  const candidates = await findStaffAndAccounts(
    db,
    DEMO_ACCOUNTS.map((account) => account.email),
  );
  const weak: string[] = [];
  for (const user of candidates) {
    for (const password of passwords) {
      if (await verifyPassword(user.passwordHash, password)) {
        weak.push(user.email);
        break;
      }
    }
  }
  return weak;
}
