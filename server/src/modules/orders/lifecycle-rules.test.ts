import type { DeliveryStatus, OrderStatus } from '@ikawa/contracts/enums';
import { LIFECYCLE_MESSAGES, ORDER_ACTOR_ROLES, type OrderActorRole } from '@ikawa/contracts/orders';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { ERRORS } from '../../lib/error-messages';
import type { Text } from '../../lib/i18n';
import {
  amountToCollectCents,
  canAssign,
  canCustomerCancel,
  courierMayMove,
  creditNoteDue,
  creditNoteEvent,
  type DeliveryFacts,
  earningOnCancel,
  earningPayable,
  findMove,
  invoiceDue,
  invoicedEvent,
  type LifecycleState,
  type MoveAsk,
  type MoveDecision,
  type MoveName,
  type MovePlan,
  nextStatuses,
  type OrderFacts,
  orderNotFound,
  orderVisibleTo,
  PAID_EARNING_FLAG_REASON,
  payoutRefusal,
  pinDecision,
  planMove,
  refundOnCancel,
  refusal,
  stateOf,
  STATUS_MOVES,
} from './lifecycle-rules';

/**
 * The order life cycle's rules on their own, with no database: every state an order can be in,
 * every move and every actor, and what an allowed move decides. The API tests beside this one
 * (`lifecycle.test.ts`, `lifecycle.property.test.ts`) check the same rules as they are written.
 */

const ORDER_ID = '0b9c2f4e-1d2a-4c3b-9e8f-7a6b5c4d3e2f';
const CUSTOMER_ID = '6f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0';
const COURIER = { personId: 'c0c0c0c0-1111-4222-8333-444455556666', name: 'Aline' };
const OTHER_COURIER = { personId: 'd1d1d1d1-1111-4222-8333-444455556666', name: 'Jean' };
const AT = new Date('2026-03-14T09:30:00.000Z');
const EARLIER = new Date('2026-03-14T08:00:00.000Z');

const MOVES: readonly MoveName[] = [
  'assign',
  'pick_up',
  'deliver',
  'set_pending',
  'set_processing',
  'set_shipped',
  'set_delivered',
  'cancel',
];

function order(overrides: Partial<OrderFacts> = {}): OrderFacts {
  return {
    id: ORDER_ID,
    userId: CUSTOMER_ID,
    status: 'pending',
    fulfillmentMethod: 'delivery',
    paymentMethod: 'cash',
    paymentStatus: 'pending',
    totalCents: 2950,
    paymentIntentId: null,
    invoiceNumber: null,
    creditNoteNumber: null,
    creditedCents: 0,
    deliveryFailures: 0,
    ...overrides,
  };
}

function courierDelivery(status: DeliveryStatus, overrides: Partial<DeliveryFacts> = {}): DeliveryFacts {
  return { status, deliveryPersonId: COURIER.personId, pickedUpAt: null, ...overrides };
}

const paidCard = { paymentMethod: 'stripe', paymentStatus: 'completed', paymentIntentId: 'pi_123' } as const;

/** A state as the rules see it, from the parts of an order row and its delivery. */
function stateFrom(facts: Partial<OrderFacts>, delivery: DeliveryStatus | null = null): LifecycleState {
  return stateOf(order(facts), delivery ? { status: delivery } : null);
}

/**
 * The states an order can reach, and for each actor the moves allowed from there with where each
 * leads (`status` or `status/delivery`). Every move not listed is refused.
 */
