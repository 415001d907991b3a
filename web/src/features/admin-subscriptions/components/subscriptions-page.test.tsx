import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { AdminSubscriptionRow } from '@ikawa/contracts/admin-subscriptions';
import { fakeApi, json } from '@/testing/fake-api';
import { render, screen, within } from '@/testing/render';
import { SubscriptionsPage } from './subscriptions-page';

const ROW: AdminSubscriptionRow = {
  _id: '11111111-1111-4111-8111-111111111111',
  customer: {
    _id: '22222222-2222-4222-8222-222222222222',
    name: 'Aline Niyonzima',
    email: 'aline@example.test',
  },
  status: 'active',
  everyWeeks: 2,
  nextDate: '2026-12-14',
  lines: [
    { productId: '33333333-3333-4333-8333-333333333333', name: 'Kayanza Beans', quantity: 2 },
    { productId: '44444444-4444-4444-8444-444444444444', name: '', quantity: 1 },
  ],
  fulfillmentMethod: 'delivery',
  paymentMethod: 'cash',
  waitingSince: '2026-12-14T15:00:00.000Z',
  failedCharges: 0,
  createdAt: '2026-11-30T15:00:00.000Z',
  cancelledAt: null,
  cancelReason: null,
};

const page = (data: AdminSubscriptionRow[]) => ({
  success: true,
  data,
  page: 1,
  pageSize: 20,
  total: data.length,
  totalPages: 1,
});

function Address() {
  const location = useLocation();
  return <output aria-label="Address">{`${location.pathname}${location.search}`}</output>;
}

function renderPage(entry = '/admin/subscriptions') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[entry]}>
        {children}
        <Address />
      </MemoryRouter>
    </QueryClientProvider>
  );
  render(<SubscriptionsPage />, { wrapper });
  return userEvent.setup();
}

describe('SubscriptionsPage', () => {
  it('lists each subscription with its customer, coffee, rhythm and what needs an eye', async () => {
    fakeApi({ 'GET /api/admin/subscriptions': page([ROW]) });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Subscriptions' });
    const [card] = within(list).getAllByRole('listitem');
    expect(within(card!).getByRole('link', { name: 'Aline Niyonzima' })).toHaveAttribute(
      'href',
      `/admin/subscriptions/${ROW._id}`,
    );
    expect(card).toHaveTextContent('aline@example.test');
    expect(card).toHaveTextContent('Kayanza Beans × 2, Product no longer sold × 1');
    expect(card).toHaveTextContent('Every 2 weeks · next on Dec 14, 2026');
    expect(card).toHaveTextContent('Delivery · Cash');
    expect(card).toHaveTextContent('Waiting for stock since');
  }, 10_000);

  it('reads its filters from the address and keeps the new ones there', async () => {
    const api = fakeApi({ 'GET /api/admin/subscriptions': page([ROW]) });
    const user = renderPage('/admin/subscriptions?status=paused&q=aline');
    await screen.findByRole('list', { name: 'Subscriptions' });
    const first = api.callsTo('GET /api/admin/subscriptions')[0]!.query;
    expect([first.get('status'), first.get('payment'), first.get('q'), first.get('page')]).toEqual([
      'paused',
      'all',
      'aline',
      '1',
    ]);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('paused');
    expect(screen.getByRole('searchbox', { name: 'Customer' })).toHaveValue('aline');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Payment' }), 'Cash');
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(
      '/admin/subscriptions?q=aline&status=paused&payment=cash',
    );
    await vi.waitFor(() =>
      expect(api.callsTo('GET /api/admin/subscriptions').at(-1)?.query.get('payment')).toBe('cash'),
    );
  });

  it('offers to clear filters that match nothing, and says when there is none at all', async () => {
    fakeApi({ 'GET /api/admin/subscriptions': page([]) });
    const user = renderPage('/admin/subscriptions?payment=stripe');
    expect(
      await screen.findByRole('heading', { name: 'No subscription matches these filters.' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('heading', { name: 'No subscriptions yet' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(/^\/admin\/subscriptions$/);
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    const api = fakeApi({
      'GET /api/admin/subscriptions': json({ success: false, error: 'Admins only', code: 'forbidden' }, 403),
    });
    const user = renderPage();
    expect(
      await screen.findByRole('heading', { name: 'The subscriptions could not be loaded.' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Admins only')).toBeInTheDocument();
    api.answer({ 'GET /api/admin/subscriptions': page([ROW]) });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Aline Niyonzima' })).toBeInTheDocument();
  });
});
