import { render, screen } from '@/testing/render';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import {
  makeCourierOrder,
  makeEarningEntry,
  makeEarnings,
  renderWithClient,
} from '../testing/delivery-fixtures';
import { DashboardStatsCards, StatsGrid } from './dashboard-stats-cards';

function figure(label: string) {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling;
}

describe('dashboard cards', () => {
  it('shows the four figures, and the cash held only when there is some', () => {
    const stats = { earned: 20, pending: 18, pendingOrders: 2, completed: 5, cashHeld: 0 };
    const { rerender } = render(<StatsGrid stats={stats} />);
    expect(figure('Earned')).toHaveTextContent('$20.00');
    expect(figure('Pending')).toHaveTextContent('$18.00');
    expect(figure('Pending Orders')).toHaveTextContent('2');
    expect(figure('Completed')).toHaveTextContent('5');
    expect(screen.queryByText(/Cash held/)).not.toBeInTheDocument();

    rerender(<StatsGrid stats={{ ...stats, cashHeld: 78.9 }} />);
    expect(screen.getByText('Cash held: $78.90')).toBeInTheDocument();
  });

  it('shows a spinner until the earnings and the orders have loaded, then their figures', async () => {
    fakeApi({
      'GET /api/delivery/earnings': {
        success: true,
        data: makeEarnings({ paid: 10, pending: 8, history: [makeEarningEntry()] }),
      },
      'GET /api/delivery/orders': { success: true, data: [makeCourierOrder()] },
    });
    renderWithClient(<DashboardStatsCards />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your dashboard…');
    expect(await screen.findByText('$10.00')).toBeInTheDocument();
    expect(figure('Pending')).toHaveTextContent('$8.00');
    expect(figure('Pending Orders')).toHaveTextContent('1');
    expect(figure('Completed')).toHaveTextContent('1');
  });

  it('writes the cards in French, money the French way', () => {
    render(
      <StatsGrid stats={{ earned: 1234.5, pending: 18, pendingOrders: 2, completed: 5, cashHeld: 78.9 }} />,
      {
        locale: 'fr-CA',
      },
    );
    expect(figure('Gagné')).toHaveTextContent(/^1\s234,50\s\$$/);
    expect(figure('En attente')).toHaveTextContent(/^18,00\s\$$/);
    expect(figure('Commandes en cours')).toHaveTextContent('2');
    expect(figure('Terminées')).toHaveTextContent('5');
    expect(screen.getByText(/^Argent comptant en main\s:\s78,90\s\$$/)).toBeInTheDocument();
  });
});
