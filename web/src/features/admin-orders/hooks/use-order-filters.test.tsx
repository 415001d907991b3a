import { render, screen } from '@/testing/render';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { OrderFiltersBar } from '../components/order-filters';
import {
  DEFAULT_ORDER_FILTERS,
  orderFiltersToParams,
  parseOrderFilters,
  useOrderFilters,
} from './use-order-filters';

function Harness() {
  const { filters, setFilters, clearFilters } = useOrderFilters();
  const location = useLocation();
  return (
    <>
      <OrderFiltersBar filters={filters} onChange={setFilters} onClear={clearFilters} />
      <button type="button" onClick={() => setFilters({ page: filters.page + 1 })}>
        Next page
      </button>
      <output data-testid="search">{location.search}</output>
    </>
  );
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/admin/orders', element: <Harness /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup(), search: () => new URLSearchParams(router.state.location.search) };
}

describe('order filters in the URL', () => {
  it('reads every filter from the URL and ignores unknown values', () => {
    expect(
      parseOrderFilters(
        new URLSearchParams(
          'status=shipped&paymentStatus=bogus&fulfillment=pickup&from=2026-01-02&to=nope&q=%20ab12%20&page=3',
        ),
      ),
    ).toEqual({
      page: 3,
      status: 'shipped',
      paymentStatus: 'all',
      fulfillment: 'pickup',
      from: '2026-01-02',
      to: '',
      q: 'ab12',
    });
    expect(parseOrderFilters(new URLSearchParams('page=-2'))).toEqual(DEFAULT_ORDER_FILTERS);
  });

  it('writes only what differs from the defaults', () => {
    expect(orderFiltersToParams(DEFAULT_ORDER_FILTERS).toString()).toBe('');
    expect(orderFiltersToParams({ ...DEFAULT_ORDER_FILTERS, status: 'pending', page: 2 }).toString()).toBe(
      'status=pending&page=2',
    );
  });

  it('shows the filters of the URL in the controls', () => {
    renderAt(
      '/admin/orders?status=delivered&paymentStatus=completed&fulfillment=delivery&from=2026-02-01&q=ab12',
    );
    expect(screen.getByLabelText('Status')).toHaveValue('delivered');
    expect(screen.getByLabelText('Payment status')).toHaveValue('completed');
    expect(screen.getByLabelText('Fulfilment')).toHaveValue('delivery');
    expect(screen.getByLabelText('From')).toHaveValue('2026-02-01');
    expect(screen.getByLabelText('Search orders')).toHaveValue('ab12');
  });

  it('puts a changed filter in the URL and goes back to the first page', async () => {
    const { user, search } = renderAt('/admin/orders?page=4');
    await user.selectOptions(screen.getByLabelText('Status'), 'pending');
    expect(search().get('status')).toBe('pending');
    expect(search().get('page')).toBeNull();

    await user.selectOptions(screen.getByLabelText('Fulfilment'), 'pickup');
    expect(search().get('status')).toBe('pending');
    expect(search().get('fulfillment')).toBe('pickup');
  });

  it('keeps the filters when only the page changes', async () => {
    const { user, search } = renderAt('/admin/orders?status=pending');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(search().get('page')).toBe('2');
    expect(search().get('status')).toBe('pending');
  });

  it('applies the search after typing and on Enter', async () => {
    const { user, search } = renderAt('/admin/orders');
    await user.type(screen.getByLabelText('Search orders'), 'sarah{Enter}');
    expect(search().get('q')).toBe('sarah');
  });

  it('clears every filter at once', async () => {
    const { user, search } = renderAt('/admin/orders?status=pending&q=ab12&from=2026-01-01');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(search().toString()).toBe('');
    expect(screen.getByLabelText('Search orders')).toHaveValue('');
    expect(screen.getByLabelText('Status')).toHaveValue('all');
  });

  it('says when the date range is back to front', () => {
    renderAt('/admin/orders?from=2026-03-10&to=2026-03-01');
    expect(screen.getByText('From must not be after To')).toBeInTheDocument();
  });
});
