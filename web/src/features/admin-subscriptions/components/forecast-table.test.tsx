import { describe, expect, it } from 'vitest';
import type { SubscriptionForecast } from '@ikawa/contracts/admin-subscriptions';
import type { Locale } from '@ikawa/contracts/i18n';
import { render, screen, within } from '@/testing/render';
import { ForecastByDay, ForecastTotals } from './forecast-table';

const KAYANZA = '11111111-1111-4111-8111-111111111111';
const NGOZI = '22222222-2222-4222-8222-222222222222';
const GONE = '33333333-3333-4333-8333-333333333333';

const FORECAST: SubscriptionForecast = {
  from: '2026-12-01',
  to: '2026-12-03',
  days: 3,
  byDay: [
    {
      date: '2026-12-01',
      renewals: 2,
      products: [
        { productId: KAYANZA, name: 'Kayanza Beans', bags: 2, kg: 1 },
        { productId: NGOZI, name: 'Ngozi Powder', bags: 1, kg: 1 },
      ],
    },
    { date: '2026-12-02', renewals: 0, products: [] },
    {
      date: '2026-12-03',
      renewals: 1,
      products: [
        { productId: GONE, name: '', bags: 1, kg: 0 },
        { productId: KAYANZA, name: 'Kayanza Beans', bags: 1, kg: 0.5 },
      ],
    },
  ],
  totals: [
    { productId: GONE, name: '', bags: 1, kg: 0 },
    { productId: KAYANZA, name: 'Kayanza Beans', bags: 3, kg: 1.5 },
    { productId: NGOZI, name: 'Ngozi Powder', bags: 1, kg: 1 },
  ],
  renewals: 3,
  bags: 5,
  kg: 2.5,
};

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

function renderTables(forecast: SubscriptionForecast = FORECAST, locale: Locale = 'en-CA') {
  render(
    <>
      <ForecastTotals forecast={forecast} />
      <ForecastByDay forecast={forecast} />
    </>,
    { locale },
  );
}

describe('the subscription forecast', () => {
  it('puts each day in a row and each product in a column, in bags and kilograms', () => {
    renderTables();
    const byDay = screen.getByRole('table', { name: 'Bags and kilograms to send each day, by product' });
    const headers = within(byDay)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Day', 'Renewals', 'Product no longer sold', 'Kayanza Beans', 'Ngozi Powder']);
    expect(cells(within(byDay).getByRole('row', { name: /Dec 1/ }))).toEqual([
      '2',
      '—',
      '2 bags · 1 kg',
      '1 bag · 1 kg',
    ]);
    // A day without renewals is kept, so the week reads without gaps.
    expect(cells(within(byDay).getByRole('row', { name: /Dec 2/ }))).toEqual(['0', '—', '—', '—']);
    // A product without a weight counts its bags only; half a kilogram reads as the shop writes it.
    expect(cells(within(byDay).getByRole('row', { name: /Dec 3/ }))).toEqual([
      '1',
      '1 bag',
      '1 bag · 1/2 kg',
      '—',
    ]);
  });

  it('sums each product over the window: what to roast', () => {
    renderTables();
    const totals = screen.getByRole('table', {
      name: 'Bags and kilograms over the whole period, by product',
    });
    expect(cells(within(totals).getByRole('row', { name: /Kayanza Beans/ }))).toEqual(['3', '1.5 kg']);
    expect(cells(within(totals).getByRole('row', { name: /Ngozi Powder/ }))).toEqual(['1', '1 kg']);
    expect(cells(within(totals).getByRole('row', { name: /Product no longer sold/ }))).toEqual(['1', '—']);
    expect(cells(within(totals).getByRole('row', { name: /All products/ }))).toEqual(['5', '2.5 kg']);
  });

  it('reads in French', () => {
    renderTables(FORECAST, 'fr-CA');
    const totals = screen.getByRole('table', {
      name: 'Sacs et kilogrammes sur toute la période, par produit',
    });
    expect(cells(within(totals).getByRole('row', { name: /Tous les produits/ }))).toEqual(['5', '2,5 kg']);
    const byDay = screen.getByRole('table', {
      name: 'Sacs et kilogrammes à envoyer chaque jour, par produit',
    });
    expect(cells(within(byDay).getAllByRole('row')[1]!)).toEqual(['2', '—', '2 sacs · 1 kg', '1 sac · 1 kg']);
  });

  it('says when no renewal is expected', () => {
    renderTables({ ...FORECAST, byDay: [], totals: [], renewals: 0, bags: 0, kg: 0 });
    expect(screen.getByText('No renewal is expected in these days.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
