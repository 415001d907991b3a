import { screen } from '@/testing/render';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { makeOrder } from '@/testing/orders';
import { renderAccount } from '../testing/render-account';
import { RecentOrders } from './recent-orders';

function answerWith(orders: ReturnType<typeof makeOrder>[]) {
  fakeApi({
    'GET /api/orders': {
      success: true,
      data: orders,
      page: 1,
      pageSize: 3,
      total: orders.length,
      totalPages: 1,
    },
  });
}

const order = makeOrder({ totalAmount: 1234.5 });

describe('RecentOrders', () => {
  it('lists the orders with their number, date, count and total', async () => {
    answerWith([order]);
    renderAccount(<RecentOrders />);
    expect(await screen.findByText('Order IK-1042')).toBeInTheDocument();
    expect(screen.getByText('Mar 4, 2026 · 2 items')).toBeInTheDocument();
    expect(screen.getByText('$1,234.50')).toBeInTheDocument();
  });

  it('writes the order, its date, its count and its money in French', async () => {
    const single = makeOrder({
      _id: 'fedcba9876543210',
      number: 'IK-1043',
      items: [{ ...order.items[0]!, quantity: 1 }],
    });
    answerWith([order, single]);
    renderAccount(<RecentOrders />, { locale: 'fr-CA' });
    expect(await screen.findByRole('heading', { name: 'Commandes récentes' })).toBeInTheDocument();
    expect(await screen.findByText('Commande IK-1042')).toBeInTheDocument();
    expect(screen.getByText('4 mars 2026 · 2 articles')).toBeInTheDocument();
    expect(screen.getByText('4 mars 2026 · 1 article')).toBeInTheDocument();
    // Intl writes a (narrow) non-breaking space between the digits and before the dollar sign.
    expect(screen.getByText(/^1\s234,50\s\$$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir toutes les commandes' })).toBeInTheDocument();
  });

  it('invites a customer without orders to shop, in French', async () => {
    answerWith([]);
    renderAccount(<RecentOrders />, { locale: 'fr-CA' });
    expect(await screen.findByText('Vous n’avez pas encore passé de commande.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Commencer vos achats' })).toBeInTheDocument();
  });
});