const ALLOWED: {
  label: string;
  state: LifecycleState;
  moves: Partial<Record<OrderActorRole, Partial<Record<MoveName, string>>>>;
}[] = [
  {
    label: 'pending cash delivery order, no courier',
    state: stateFrom({ status: 'pending' }),
    moves: {
      admin: {
        assign: 'processing/assigned',
        set_processing: 'processing',
        set_shipped: 'shipped',
        set_delivered: 'delivered',
        cancel: 'cancelled',
      },
      customer: { cancel: 'cancelled' },
      system: { cancel: 'cancelled' },
    },
  },
  {
    label: 'pending paid card delivery order',
    state: stateFrom({ status: 'pending', ...paidCard }),
    moves: {
      admin: {
        assign: 'processing/assigned',
        set_processing: 'processing',
        set_shipped: 'shipped',
        set_delivered: 'delivered',
        cancel: 'cancelled',
      },
      customer: { cancel: 'cancelled' },
    },
  },
  {
    label: 'pending cash order whose payment failed',
    state: stateFrom({ status: 'pending', paymentStatus: 'failed' }),
    moves: {
      admin: {
        assign: 'processing/assigned',
        set_processing: 'processing',
        set_shipped: 'shipped',
        set_delivered: 'delivered',
        cancel: 'cancelled',
      },
      customer: { cancel: 'cancelled' },
    },
  },
  {
    label: 'processing delivery order, no courier',
    state: stateFrom({ status: 'processing' }),
    moves: {
      admin: {
        assign: 'processing/assigned',
        set_pending: 'pending',
        set_shipped: 'shipped',
        set_delivered: 'delivered',
        cancel: 'cancelled',
      },
    },
  },
  {
    label: 'shipped by the shop, no courier',
    state: stateFrom({ status: 'shipped' }),
    moves: {
      admin: {
        set_pending: 'pending',
        set_processing: 'processing',
        set_delivered: 'delivered',
        cancel: 'cancelled',
      },
    },
  },
  {
    label: 'processing with a courier assigned',
    state: stateFrom({ status: 'processing' }, 'assigned'),
    moves: {
      admin: {
        assign: 'processing/assigned',
        set_shipped: 'shipped/picked_up',
        set_delivered: 'delivered/delivered',
        cancel: 'cancelled',
      },
      delivery: { pick_up: 'shipped/picked_up' },
    },
  },
  {
    label: 'shipped, picked up by the courier',
    state: stateFrom({ status: 'shipped' }, 'picked_up'),
    moves: {
      admin: { set_delivered: 'delivered/delivered', cancel: 'cancelled' },
      delivery: { deliver: 'delivered/delivered' },
    },
  },
  { label: 'delivered by the courier', state: stateFrom({ status: 'delivered' }, 'delivered'), moves: {} },
  { label: 'delivered by the shop', state: stateFrom({ status: 'delivered' }), moves: {} },
  { label: 'cancelled before assignment', state: stateFrom({ status: 'cancelled' }), moves: {} },
  {
    label: 'cancelled with a courier assigned',
    state: stateFrom({ status: 'cancelled' }, 'assigned'),
    moves: {},
  },
  {
    label: 'cancelled after pick-up',
    state: stateFrom({ status: 'cancelled' }, 'picked_up'),
    moves: {},
  },
  {
    label: 'pending store pickup order',
    state: stateFrom({ status: 'pending', fulfillmentMethod: 'pickup' }),
    moves: {
      admin: { set_processing: 'processing', set_delivered: 'delivered', cancel: 'cancelled' },
      customer: { cancel: 'cancelled' },
      system: { cancel: 'cancelled' },
    },
  },
  {
    label: 'processing store pickup order',
    state: stateFrom({ status: 'processing', fulfillmentMethod: 'pickup' }),
    moves: { admin: { set_pending: 'pending', set_delivered: 'delivered', cancel: 'cancelled' } },
  },
];

const CASES = ALLOWED.flatMap(({ label, state, moves }) =>
  ORDER_ACTOR_ROLES.flatMap((role) =>
    MOVES.map((move) => ({ label, state, role, move, to: moves[role]?.[move] ?? null })),
  ),
);

describe('which move is allowed from which state, for whom', () => {
  it.each(CASES)('$label: $role $move → $to', ({ state, role, move, to }) => {
    const rule = findMove(state, move, role);
    if (to === null) {
      expect(rule).toBeUndefined();
      const error = refusal(state, move, role);
      expect(error).toBeInstanceOf(AppError);
      expect(error.kind).toBe('conflict');
      expect(['move_not_allowed', 'order_locked']).toContain(error.code);
      // A finished order is locked; anything else is a move not allowed from where it is.
      expect(error.code === 'order_locked').toBe(
        state.status === 'delivered' || state.status === 'cancelled',
      );
    } else {
      const [status, delivery] = to.split('/');
      expect(rule?.to).toEqual({ status, ...(delivery ? { delivery } : {}) });
    }
  });

  it('lets no one move a delivered or cancelled order, nor the payment provider any order', () => {
    for (const { state, role, move } of CASES) {
      const finished = state.status === 'delivered' || state.status === 'cancelled';
      if (finished || role === 'provider') expect(findMove(state, move, role)).toBeUndefined();
    }
  });
});

