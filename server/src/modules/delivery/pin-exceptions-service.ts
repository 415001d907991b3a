import { formatOrderNumber } from '@ikawa/contracts/order-number';
import {
  PIN_EXCEPTION_MESSAGE_DESCRIPTORS,
  type PinException,
  type PinExceptionListQuery,
  type PinExceptionReason,
  type PinExceptionStatus,
} from '@ikawa/contracts/pin-exceptions';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import type { CurrentUser } from '../auth/session';
import { appendEvents } from '../orders/events-repo';
import {
  decidePinException,
  findPinException,
  listPinExceptions,
  lockPinException,
  type PinExceptionListRow,
} from './pin-exceptions-repo';

export function toPinExceptionDto(row: PinExceptionListRow): PinException {
  const { exception } = row;
  return {
    _id: exception.id,
    order: { _id: exception.orderId, number: formatOrderNumber(row.orderNumber) },
    courier: { _id: exception.deliveryPersonId, name: row.courierName },
    reason: exception.reason as PinExceptionReason,
    photoId: exception.photoId,
    pinLocked: exception.pinLocked,
    at: exception.createdAt.toISOString(),
    status: exception.status as PinExceptionStatus,
    decidedAt: exception.decidedAt?.toISOString() ?? null,
    decidedBy: row.decidedByName,
    note: exception.note,
  };
}

const notFound = () =>
  new AppError('not_found', PIN_EXCEPTION_MESSAGE_DESCRIPTORS.notFound, { code: 'not_found' });

/**
 * The admin's review of deliveries completed without the PIN: each exception is accepted or
 * disputed once, under a lock on its row, and the decision is an event of the order (its
 * activity shows who decided and, for a dispute, why).
 */
export function createPinExceptionsService({ db, now }: { db: Db; now: () => Date }) {
  async function get(id: string): Promise<PinException> {
    const row = isUuid(id) ? await findPinException(db, id) : undefined;
    if (!row) throw notFound();
    return toPinExceptionDto(row);
  }

  async function decide(
    admin: CurrentUser,
    id: string,
    status: 'accepted' | 'disputed',
    note: string | null,
  ): Promise<PinException> {
    if (!isUuid(id)) throw notFound();
    await db.transaction(async (tx) => {
      const exception = await lockPinException(tx, id);
      if (!exception) throw notFound();
      if (exception.status !== 'pending')
        throw new AppError('conflict', PIN_EXCEPTION_MESSAGE_DESCRIPTORS.decided, {
          code: 'pin_exception_decided',
        });
      const at = now();
      await decidePinException(tx, id, { status, decidedById: admin.id, decidedAt: at, note });
      await appendEvents(tx, [
        {
          orderId: exception.orderId,
          type: status === 'accepted' ? 'pin_exception_accepted' : 'pin_exception_disputed',
          actor: { role: 'admin', userId: admin.id },
          at,
          reason: note,
          data: { exceptionId: id, deliveryPersonId: exception.deliveryPersonId },
        },
      ]);
    });
    return get(id);
  }

  return {
    async list(query: PinExceptionListQuery) {
      const { rows, total } = await listPinExceptions(db, query);
      return {
        data: rows.map(toPinExceptionDto),
        page: query.page,
        pageSize: query.pageSize,
        total,
        totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
      };
    },
    accept: (admin: CurrentUser, id: string) => decide(admin, id, 'accepted', null),
    dispute: (admin: CurrentUser, id: string, note: string) => decide(admin, id, 'disputed', note),
  };
}

export type PinExceptionsService = ReturnType<typeof createPinExceptionsService>;
