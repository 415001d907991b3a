import { describe, expect, it } from 'vitest';
import type { AdminSubscriptionEvent, AdminSubscriptionOrder } from '@ikawa/contracts/admin-subscriptions';
import { render, screen } from '@/testing/render';
import { SUBSCRIPTION_EVENT_MESSAGES } from './labels';
import { SubscriptionTimeline } from './subscription-timeline';

const ORDER: AdminSubscriptionOrder = {
  _id: '44444444-4444-4444-8444-444444444444',
  number: 'IK-1043',
  status: 'pending',
  paymentStatus: 'pending',
  total: 45.9,
  renewalOf: '2026-12-15',
  createdAt: '2026-12-15T14:00:00.000Z',
};

let counter = 0;
const event = (type: string, data: Record<string, unknown> | null = null, actorRole = 'customer') => {
  counter += 1;
  return {
    _id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    type,
    actorRole,
    data,
    createdAt: `2026-12-${String(counter).padStart(2, '0')}T15:00:00.000Z`,
  } satisfies AdminSubscriptionEvent;
};

/** The history's own entries (an entry's details are a list of their own). */
const entries = (name: string) => Array.from(screen.getByRole('list', { name }).children) as HTMLElement[];

const TYPES = [
  'created',
  'renewed',
  'skip',
  'pause',
  'resume',
  'cancel',
  'update',
  'extras',
  'waiting_for_stock',
  'charge_failed',
  'reminder_sent',
  'paused_after_failures',
];

describe('SubscriptionTimeline', () => {
  it('names every kind of event the server writes, and shows an unknown one as it is stored', () => {
    expect(Object.keys(SUBSCRIPTION_EVENT_MESSAGES).sort()).toEqual([...TYPES].sort());
    render(
      <SubscriptionTimeline
        events={[...TYPES.map((type) => event(type)), event('gift_wrapped')]}
        orders={[]}
      />,
    );
    const items = entries('History');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Subscribed',
      'Renewed: an order was placed',
      'Skipped the next renewal',
      'Paused the subscription',
      'Resumed the subscription',
      'Cancelled the subscription',
      'Changed the subscription',
      'Added one-off items to the next renewal',
      'Renewal waiting for stock',
      'Card charge refused',
      'Reminder sent before the renewal',
      'Paused after refused charges',
      'gift_wrapped',
    ]);
  });

  it('says who did it and what it changed', () => {
    render(
      <SubscriptionTimeline
        events={[
          event('renewed', { orderId: ORDER._id, day: '2026-12-15', nextDate: '2026-12-29' }, 'system'),
          event('update', { everyWeeks: 4, nextDate: '2027-01-12' }),
          event('cancel', { reason: 'taste', note: 'Too dark for me', nextDate: '2027-01-12' }, 'customer'),
        ]}
        orders={[ORDER]}
      />,
    );
    const [renewed, update, cancel] = entries('History');
    expect(renewed).toHaveTextContent('by the shop');
    expect(renewed).toHaveTextContent('Order IK-1043');
    expect(renewed).toHaveTextContent('Renewal of Dec 15, 2026');
    expect(renewed).toHaveTextContent('Next renewal: Dec 29, 2026');
    expect(update).toHaveTextContent('by the customer');
    expect(update).toHaveTextContent('Every 4 weeks');
    expect(cancel).toHaveTextContent('The coffee is not to my taste');
    expect(cancel).toHaveTextContent('Too dark for me');
    expect(cancel).not.toHaveTextContent('Next renewal');
  });

  it('reads in French', () => {
    render(
      <SubscriptionTimeline
        events={[event('skip'), event('waiting_for_stock', null, 'system')]}
        orders={[]}
      />,
      {
        locale: 'fr-CA',
      },
    );
    const items = entries('Historique');
    expect(items[0]).toHaveTextContent('Prochain renouvellement sauté');
    expect(items[1]).toHaveTextContent('Renouvellement en attente de stock');
    expect(items[1]).toHaveTextContent('par la boutique');
  });

  it('says when nothing has happened yet', () => {
    render(<SubscriptionTimeline events={[]} orders={[]} />);
    expect(screen.getByText('Nothing has happened to this subscription yet.')).toBeInTheDocument();
  });
});