describe('why a move is refused, in the words of whoever tried it', () => {
  const cases: {
    label: string;
    state: LifecycleState;
    move: MoveName;
    role: OrderActorRole;
    text: Text;
    code: 'move_not_allowed' | 'order_locked';
    values?: Record<string, unknown>;
  }[] = [
    {
      label: 'a courier, a cancelled order',
      state: stateFrom({ status: 'cancelled' }, 'assigned'),
      move: 'pick_up',
      role: 'delivery',
      text: ERRORS.delivery.orderCancelled,
      code: 'order_locked',
    },
    {
      label: 'assigning a cancelled order',
      state: stateFrom({ status: 'cancelled' }),
      move: 'assign',
      role: 'admin',
      text: ERRORS.delivery.cancelledNotAssignable,
      code: 'order_locked',
    },
    {
      label: 'the shop changing a cancelled order',
      state: stateFrom({ status: 'cancelled' }),
      move: 'set_processing',
      role: 'admin',
      text: ERRORS.lifecycle.cancelled,
      code: 'order_locked',
    },
    {
      label: 'the customer cancelling a cancelled order',
      state: stateFrom({ status: 'cancelled' }),
      move: 'cancel',
      role: 'customer',
      text: ERRORS.lifecycle.cancelled,
      code: 'order_locked',
    },
    {
      label: 'a courier delivering a delivered order',
      state: stateFrom({ status: 'delivered' }, 'delivered'),
      move: 'deliver',
      role: 'delivery',
      text: ERRORS.delivery.alreadyDelivered,
      code: 'order_locked',
    },
    {
      label: 'a courier picking up a delivered order',
      state: stateFrom({ status: 'delivered' }, 'delivered'),
      move: 'pick_up',
      role: 'delivery',
      text: ERRORS.delivery.cannotGoBack,
      code: 'order_locked',
    },
    {
      label: 'assigning a delivered order',
      state: stateFrom({ status: 'delivered' }),
      move: 'assign',
      role: 'admin',
      text: ERRORS.delivery.deliveredNotAssignable,
      code: 'order_locked',
    },
    {
      label: 'the shop cancelling a delivered order',
      state: stateFrom({ status: 'delivered' }, 'delivered'),
      move: 'cancel',
      role: 'admin',
      text: ERRORS.lifecycle.delivered,
      code: 'order_locked',
    },
    {
      label: 'a courier picking up twice',
      state: stateFrom({ status: 'shipped' }, 'picked_up'),
      move: 'pick_up',
      role: 'delivery',
      text: ERRORS.delivery.alreadyPickedUpByYou,
      code: 'move_not_allowed',
    },
    {
      label: 'a courier picking up an order the shop shipped',
      state: stateFrom({ status: 'shipped' }),
      move: 'pick_up',
      role: 'delivery',
      text: ERRORS.delivery.cannotGoBack,
      code: 'move_not_allowed',
    },
    {
      label: 'a courier delivering before pick-up',
      state: stateFrom({ status: 'processing' }, 'assigned'),
      move: 'deliver',
      role: 'delivery',
      text: ERRORS.delivery.pickUpFirst,
      code: 'move_not_allowed',
    },
    {
      label: 'assigning a store pickup order',
      state: stateFrom({ status: 'pending', fulfillmentMethod: 'pickup' }),
      move: 'assign',
      role: 'admin',
      text: ERRORS.delivery.pickupNotAssignable,
      code: 'move_not_allowed',
    },
    {
      label: 'assigning an order already picked up',
      state: stateFrom({ status: 'shipped' }, 'picked_up'),
      move: 'assign',
      role: 'admin',
      text: ERRORS.delivery.alreadyPickedUp,
      code: 'move_not_allowed',
    },
    {
      label: 'assigning an order the shop shipped',
      state: stateFrom({ status: 'shipped' }),
      move: 'assign',
      role: 'admin',
      text: ERRORS.lifecycle.shippedNotAssignable,
      code: 'move_not_allowed',
    },
    {
      label: 'the customer cancelling once the shop started',
      state: stateFrom({ status: 'processing' }),
      move: 'cancel',
      role: 'customer',
      text: ERRORS.order.cancelOnlyPending,
      code: 'move_not_allowed',
    },
    {
      label: 'the expiry job cancelling a paid card order',
      state: stateFrom({ status: 'pending', ...paidCard }),
      move: 'cancel',
      role: 'system',
      text: ERRORS.order.cancelOnlyPending,
      code: 'move_not_allowed',
    },
    {
      label: 'shipping a store pickup order',
      state: stateFrom({ status: 'processing', fulfillmentMethod: 'pickup' }),
      move: 'set_shipped',
      role: 'admin',
      text: ERRORS.lifecycle.pickupNotShipped,
      code: 'move_not_allowed',
    },
    {
      label: 'back to pending with a courier assigned',
      state: stateFrom({ status: 'processing' }, 'assigned'),
      move: 'set_pending',
      role: 'admin',
      text: ERRORS.lifecycle.courierAssignedNoPending,
      code: 'move_not_allowed',
    },
    {
      label: 'back to processing after pick-up',
      state: stateFrom({ status: 'shipped' }, 'picked_up'),
      move: 'set_processing',
      role: 'admin',
      text: ERRORS.lifecycle.pickedUpNoGoingBack,
      code: 'move_not_allowed',
    },
    {
      label: 'a customer setting a status',
      state: stateFrom({ status: 'pending' }),
      move: 'set_shipped',
      role: 'customer',
      text: ERRORS.lifecycle.cannotGoFromTo,
      code: 'move_not_allowed',
      values: { from: 'pending', to: 'shipped' },
    },
  ];

  it.each(cases)('$label', ({ state, move, role, text, code, values }) => {
    const error = refusal(state, move, role);
    expect(error.kind).toBe('conflict');
    expect(error.text).toBe(text);
    expect(error.code).toBe(code);
    expect(error.values).toEqual(values);
    // planMove answers the same refusal for an order in that state.
    const facts = order({
      status: state.status,
      fulfillmentMethod: state.fulfillment,
      paymentMethod: state.paymentMethod,
      paymentStatus: state.paymentStatus,
    });
    const delivery = state.delivery ? courierDelivery(state.delivery) : null;
    const decision = planMove(facts, delivery, { actor: { role, userId: null }, move, courier: COURIER }, AT);
    expect(decision).toEqual({ outcome: 'refused', error });
    expect(decision.outcome === 'refused' && decision.error.text).toBe(text);
  });
});

