import { describe, expect, it } from 'vitest';
import type { Order } from '@ikawa/contracts/orders';
import { render, screen } from '@/testing/render';
import { OrderTimeline } from './order-timeline';

const entries: Order['timeline'] = [
  { status: 'pending', label: 'Order placed', kind: 'placed', facts: {}, at: '2026-11-27T15:00:00.000Z' },
  {
    status: 'paid',
    label: 'Paid by Visa ending in 4242',
    kind: 'card_paid',
    facts: { card: { brand: 'visa', last4: '4242' } },
    at: '2026-11-27T15:01:00.000Z',
  },
  {
    status: 'refund',
    label: 'Refund of $1,234.50 started',
    kind: 'refund_started',
    facts: { amount: 1234.5 },
    at: '2026-11-27T16:00:00.000Z',
  },
  {
    status: 'assigned',
    label: 'Assigned to Jean',
    kind: 'assigned',
    facts: { who: 'Jean' },
    at: '2026-11-27T16:30:00.000Z',
  },
];

describe('OrderTimeline', () => {
  it('writes each step in English from its facts', () => {
    render(<OrderTimeline entries={entries} />);
    for (const text of [
      'Order placed',
      'Paid by Visa ending in 4242',
      'Refund of $1,234.50 started',
      'Assigned to Jean',
    ])
      expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('writes each step in French, with French money, whatever English the server sent', async () => {
    render(<OrderTimeline entries={entries} />, { locale: 'fr-CA' });
    expect(await screen.findByText('Commande passée')).toBeInTheDocument();
    expect(screen.getByText('Payée par Visa se terminant par 4242')).toBeInTheDocument();
    expect(screen.getByText(/^Remboursement de 1\s234,50\s\$ amorcé$/)).toBeInTheDocument();
    expect(screen.getByText('Confiée à Jean')).toBeInTheDocument();
    expect(screen.queryByText('Order placed')).not.toBeInTheDocument();
  });
});
