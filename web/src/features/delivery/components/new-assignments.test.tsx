import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@/testing/render';
import { makeCourierOrder } from '../testing/delivery-fixtures';
import { NewAssignments, newlyAssigned } from './new-assignments';

const order = (id: string, number: string, overrides = {}) =>
  makeCourierOrder({ _id: id, id, number, ...overrides });

describe('new assignments while the app is open', () => {
  it('names the orders the list did not have before, once, until dismissed', async () => {
    const client = new QueryClient();
    const first = [order('a', 'IK-1001')];
    const view = (orders: ReturnType<typeof order>[]) => (
      <QueryClientProvider client={client}>
        <NewAssignments orders={orders} />
      </QueryClientProvider>
    );
    const { rerender } = render(view(first));
    // The first list is what the courier already has: nothing is new.
    expect(screen.queryByText(/New order assigned/)).not.toBeInTheDocument();

    rerender(view([...first, order('b', 'IK-1002')]));
    expect(screen.getByText('New order assigned to you: IK-1002')).toBeInTheDocument();
    rerender(view([...first, order('b', 'IK-1002'), order('c', 'IK-1003')]));
    expect(screen.getByText('New order assigned to you: IK-1002, IK-1003')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/New order assigned/)).not.toBeInTheDocument();
  });

  it('counts only open orders waiting to be picked up', () => {
    const known = new Set(['a']);
    const cancelled = order('b', 'IK-1002', { status: 'cancelled' });
    const delivered = order('c', 'IK-1003', {
      delivery: { ...makeCourierOrder().delivery, status: 'delivered' },
    });
    const fresh = order('d', 'IK-1004');
    expect(newlyAssigned(known, [order('a', 'IK-1001'), cancelled, delivered, fresh])).toEqual([fresh]);
  });
});