describe('what the shop may set next, and the buttons it sees', () => {
  it.each([
    {
      state: stateFrom({ status: 'pending' }),
      next: ['processing', 'shipped', 'delivered', 'cancelled'],
      assign: true,
      customerCancel: true,
    },
    {
      state: stateFrom({ status: 'shipped' }),
      next: ['pending', 'processing', 'delivered', 'cancelled'],
      assign: false,
      customerCancel: false,
    },
    {
      state: stateFrom({ status: 'processing' }, 'assigned'),
      next: ['shipped', 'delivered', 'cancelled'],
      assign: true,
      customerCancel: false,
    },
    {
      state: stateFrom({ status: 'shipped' }, 'picked_up'),
      next: ['delivered', 'cancelled'],
      assign: false,
      customerCancel: false,
    },
    {
      state: stateFrom({ status: 'pending', fulfillmentMethod: 'pickup' }),
      next: ['processing', 'delivered', 'cancelled'],
      assign: false,
      customerCancel: true,
    },
    {
      state: stateFrom({ status: 'delivered' }, 'delivered'),
      next: [],
      assign: false,
      customerCancel: false,
    },
    { state: stateFrom({ status: 'cancelled' }), next: [], assign: false, customerCancel: false },
  ])('$state.status / $state.fulfillment / $state.delivery', ({ state, next, assign, customerCancel }) => {
    expect(nextStatuses(state)).toEqual(next);
    expect(canAssign(state)).toBe(assign);
    expect(canCustomerCancel(state)).toBe(customerCancel);
  });

  it('sets each status of the admin list with the move of that name', () => {
    for (const [status, move] of Object.entries(STATUS_MOVES) as [OrderStatus, MoveName][]) {
      const rule = findMove(stateFrom({ status: 'pending' }), move, 'admin');
      if (status !== 'pending') expect(rule?.to.status).toBe(status);
    }
  });
});

describe('who may see the order a move is asked of', () => {
  it.each([
    { role: 'customer', userId: CUSTOMER_ID, visible: true },
    { role: 'customer', userId: 'someone-else', visible: false },
    { role: 'admin', userId: 'an-admin', visible: true },
    { role: 'delivery', userId: 'a-courier', visible: true },
    { role: 'system', userId: null, visible: true },
  ] as const)('$role $userId: $visible', ({ role, userId, visible }) => {
    expect(orderVisibleTo(order(), { role, userId })).toBe(visible);
  });

  it.each([
    { move: 'pick_up', delivery: courierDelivery('assigned'), courier: COURIER, may: true },
    { move: 'pick_up', delivery: courierDelivery('assigned'), courier: OTHER_COURIER, may: false },
    { move: 'deliver', delivery: null, courier: COURIER, may: false },
    { move: 'deliver', delivery: courierDelivery('picked_up'), courier: undefined, may: false },
    { move: 'set_shipped', delivery: courierDelivery('assigned'), courier: undefined, may: true },
    { move: 'cancel', delivery: null, courier: undefined, may: true },
  ] as const)('$move by $courier.name: $may', ({ move, delivery, courier, may }) => {
    expect(courierMayMove(move, delivery, courier)).toBe(may);
  });

  it('answers a courier its 404 in the delivery words, anyone else in the order words', () => {
    expect(orderNotFound('pick_up').text).toBe(ERRORS.delivery.orderNotFound);
    expect(orderNotFound('deliver').text).toBe(ERRORS.delivery.orderNotFound);
    expect(orderNotFound('cancel').text).toBe(ERRORS.order.notFound);
    expect(orderNotFound().text).toBe(ERRORS.order.notFound);
    expect(orderNotFound().kind).toBe('not_found');
  });
});

const admin = { role: 'admin', userId: 'a1a1a1a1-0000-4000-8000-000000000001' } as const;
const customer = { role: 'customer', userId: CUSTOMER_ID } as const;
const courier = { role: 'delivery', userId: 'b2b2b2b2-0000-4000-8000-000000000002' } as const;
const system = { role: 'system', userId: null } as const;

/** What an allowed move decides, all of it (the rule it follows is checked above). */
type Decided = Omit<MovePlan, 'rule'>;

