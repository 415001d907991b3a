import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@/testing/render';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { DashboardStats } from '@ikawa/contracts/admin';
import { createQueryClient } from '@/lib/query-client';
import { Dashboard } from './dashboard';

const STATS: DashboardStats = {
  totalSales: 1234.5,
  salesChange: 12.5,
  totalOrders: 8,
  ordersChange: -20,
  totalCustomers: 42,
  customersChange: null,
  totalProducts: 14,
  lowStockProducts: 2,
  lowStockThreshold: 10,
  salesByDay: Array.from({ length: 30 }, (_, i) => ({
    date: `2026-03-${String(i + 1).padStart(2, '0')}`,
    total: i === 29 ? 1234.5 : 0,
    orders: i === 29 ? 8 : 0,
  })),
  recentOrders: [
    {
      _id: 'abcdef12-3456',
      customer: 'Aline Niyonzima',
      total: 46,
      status: 'pending',
      createdAt: '2026-03-30T10:00:00Z',
    },
  ],
  popularProducts: [{ _id: 'p1', name: 'Ngozi Natural', sales: 5, stock: 8 }],
};

function renderDashboard(response: Response | Promise<never>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => (response instanceof Response ? Promise.resolve(response) : response)),
  );
  // Recharts measures its box; jsdom has no layout.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <Dashboard />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('Dashboard', () => {
  it('shows the four figures with their changes, orders, products and the stock warning', async () => {
    renderDashboard(new Response(JSON.stringify({ success: true, data: STATS }), { status: 200 }));
    const sales = await screen.findByRole('region', { name: 'Sales (30 days)' });
    expect(sales).toHaveTextContent('$1,234.50');
    expect(
      within(sales).getByText('Up 12.5%: last 30 days compared with the 30 days before'),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Orders (30 days)' })).toHaveTextContent('▼ 20%');
    expect(screen.getByRole('region', { name: 'Customers' })).toHaveTextContent('new');
    expect(screen.getByRole('region', { name: 'Products' })).toHaveTextContent('14');
    expect(screen.getByText(/2 products are below the low-stock threshold of 10 units/)).toBeInTheDocument();
    expect(screen.getByText('#abcdef12')).toBeInTheDocument();
    expect(screen.getByText('Low stock')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Sales by day, last 30 days' })).toBeInTheDocument();
  });

  it("says 'Failed to load dashboard data' when the figures cannot be fetched", async () => {
    renderDashboard(new Response(JSON.stringify({ success: false, error: 'Admins only' }), { status: 403 }));
    expect(await screen.findByRole('heading', { name: 'Failed to load dashboard data' })).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch dashboard statistics: Admins only')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
