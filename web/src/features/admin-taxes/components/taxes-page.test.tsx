import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@/testing/render';
import { describe, expect, it } from 'vitest';
import type { TaxThresholds } from '@ikawa/contracts/tax';
import { fakeApi, json } from '@/testing/fake-api';
import { TaxesPage } from './taxes-page';

const thresholds: TaxThresholds = {
  asOf: '2026-11-29',
  quarters: [
    { label: '2026 Q1', from: '2026-01-01', to: '2026-03-31' },
    { label: '2026 Q2', from: '2026-04-01', to: '2026-06-30' },
    { label: '2026 Q3', from: '2026-07-01', to: '2026-09-30' },
    { label: '2026 Q4', from: '2026-10-01', to: '2026-11-29' },
  ],
  checks: [
    {
      registration: 'gstHst',
      province: null,
      byQuarter: [9000, 8000, 9500, 5000],
      sales: 31500,
      threshold: 30000,
      registered: false,
      status: 'crossed',
    },
    {
      registration: 'qst',
      province: 'QC',
      byQuarter: [6000, 6000, 6000, 6500],
      sales: 24500,
      threshold: 30000,
      registered: false,
      status: 'approaching',
    },
    {
      registration: 'bcPst',
      province: 'BC',
      byQuarter: [0, 0, 100, 0],
      sales: 100,
      threshold: 10000,
      registered: false,
      status: 'below',
    },
    {
      registration: 'skPst',
      province: 'SK',
      byQuarter: [0, 0, 0, 0],
      sales: 0,
      threshold: null,
      registered: false,
      status: 'noThreshold',
    },
    {
      registration: 'mbRst',
      province: 'MB',
      byQuarter: [0, 0, 0, 0],
      sales: 0,
      threshold: null,
      registered: true,
      status: 'registered',
    },
  ],
};

const renderPage = (locale: 'en-CA' | 'fr-CA' = 'en-CA') =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <TaxesPage />
    </QueryClientProvider>,
    { locale },
  );

describe('TaxesPage', () => {
  it('shows each registration’s quarters, total, threshold and what to do', async () => {
    fakeApi({ 'GET /api/admin/tax/thresholds': { success: true, data: thresholds } });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Sales per registration and quarter' });
    const gst = within(table).getByRole('row', { name: /GST\/HST/ });
    expect(within(gst).getByRole('rowheader')).toHaveTextContent('GST/HSTEverywhere, exports included');
    expect(
      within(gst)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '$9,000.00',
      '$8,000.00',
      '$9,500.00',
      '$5,000.00',
      '$31,500.00',
      '$30,000.00',
      'Threshold passedRegister now, then enter the number and its date in Settings → Sales tax.',
    ]);
    const qst = within(table).getByRole('row', { name: /Quebec QST/ });
    expect(qst).toHaveTextContent('Approaching');
    expect(within(table).getByRole('row', { name: /Saskatchewan PST/ })).toHaveTextContent('—');
    expect(screen.getByText(/^Sales from Jan 1, 2026 to Nov 29, 2026/)).toBeInTheDocument();
  });

  it('says the figures could not be loaded, with Retry', async () => {
    fakeApi({ 'GET /api/admin/tax/thresholds': json({ success: false, message: 'down' }, 500) });
    renderPage();
    expect(await screen.findByText('The figures could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