describe('what an allowed move decides', () => {
  const cases: {
    label: string;
    order: OrderFacts;
    delivery: DeliveryFacts | null;
    ask: MoveAsk;
    decided: Decided | { outcome: 'unchanged' };
  }[] = [
    {
      label: 'the admin setting the status the order has changes nothing',
      order: order({ status: 'processing' }),
      delivery: courierDelivery('assigned'),
      ask: { actor: admin, move: 'set_processing' },
      decided: { outcome: 'unchanged' },
    },
    {
      label: 'the admin cancelling a cancelled order changes nothing',
      order: order({ status: 'cancelled' }),
      delivery: null,
      ask: { actor: admin, move: 'cancel' },
      decided: { outcome: 'unchanged' },
    },
    {
      label: 'the customer cancels a pending cash order: stock back, nothing to refund here',
      order: order(),
      delivery: null,
      ask: { actor: customer, move: 'cancel', reason: 'Ordered twice' },
      decided: {
        outcome: 'moves',
        cancels: true,
        order: { status: 'cancelled', updatedAt: AT, cancelledAt: AT },
        cashPaidCents: 0,
        delivery: null,
        earning: null,
        events: [
          {
            type: 'cancelled',
            fromStatus: 'pending',
            toStatus: 'cancelled',
            reason: 'Ordered twice',
            data: null,
          },
        ],
      },
    },
    {
      label: 'the expiry job cancels an unconfirmed cash order and says after how long',
      order: order(),
      delivery: null,
      ask: { actor: system, move: 'cancel', expiredAfterHours: 48 },
      decided: {
        outcome: 'moves',
        cancels: true,
        order: { status: 'cancelled', updatedAt: AT, cancelledAt: AT },
        cashPaidCents: 0,
        delivery: null,
        earning: null,
        events: [
          {
            type: 'cancelled',
            fromStatus: 'pending',
            toStatus: 'cancelled',
            reason: null,
            data: { expiredAfterHours: 48 },
          },
        ],
      },
    },
    {
      label: 'the admin cancels an assigned paid card order: the delivery row is left as it is',
      order: order({ status: 'processing', ...paidCard }),
      delivery: courierDelivery('assigned'),
      ask: { actor: admin, move: 'cancel' },
      decided: {
        outcome: 'moves',
        cancels: true,
        order: { status: 'cancelled', updatedAt: AT, cancelledAt: AT },
        cashPaidCents: 0,
        delivery: null,
        earning: null,
        events: [
          { type: 'cancelled', fromStatus: 'processing', toStatus: 'cancelled', reason: null, data: null },
        ],
      },
    },
    {
      label: 'a first assignment makes the delivery row and the pending earning',
      order: order(),
      delivery: null,
      ask: { actor: admin, move: 'assign', courier: COURIER, feeCents: 500 },
      decided: {
        outcome: 'moves',
        cancels: false,
        order: { status: 'processing', updatedAt: AT },
        cashPaidCents: 0,
        delivery: {
          kind: 'insert',
          values: {
            orderId: ORDER_ID,
            deliveryPersonId: COURIER.personId,
            courierFeeCents: 500,
            assignedAt: AT,
          },
        },
        earning: { deliveryPersonId: COURIER.personId, orderId: ORDER_ID, amountCents: 500, createdAt: AT },
        events: [
          {
            type: 'assigned',
            fromStatus: 'pending',
            toStatus: 'processing',
            deliveryStatus: 'assigned',
            amountCents: 500,
            data: { deliveryPersonId: COURIER.personId, courierName: 'Aline' },
          },
        ],
      },
    },
    {
      label: 'moving the delivery to another courier takes the pending earning with it',
      order: order({ status: 'processing' }),
      delivery: courierDelivery('assigned'),
      ask: { actor: admin, move: 'assign', courier: OTHER_COURIER, feeCents: 650 },
      decided: {
        outcome: 'moves',
        cancels: false,
        order: { status: 'processing', updatedAt: AT },
        cashPaidCents: 0,
        delivery: {
          kind: 'update',
          change: { deliveryPersonId: OTHER_COURIER.personId, courierFeeCents: 650, assignedAt: AT },
          dropPendingEarningOf: COURIER.personId,
        },
        earning: {
          deliveryPersonId: OTHER_COURIER.personId,
          orderId: ORDER_ID,
          amountCents: 650,
          createdAt: AT,
        },
        events: [
          {
            type: 'reassigned',
            fromStatus: 'processing',
            toStatus: 'processing',
            deliveryStatus: 'assigned',
            amountCents: 650,
            data: {
              deliveryPersonId: OTHER_COURIER.personId,
              courierName: 'Jean',
              previousDeliveryPersonId: COURIER.personId,
            },
          },
        ],
      },
    },
    {
      label: 'assigning the same courier again changes the fee, not the assignment time',
      order: order({ status: 'processing' }),
      delivery: courierDelivery('assigned'),
      ask: { actor: admin, move: 'assign', courier: COURIER },
      decided: {
        outcome: 'moves',
        cancels: false,
        order: { status: 'processing', updatedAt: AT },
        cashPaidCents: 0,
        delivery: {
          kind: 'update',
          change: { deliveryPersonId: COURIER.personId, courierFeeCents: 0 },
          dropPendingEarningOf: COURIER.personId,
        },
        earning: { deliveryPersonId: COURIER.personId, orderId: ORDER_ID, amountCents: 0, createdAt: AT },
        events: [
          {
            type: 'reassigned',
            fromStatus: 'processing',
            toStatus: 'processing',
            deliveryStatus: 'assigned',
            amountCents: 0,
            data: { deliveryPersonId: COURIER.personId, courierName: 'Aline' },
          },
        ],
      },
    },
    {
      label: 'the courier picks up: the order is shipped',
      order: order({ status: 'processing' }),
      delivery: courierDelivery('assigned'),
      ask: { actor: courier, move: 'pick_up', courier: COURIER },
      decided: {
        outcome: 'moves',
        cancels: false,
        order: { status: 'shipped', updatedAt: AT },
        cashPaidCents: 0,
        delivery: {
          kind: 'update',
          change: { status: 'picked_up', pickedUpAt: AT },
          dropPendingEarningOf: null,
        },
        earning: null,
        events: [
          {
            type: 'picked_up',
            fromStatus: 'processing',
            toStatus: 'shipped',
            deliveryStatus: 'picked_up',
            data: { deliveryPersonId: COURIER.personId, courierName: 'Aline' },
          },
        ],
      },
    },
    {
      label: 'the courier delivers a cash order: paid, the cash collected',
      order: order({ status: 'shipped' }),
      delivery: courierDelivery('picked_up', { pickedUpAt: EARLIER }),
      ask: { actor: courier, move: 'deliver', courier: COURIER },
      decided: {
        outcome: 'moves',
        cancels: false,
        order: { status: 'delivered', updatedAt: AT, paymentStatus: 'completed' },
        cashPaidCents: 2950,
        delivery: {
          kind: 'update',
          change: { status: 'delivered', deliveredAt: AT, pickedUpAt: EARLIER, cashCollectedCents: 2950 },
          dropPendingEarningOf: null,
        },
        earning: null,
        events: [
          {
            type: 'delivered',
            fromStatus: 'shipped',
            toStatus: 'delivered',
            deliveryStatus: 'delivered',
            data: { deliveryPersonId: COURIER.personId, courierName: 'Aline' },
          },
          {
            type: 'cash_collected',
            paymentStatus: 'completed',
            amountCents: 2950,
            data: { deliveryPersonId: COURIER.personId },
          },
        ],
      },
    },
    {
      label: 'the courier delivers a paid card order: nothing to collect',
      order: order({ status: 'shipped', ...paidCard }),
      delivery: courierDelivery('picked_up', { pickedUpAt: EARLIER }),
      ask: { actor: courier, move: 'deliver', courier: COURIER },
      decided: {
        outcome: 'moves',
        cancels: false,
        order: { status: 'delivered', updatedAt: AT },
        cashPaidCents: 0,
        delivery: {
          kind: 'update',
          change: { status: 'delivered', deliveredAt: AT, pickedUpAt: EARLIER },
          dropPendingEarningOf: null,
        },
        earning: null,
        events: [
          {
            type: 'delivered',
            fromStatus: 'shipped',
            toStatus: 'delivered',
            deliveryStatus: 'delivered',
            data: { deliveryPersonId: COURIER.personId, courierName: 'Aline' },
          },
        ],
      },
    },
    {
      label: 'the shop hands a store pickup cash order over: paid at the counter',
      order: order({ status: 'processing', fulfillmentMethod: 'pickup' }),
      delivery: null,
      ask: { actor: admin, move: 'set_delivered' },
      decided: {
        outcome: 'moves',
        cancels: false,
        order: { status: 'delivered', updatedAt: AT, paymentStatus: 'completed' },
        cashPaidCents: 2950,
        delivery: null,
        earning: null,
        events: [
          { type: 'status_changed', fromStatus: 'processing', toStatus: 'delivered', deliveryStatus: null },
          { type: 'cash_collected', paymentStatus: 'completed', amountCents: 2950, data: null },
        ],
      },
    },
    {
      label: 'the shop marks delivered past a courier who never picked up',
      order: order({ status: 'processing' }),
      delivery: courierDelivery('assigned'),
      ask: { actor: admin, move: 'set_delivered' },
      decided: {
        outcome: 'moves',
        cancels: false,
        order: { status: 'delivered', updatedAt: AT, paymentStatus: 'completed' },
        cashPaidCents: 2950,
        delivery: {
          kind: 'update',
          change: { status: 'delivered', deliveredAt: AT, pickedUpAt: AT, cashCollectedCents: 2950 },
          dropPendingEarningOf: null,
        },
        earning: null,
        events: [
          {
            type: 'status_changed',
            fromStatus: 'processing',
            toStatus: 'delivered',
            deliveryStatus: 'delivered',
          },
          {
            type: 'cash_collected',
            paymentStatus: 'completed',
            amountCents: 2950,
            data: { deliveryPersonId: COURIER.personId },
          },
        ],
      },
    },
    {
      label: 'the shop marks shipped past the courier: the delivery is picked up',
      order: order({ status: 'processing' }),
      delivery: courierDelivery('assigned'),
      ask: { actor: admin, move: 'set_shipped' },
      decided: {
        outcome: 'moves',
        cancels: false,
        order: { status: 'shipped', updatedAt: AT },
        cashPaidCents: 0,
        delivery: {
          kind: 'update',
          change: { status: 'picked_up', pickedUpAt: AT },
          dropPendingEarningOf: null,
        },
        earning: null,
        events: [
          {
            type: 'status_changed',
            fromStatus: 'processing',
            toStatus: 'shipped',
            deliveryStatus: 'picked_up',
          },
        ],
      },
    },
    {
      label: 'the shop starts a pending order with no courier',
      order: order(),
      delivery: null,
      ask: { actor: admin, move: 'set_processing' },
      decided: {
        outcome: 'moves',
        cancels: false,
        order: { status: 'processing', updatedAt: AT },
        cashPaidCents: 0,
        delivery: null,
        earning: null,
        events: [
          { type: 'status_changed', fromStatus: 'pending', toStatus: 'processing', deliveryStatus: null },
        ],
      },
    },
    {
      label: 'the shop delivers an already paid cash order: nothing more to collect',
      order: order({ status: 'shipped', paymentStatus: 'completed' }),
      delivery: null,
      ask: { actor: admin, move: 'set_delivered' },
      decided: {
        outcome: 'moves',
        cancels: false,
        order: { status: 'delivered', updatedAt: AT },
        cashPaidCents: 0,
        delivery: null,
        earning: null,
        events: [
          { type: 'status_changed', fromStatus: 'shipped', toStatus: 'delivered', deliveryStatus: null },
        ],
      },
    },
  ];

  it.each(cases)('$label', ({ order: facts, delivery, ask, decided }) => {
    const decision: MoveDecision = planMove(facts, delivery, ask, AT);
    if (decision.outcome === 'moves') {
      const { rule, ...rest } = decision;
      expect(rule.move).toBe(ask.move);
      expect(rest).toEqual(decided);
    } else {
      expect(decision).toEqual(decided);
    }
  });

  it('refuses to assign without a courier, which is a mistake of the caller', () => {
    expect(() => planMove(order(), null, { actor: admin, move: 'assign' }, AT)).toThrow(
      'assign needs a courier',
    );
  });

  it('refuses before deciding anything: a courier asked to deliver a cancelled order', () => {
    const decision = planMove(
      order({ status: 'cancelled' }),
      courierDelivery('picked_up'),
      { actor: courier, move: 'deliver', courier: COURIER },
      AT,
    );
    expect(decision.outcome).toBe('refused');
    expect(decision.outcome === 'refused' && decision.error.text).toBe(ERRORS.delivery.orderCancelled);
  });
});

