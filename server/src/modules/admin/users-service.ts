import { randomBytes } from 'node:crypto';
import type { AdminUpdateUserInputSchema, AdminUser, AdminUserListQuery } from '@ikawa/contracts/admin';
import { fromCents } from '@ikawa/contracts/money';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { ERRORS } from '../../lib/error-messages';
import { isUniqueViolation } from '../../lib/db-errors';
import { isUuid } from '../../lib/ids';
import { hashPassword } from '../../lib/password';
import type { CurrentUser } from '../auth/session';
import { addPersonOfUser, retirePersonOfUser } from '../delivery/repo';
import { toUserDto } from '../users/mapper';
import {
  anonymiseUserRow,
  deleteUserRow,
  findDefaultAddresses,
  findUserByEmail,
  findUserById,
  forgetSessionUser,
  saveDefaultAddress,
  updateUserFields,
  type UserRow,
} from '../users/repo';
import { customerOrderTotals, hasHistoryToKeep, listUsersPage } from './repo';

type UpdateUser = z.output<typeof AdminUpdateUserInputSchema>;

/** The admin's user management (SPEC §4): the list with each customer's totals, edits, deletion. */
export function createAdminUsersService({ db }: { db: Db }) {
  async function withTotals(rows: UserRow[]): Promise<AdminUser[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [totals, defaults] = await Promise.all([
      customerOrderTotals(db, ids),
      findDefaultAddresses(db, ids),
    ]);
    const byUser = new Map(totals.map((t) => [t.userId, t]));
    const addressByUser = new Map(defaults.map((a) => [a.userId, a]));
    return rows.map((row) => ({
      ...toUserDto(row, addressByUser.get(row.id) ?? null),
      ordersCount: byUser.get(row.id)?.count ?? 0,
      totalSpent: fromCents(Number(byUser.get(row.id)?.spent ?? 0)),
    }));
  }

  async function requireUser(id: string) {
    const row = isUuid(id) ? await findUserById(db, id) : undefined;
    if (!row || row.anonymisedAt) throw new AppError('not_found', ERRORS.account.userNotFound);
    return row;
  }

  async function list(query: AdminUserListQuery) {
    const { rows, total } = await listUsersPage(db, query);
    return {
      users: await withTotals(rows),
      total,
      page: query.page,
      pageSize: query.pageSize,
      totalPages: Math.ceil(total / query.pageSize),
    };
  }

  /** Name, e-mail, role and default address; a role change ends the user's sessions. */
  async function update(actor: CurrentUser, id: string, input: UpdateUser): Promise<AdminUser> {
    const row = await requireUser(id);
    if (actor.id === id && input.role && input.role !== 'admin')
      throw new AppError('business_rule', ERRORS.account.ownRole);
    if (input.email) {
      const owner = await findUserByEmail(db, input.email);
      if (owner && owner.id !== id) throw new AppError('conflict', ERRORS.account.emailTaken);
    }
    const roleChanged = input.role !== undefined && input.role !== row.role;
    try {
      await db.transaction(async (tx) => {
        await updateUserFields(
          tx,
          id,
          {
            ...(input.name !== undefined ? { name: input.name } : {}),
            ...(input.email !== undefined ? { email: input.email } : {}),
            ...(roleChanged ? { role: input.role } : {}),
          },
          { endSessions: roleChanged },
        );
        // Making someone a courier gives them a delivery profile (kept if they stop, for history).
        if (roleChanged && input.role === 'delivery') await addPersonOfUser(tx, id, row.phone);
        if (input.address) {
          const { phone, latitude, longitude, ...rest } = input.address;
          await saveDefaultAddress(tx, id, {
            ...rest,
            phone: phone ?? null,
            latitude: latitude ?? null,
            longitude: longitude ?? null,
          });
        }
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('conflict', ERRORS.account.emailTaken);
      throw error;
    }
    forgetSessionUser(db, id);
    const [updated] = await withTotals([await requireUser(id)]);
    if (!updated) throw new AppError('not_found', ERRORS.account.userNotFound);
    return updated;
  }

  /**
   * Deleting a user with history (`hasHistoryToKeep`: orders, payments, order notes, deliveries
   * as a courier) anonymises them so that history stays whole; anyone else is erased.
   */
  async function remove(actor: CurrentUser, id: string): Promise<'deleted' | 'anonymised'> {
    if (actor.id === id) throw new AppError('business_rule', ERRORS.account.deleteSelf);
    await requireUser(id);
    const outcome = await db.transaction(async (tx) => {
      if (!(await hasHistoryToKeep(tx, id))) {
        await deleteUserRow(tx, id);
        return 'deleted' as const;
      }
      await anonymiseUserRow(tx, id, await hashPassword(randomBytes(24).toString('hex')));
      await retirePersonOfUser(tx, id);
      return 'anonymised' as const;
    });
    forgetSessionUser(db, id);
    return outcome;
  }

  return { list, update, remove };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
