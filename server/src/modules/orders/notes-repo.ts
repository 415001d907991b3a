import type { OrderNoteVisibility } from '@ikawa/contracts/order-notes';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderNotes, users } from '../../db/schema/index';

export interface OrderNoteRow {
  id: string;
  orderId: string;
  visibility: OrderNoteVisibility;
  body: string;
  authorId: string;
  authorName: string;
  createdAt: Date;
}

const columns = {
  id: orderNotes.id,
  orderId: orderNotes.orderId,
  visibility: orderNotes.visibility,
  body: orderNotes.body,
  authorId: orderNotes.authorId,
  authorName: users.name,
  createdAt: orderNotes.createdAt,
};

/** Notes of some orders, oldest first; only `visibility` ones when given (customers: 'customer'). */
export async function listNotesOfOrders(
  db: DbOrTx,
  orderIds: string[],
  visibility?: OrderNoteVisibility,
): Promise<OrderNoteRow[]> {
  if (orderIds.length === 0) return [];
  const inOrders = inArray(orderNotes.orderId, orderIds);
  return db
    .select(columns)
    .from(orderNotes)
    .innerJoin(users, eq(users.id, orderNotes.authorId))
    .where(visibility ? and(inOrders, eq(orderNotes.visibility, visibility)) : inOrders)
    .orderBy(asc(orderNotes.createdAt), asc(orderNotes.id));
}

export async function insertOrderNote(
  db: DbOrTx,
  values: { orderId: string; authorId: string; visibility: OrderNoteVisibility; body: string },
): Promise<OrderNoteRow> {
  const [row] = await db.insert(orderNotes).values(values).returning({ id: orderNotes.id });
  if (!row) throw new Error('order note insert returned nothing');
  const [created] = await db
    .select(columns)
    .from(orderNotes)
    .innerJoin(users, eq(users.id, orderNotes.authorId))
    .where(eq(orderNotes.id, row.id));
  if (!created) throw new Error('order note vanished');
  return created;
}