describe('what a cancellation closes', () => {
  it.each([
    {
      earning: { id: 'e1', deliveryPersonId: COURIER.personId, amountCents: 500, status: 'pending' },
      outcome: {
        action: 'void',
        event: { type: 'earning_voided', amountCents: 500, data: { deliveryPersonId: COURIER.personId } },
      },
    },
    {
      earning: { id: 'e2', deliveryPersonId: COURIER.personId, amountCents: 650, status: 'paid' },
      outcome: {
        action: 'flag',
        change: { flaggedAt: AT, flagReason: PAID_EARNING_FLAG_REASON },
        event: { type: 'earning_flagged', amountCents: 650, data: { deliveryPersonId: COURIER.personId } },
      },
    },
  ] as const)('a $earning.status earning: $outcome.action', ({ earning, outcome }) => {
    expect(earningOnCancel(earning, AT)).toEqual(outcome);
  });

  it.each([
    { label: 'a paid card order is refunded', facts: paidCard, refund: 'pi_123' },
    {
      label: 'an unpaid card order is not',
      facts: { ...paidCard, paymentStatus: 'pending' },
      refund: null,
    },
    {
      label: 'a card order already refunded is not',
      facts: { ...paidCard, paymentStatus: 'refunded' },
      refund: null,
    },
    {
      label: 'a paid card order with no intent is not',
      facts: { ...paidCard, paymentIntentId: null },
      refund: null,
    },
    {
      label: 'a paid cash order is not (the shop gives cash back by hand)',
      facts: { paymentMethod: 'cash', paymentStatus: 'completed' },
      refund: null,
    },
  ] as const)('$label', ({ facts, refund }) => {
    const decided = refundOnCancel(order(facts));
    if (refund === null) expect(decided).toBeNull();
    else
      expect(decided).toEqual({
        intentId: refund,
        event: { type: 'refund_requested', amountCents: 2950, data: { intentId: refund } },
      });
  });
});

