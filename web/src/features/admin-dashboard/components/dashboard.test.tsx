import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@/testing/render';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { DashboardStats } from '@ikawa/contracts/admin';
import type { Locale } from '@ikawa/contracts/i18n';
import { createQueryClient } from '@/lib/query-client';
import { fakeApi, json, type Route } from '@/testing/fake-api';
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
      number: 'IK-1042',
      customer: 'Aline Niyonzima',
      total: 46,
      status: 'pending',
      createdAt: '2026-03-30T10:00:00Z',
    },
  ],
  popularProducts: [{ _id: 'p1', name: 'Ngozi Natural', sales: 5, stock: 8 }],
  subscriptions: {
    active: 12,
    paused: 3,
    cancelledLast30Days: 4,
    churnReasons: [
      { reason: 'taste', count: 3 },
      { reason: null, count: 1 },
    ],
  },
};

function renderDashboard(stats: Route, locale: Locale = 'en-CA') {
  fakeApi({ 'GET /api/admin/dashboard/stats': stats });
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
    { locale },
  );
}

describe('Dashboard', () => {
  it('shows the four figures with their changes, orders, products and the stock warning', async () => {
    renderDashboard({ success: true, data: STATS });
    const sales = await screen.findByRole('region', { name: 'Sales (30 days)' });
    expect(sales).toHaveTextContent('$1,234.50');
    expect(
      within(sales).getByText('Up 12.5%: last 30 days compared with the 30 days before'),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Orders (30 days)' })).toHaveTextContent('▼ 20%');
    expect(screen.getByRole('region', { name: 'Customers' })).toHaveTextContent('new');
    expect(screen.getByRole('region', { name: 'Products' })).toHaveTextContent('14');
    expect(screen.getByText(/2 products are below the low-stock threshold of 10 units/)).toBeInTheDocument();
    expect(screen.getByText('IK-1042')).toBeInTheDocument();
    expect(screen.getByText('Low stock')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Sales by day, last 30 days' })).toBeInTheDocument();
  });

  it('shows the subscriptions: active, paused, cancelled in 30 days and why', async () => {
    renderDashboard({ success: true, data: STATS });
    const card = await screen.findByRole('region', { name: 'Subscriptions' });
    const figures = within(card)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(figures).toEqual(['Active: 12', 'Paused: 3', 'Cancelled (30 days): 4']);
    const reasons = within(card).getByRole('list', { name: 'Why they stopped (30 days)' });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['The coffee is not to my taste3', 'No reason given1']);
    expect(within(card).getByRole('link', { name: 'Forecast' })).toHaveAttribute(
      'href',
      '/admin/subscriptions/forecast',
    );
  });

  it('says when no subscriber stopped in 30 days', async () => {
    renderDashboard({
      success: true,
      data: { ...STATS, subscriptions: { active: 0, paused: 0, cancelledLast30Days: 0, churnReasons: [] } },
    });
    const card = await screen.findByRole('region', { name: 'Subscriptions' });
    expect(within(card).getByText('No one cancelled in the last 30 days.')).toBeInTheDocument();
  });

  it("says 'Failed to load dashboard data' when the figures cannot be fetched", async () => {
    renderDashboard(json({ success: false, error: 'Admins only' }, 403));
    expect(await screen.findByRole('heading', { name: 'Failed to load dashboard data' })).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch dashboard statistics: Admins only')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('speaks French on /fr/admin: figures, money, dates and changes in the French way', async () => {
    renderDashboard({ success: true, data: STATS }, 'fr-CA');
    const sales = await screen.findByRole('region', { name: 'Ventes (30 jours)' });
    // Intl separates thousands and the dollar sign with (narrow) non-breaking spaces.
    expect(sales).toHaveTextContent(/1\s234,50\s\$/);
    expect(
      within(sales).getByText(/^En hausse de 12,5\s%\s: 30 derniers jours comparés aux 30 jours précédents$/),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Commandes (30 jours)' })).toHaveTextContent(/▼ 20\s%/);
    expect(screen.getByRole('region', { name: 'Clients' })).toHaveTextContent('nouveau');
    expect(screen.getByRole('status')).toHaveTextContent(
      /Alerte de stock bas\s:\s2 produits sont sous le seuil de stock bas de 10 unités\./,
    );
    expect(screen.getByRole('link', { name: 'Voir les produits' })).toBeInTheDocument();
    const recent = screen.getByRole('region', { name: 'Commandes récentes' });
    expect(recent).toHaveTextContent('30 mars 2026');
    expect(recent).toHaveTextContent(/46,00\s\$/);
    expect(screen.getByText('5 vendus · 8 en stock')).toBeInTheDocument();
    expect(screen.getByText('Stock bas')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Ventes par jour, 30 derniers jours' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: '30 mars' })).toBeInTheDocument();
    expect(
      screen.getByText(
        /^1\s234,50\s\$ pour 8 commandes payées ou livrées dans les 30 derniers jours\. Meilleure journée\s: 30 mars, avec 1\s234,50\s\$\.$/,
      ),
    ).toBeInTheDocument();
  });

  it('says in French that the figures could not be fetched', async () => {
    renderDashboard(json({ success: false, error: 'Réservé aux administrateurs' }, 403), 'fr-CA');
    expect(
      await screen.findByRole('heading', { name: 'Impossible de charger les données du tableau de bord' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        /^Impossible d'obtenir les statistiques du tableau de bord\s: Réservé aux administrateurs$/,
      ),
    ).toBeInTheDocument();
  });
});
