import type { CreateOrderNoteInput, OrderNote } from '@ikawa/contracts/order-notes';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { ERRORS } from '../../lib/error-messages';
import { toOrderNoteDto } from './mapper';
import { insertOrderNote, listNotesOfOrders } from './notes-repo';
import { findOrderRow } from './repo';

/**
 * The shop's notes on an order. Internal notes are read here only (admins); notes to
 * the customer also travel with the order answer (`notes`) to its owner.
 */
export function createOrderNotesService({ db }: { db: Db }) {
  async function requireOrder(orderId: string) {
    const order = await findOrderRow(db, orderId);
    if (!order) throw new AppError('not_found', ERRORS.order.notFound);
    return order;
  }

  return {
    async list(orderId: string): Promise<OrderNote[]> {
      await requireOrder(orderId);
      return (await listNotesOfOrders(db, [orderId])).map(toOrderNoteDto);
    },

    async add(orderId: string, authorId: string, input: CreateOrderNoteInput): Promise<OrderNote> {
      await requireOrder(orderId);
      return toOrderNoteDto(await insertOrderNote(db, { orderId, authorId, ...input }));
    },
  };
}

export type OrderNotesService = ReturnType<typeof createOrderNotesService>;