describe('the documents a move owes', () => {
  it.each([
    { facts: { status: 'pending', paymentStatus: 'pending' }, due: false },
    { facts: { status: 'pending', paymentStatus: 'completed' }, due: true },
    { facts: { status: 'delivered', paymentStatus: 'pending' }, due: true },
    { facts: { status: 'delivered', paymentStatus: 'completed', invoiceNumber: 7 }, due: false },
    { facts: { status: 'cancelled', paymentStatus: 'refunded' }, due: false },
  ] as const)('an invoice for $facts: $due', ({ facts, due }) => {
    expect(invoiceDue(order(facts))).toBe(due);
  });

  it.each([
    { move: 'cancel', facts: { invoiceNumber: 7 }, due: true },
    { move: 'cancel', facts: { invoiceNumber: null }, due: false },
    { move: 'cancel', facts: { invoiceNumber: 7, creditNoteNumber: 3 }, due: false },
    { move: 'set_delivered', facts: { invoiceNumber: 7 }, due: false },
  ] as const)('a credit note after $move with $facts: $due', ({ move, facts, due }) => {
    expect(creditNoteDue(move, order(facts))).toBe(due);
  });

  it('names the invoice number, and the invoice a credit note reverses', () => {
    expect(invoicedEvent(order(), 12)).toEqual({
      type: 'invoiced',
      amountCents: 2950,
      data: { invoiceNumber: 12 },
    });
    expect(creditNoteEvent(order({ invoiceNumber: 12 }), 4)).toEqual({
      type: 'credit_note_issued',
      amountCents: 2950,
      data: { creditNoteNumber: 4, invoiceNumber: 12 },
    });
  });
});

