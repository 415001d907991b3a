import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@/testing/render';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@ikawa/contracts/orders';
import { createQueryClient } from '@/lib/query-client';
import { fakeApi, json, type Routes } from '@/testing/fake-api';
import { adminOrderPage, makeOrder } from '@/testing/orders';
import { settingsBody } from '@/testing/settings';
import { OrdersPage } from './orders-page';

const orderWith = (id: string, number: string, name: string): Order =>
  makeOrder({ _id: id, id, number, user: { _id: id, name, email: 'x@example.com' } });
const FIRST = orderWith('aaaaaaaa-0000-4000-8000-000000000001', 'IK-1001', 'Aline');
const SECOND = orderWith('bbbbbbbb-0000-4000-8000-000000000002', 'IK-1002', 'Jean');
const THIRD = orderWith('cccccccc-0000-4000-8000-000000000003', 'IK-1003', 'Claudine');

const html = () =>
  new Response('<!doctype html><title>Packing slips</title>', { headers: { 'Content-Type': 'text/html' } });

/**
 * The admin list answers with three orders, the settings with a store in Toronto, and the packing
 * slips with a page unless the test says otherwise.
 */
function serve(routes: Routes = {}) {
  return fakeApi({
    'GET /api/settings': settingsBody({ timeZone: 'America/Toronto' }),
    'GET /api/admin/orders': adminOrderPage([FIRST, SECOND, THIRD]),
    'GET /api/admin/packing-slips': html,
    ...routes,
  });
}

let open: ReturnType<typeof vi.fn>;

beforeEach(() => {
  // jsdom has no object URLs nor tabs: record what the page hands the browser.
  URL.createObjectURL = vi.fn(() => 'blob:http://localhost/slips');
  URL.revokeObjectURL = vi.fn();
  open = vi.fn(() => ({}) as Window);
  vi.stubGlobal('open', open);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function renderPage() {
  const router = createMemoryRouter([{ path: '/admin/orders', element: <OrdersPage isAdmin /> }], {
    initialEntries: ['/admin/orders'],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('OrdersPage: packing slips', () => {
  it('prints the ticked orders, in the order ticked, in a new tab', async () => {
    const api = serve();
    const user = renderPage();
    const bar = await screen.findByRole('region', { name: 'Selected orders' });
    expect(within(bar).getByText('Tick orders to print their packing slips.')).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Print packing slips' })).toBeDisabled();

    await user.click(await screen.findByRole('checkbox', { name: 'Select order IK-1002' }));
    // The keyboard ticks a box too.
    screen.getByRole('checkbox', { name: 'Select order IK-1001' }).focus();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Select order IK-1001' })).toBeChecked();
    expect(within(bar).getByText('2 orders selected')).toBeInTheDocument();

    await user.click(within(bar).getByRole('button', { name: 'Print packing slips' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('blob:http://localhost/slips', '_blank'));
    const [slips] = api.callsTo('GET /api/admin/packing-slips');
    expect(slips?.query.get('ids')).toBe(`${SECOND._id},${FIRST._id}`);

    await user.click(within(bar).getByRole('button', { name: 'Clear selection' }));
    expect(screen.getByRole('checkbox', { name: 'Select order IK-1002' })).not.toBeChecked();
    expect(within(bar).getByRole('button', { name: 'Print packing slips' })).toBeDisabled();
  });

  it("prints today's deliveries, and shows the server's sentence when none are due", async () => {
    const api = serve({
      'GET /api/admin/packing-slips': json(
        { success: false, error: 'No open orders are due that day.', code: 'not_found' },
        404,
      ),
    });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Today’s deliveries' }));
    expect(await screen.findByText('No open orders are due that day.')).toBeInTheDocument();
    expect(api.callsTo('GET /api/admin/packing-slips')[0]?.query.get('date')).toBe('today');
    expect(open).not.toHaveBeenCalled();
  });

  it('offers a link when the browser blocks the new tab', async () => {
    open.mockReturnValue(null);
    serve();
    const user = renderPage();
    await user.click(await screen.findByRole('checkbox', { name: 'Select order IK-1003' }));
    await user.click(screen.getByRole('button', { name: 'Print packing slips' }));
    const link = await screen.findByRole('link', { name: 'Open the packing slips' });
    expect(link).toHaveAttribute('href', 'blob:http://localhost/slips');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('ticks every order of the page from the table header', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('min-width'),
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    serve();
    const user = renderPage();
    const all = await screen.findByRole('checkbox', { name: 'Select every order on this page' });
    await user.click(screen.getByRole('checkbox', { name: 'Select order IK-1001' }));
    expect(all).not.toBeChecked();
    expect((all as HTMLInputElement).indeterminate).toBe(true);
    await user.click(all);
    expect(screen.getByText('3 orders selected')).toBeInTheDocument();
    expect(all).toBeChecked();
    await user.click(all);
    expect(screen.getByText('Tick orders to print their packing slips.')).toBeInTheDocument();
  });
});

describe('OrdersPage: export', () => {
  it('downloads the orders CSV of the days chosen, under its dated name', async () => {
    const api = serve({
      'GET /api/admin/exports/orders.csv': new Response('\uFEFForder_number\r\n', {
        headers: { 'Content-Type': 'text/csv' },
      }),
    });
    const user = renderPage();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(await screen.findByRole('button', { name: 'Export' }));
    const dialog = screen.getByRole('dialog', { name: 'Export orders' });
    await user.click(within(dialog).getByRole('button', { name: 'Last year' }));
    await user.click(within(dialog).getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const year = new Date().getFullYear() - 1;
    const [csv] = api.callsTo('GET /api/admin/exports/orders.csv');
    expect(csv?.query.get('from')).toBe(`${year}-01-01`);
    expect(csv?.query.get('to')).toBe(`${year}-12-31`);
    const link = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(link.download).toBe(`ikawa-orders-${year}-01-01-to-${year}-12-31.csv`);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    click.mockRestore();
  });

  it('starts on this month of the store’s days: at 02:00 UTC on 28 November, Toronto is on the 27th', async () => {
    serve();
    vi.setSystemTime(new Date('2026-11-28T02:00:00Z'));
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Export' }));
    const dialog = screen.getByRole('dialog', { name: 'Export orders' });
    expect(within(dialog).getByLabelText('From')).toHaveValue('2026-11-01');
    expect(within(dialog).getByLabelText('To')).toHaveValue('2026-11-27');
    await user.click(within(dialog).getByRole('button', { name: 'Last month' }));
    expect(within(dialog).getByLabelText('From')).toHaveValue('2026-10-01');
    expect(within(dialog).getByLabelText('To')).toHaveValue('2026-10-31');
  });
});
