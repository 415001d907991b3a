import { randomBytes } from 'node:crypto';
import { ADMIN_MESSAGES } from '@ikawa/contracts/admin';
import type { AdminUpdateUserInputSchema, AdminUser, AdminUserListQuery } from '@ikawa/contracts/admin';
import { fromCents } from '@ikawa/contracts/money';
import { ACCOUNT_MESSAGES } from '@ikawa/contracts/users';
import { and, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import {
  addresses,
  deliveryEarnings,
  deliveryPersons,
  orders,
  paymentMethods,
  users,
} from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { hashPassword } from '../../lib/password';
import type { CurrentUser } from '../../plugins/auth';
import { toUserDto } from '../users/mapper';
import { findDefaultAddress, findUserByEmail, forgetSessionUser, type UserRow } from '../users/repo';
import { isUuid } from '../../lib/ids';
import { containsPattern } from '../../lib/like';

type UpdateUser = z.output<typeof AdminUpdateUserInputSchema>;
export function createAdminUsersService({ db }: { db: Db }) {
  async function withTotals(rows: UserRow[]): Promise<AdminUser[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [totals, defaults] = await Promise.all([
      db
        .select({
          userId: orders.userId,
          count: sql<number>`count(*)::int`,
          spent: sql<number>`coalesce(sum(${orders.totalCents}) filter (where ${orders.status} <> 'cancelled'), 0)::bigint`,
        })
        .from(orders)
        .where(inArray(orders.userId, ids))
        .groupBy(orders.userId),
      db
        .select()
        .from(addresses)
        .where(and(inArray(addresses.userId, ids), eq(addresses.isDefault, true))),
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
    const [row] = isUuid(id) ? await db.select().from(users).where(eq(users.id, id)) : [];
    if (!row || row.anonymisedAt) throw new AppError('not_found', ACCOUNT_MESSAGES.userNotFound);
    return row;
  }

  async function list(query: AdminUserListQuery) {
    const conditions: SQL[] = [isNull(users.anonymisedAt)];
    const role = query.role === 'user' ? 'customer' : query.role;
    if (role !== 'all') conditions.push(eq(users.role, role));
    if (query.q) {
      const text = containsPattern(query.q);
      const match = or(ilike(users.name, text), ilike(users.email, text));
      if (match) conditions.push(match);
    }
    const where = and(...conditions);
    const [rows, [count]] = await Promise.all([
      db
        .select()
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), users.email)
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(users)
        .where(where),
    ]);
    const total = count?.total ?? 0;
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
      throw new AppError('business_rule', ADMIN_MESSAGES.ownRole);
    if (input.email) {
      const owner = await findUserByEmail(db, input.email);
      if (owner && owner.id !== id) throw new AppError('conflict', ACCOUNT_MESSAGES.emailTaken);
    }
    const roleChanged = input.role !== undefined && input.role !== row.role;
    try {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({
            ...(input.name !== undefined ? { name: input.name } : {}),
            ...(input.email !== undefined ? { email: input.email } : {}),
            ...(roleChanged ? { role: input.role, tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
            updatedAt: new Date(),
          })
          .where(eq(users.id, id));
        // Making someone a courier gives them a delivery profile (kept if they stop, for history).
        if (roleChanged && input.role === 'delivery') {
          await tx.insert(deliveryPersons).values({ userId: id, phone: row.phone }).onConflictDoNothing();
        }
        if (input.address) {
          const { phone, latitude, longitude, ...rest } = input.address;
          const values = {
            ...rest,
            phone: phone ?? null,
            latitude: latitude ?? null,
            longitude: longitude ?? null,
          };
          const current = await findDefaultAddress(tx, id);
          if (current) await tx.update(addresses).set(values).where(eq(addresses.id, current.id));
          else await tx.insert(addresses).values({ userId: id, ...values, isDefault: true });
        }
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('conflict', ACCOUNT_MESSAGES.emailTaken);
      throw error;
    }
    forgetSessionUser(db, id);
    const [updated] = await withTotals([await requireUser(id)]);
    if (!updated) throw new AppError('not_found', ACCOUNT_MESSAGES.userNotFound);
    return updated;
  }

  /**
   * Deleting a user with history (orders, or deliveries as a courier) anonymises them so the
   * orders and payouts stay whole; anyone else is erased.
   */
  async function remove(actor: CurrentUser, id: string): Promise<'deleted' | 'anonymised'> {
    if (actor.id === id) throw new AppError('business_rule', ADMIN_MESSAGES.deleteSelf);
    await requireUser(id);
    const outcome = await db.transaction(async (tx) => {
      const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.userId, id)).limit(1);
      const [earning] = await tx
        .select({ id: deliveryEarnings.id })
        .from(deliveryEarnings)
        .innerJoin(deliveryPersons, eq(deliveryPersons.id, deliveryEarnings.deliveryPersonId))
        .where(eq(deliveryPersons.userId, id))
        .limit(1);
      if (!order && !earning) {
        await tx.delete(users).where(eq(users.id, id));
        return 'deleted' as const;
      }
      await tx
        .update(users)
        .set({
          name: 'Deleted user',
          email: `deleted-${id}@ikawa.invalid`,
          passwordHash: await hashPassword(randomBytes(24).toString('hex')),
          phone: null,
          profileImage: null,
          anonymisedAt: new Date(),
          tokenVersion: sql`${users.tokenVersion} + 1`,
          updatedAt: new Date(),
        })
        .where(eq(users.id, id));
      await tx.delete(addresses).where(eq(addresses.userId, id));
      await tx.delete(paymentMethods).where(eq(paymentMethods.userId, id));
      await tx.update(deliveryPersons).set({ isAvailable: false }).where(eq(deliveryPersons.userId, id));
      return 'anonymised' as const;
    });
    forgetSessionUser(db, id);
    return outcome;
  }

  return { list, update, remove };
}