describe('cash at the door and the courier’s payout', () => {
  it.each([
    { facts: { paymentMethod: 'cash', paymentStatus: 'pending' }, cents: 2950 },
    { facts: { paymentMethod: 'cash', paymentStatus: 'failed' }, cents: 2950 },
    { facts: { paymentMethod: 'cash', paymentStatus: 'completed' }, cents: 0 },
    { facts: { paymentMethod: 'stripe', paymentStatus: 'pending' }, cents: 0 },
    { facts: { paymentMethod: 'stripe', paymentStatus: 'completed' }, cents: 0 },
  ] as const)('collects $cents for $facts', ({ facts, cents }) => {
    expect(amountToCollectCents(order(facts))).toBe(cents);
  });

  it.each([
    { status: 'pending', earning: 'pending', text: LIFECYCLE_MESSAGES.earningNotPayable },
    { status: 'shipped', earning: 'pending', text: LIFECYCLE_MESSAGES.earningNotPayable },
    { status: 'cancelled', earning: 'pending', text: LIFECYCLE_MESSAGES.earningOfCancelledOrder },
    { status: 'delivered', earning: 'paid', text: ERRORS.delivery.alreadyPaid },
    { status: 'cancelled', earning: 'paid', text: ERRORS.delivery.alreadyPaid },
    { status: 'delivered', earning: 'pending', text: null },
  ] as const)('a $earning earning of a $status order', ({ status, earning, text }) => {
    const refused = payoutRefusal({ status }, { status: earning });
    expect(earningPayable({ status })).toBe(status === 'delivered');
    if (text === null) {
      expect(refused).toBeNull();
    } else {
      expect(refused?.kind).toBe('conflict');
      expect(refused?.text).toBe(text);
      expect(refused?.code).toBe(earning === 'paid' ? 'conflict' : 'earning_not_payable');
    }
  });
});

describe('pinDecision with a PIN exception', () => {
  const at = new Date('2026-11-29T12:00:00Z');
  const asked = { pinRequired: true, handoverPin: '4217', pinFailures: 0, pinLockedAt: null };

  it('lets the delivery through where the PIN is asked, locked or not, writing no try', () => {
    expect(pinDecision(asked, undefined, at, true)).toEqual({ outcome: 'ok' });
    expect(pinDecision({ ...asked, pinFailures: 5, pinLockedAt: at }, undefined, at, true)).toEqual({
      outcome: 'ok',
    });
    // A wrong PIN sent beside it is not counted: the exception stands in for the code.
    expect(pinDecision(asked, '0000', at, true)).toEqual({ outcome: 'ok' });
  });

  it('refuses an exception where no PIN is asked', () => {
    const decision = pinDecision({ ...asked, pinRequired: false }, undefined, at, true);
    expect(decision).toMatchObject({ outcome: 'refused', write: null });
    expect(decision.outcome === 'refused' && decision.error.code).toBe('pin_exception_not_needed');
  });
});
