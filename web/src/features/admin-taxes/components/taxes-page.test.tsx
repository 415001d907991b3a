import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { render, screen, waitFor, within } from '@/testing/render';
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

const report = {
  from: '2026-10-01',
  to: '2026-11-29',
  invoices: 4,
  creditNotes: 1,
  jurisdictions: [
    {
      province: 'ON' as const,
      zeroRated: 0,
      taxable: 34,
      exempt: 0,
      taxes: [
        {
          tax: 'hst' as const,
          name: 'HST',
          rate: 13,
          invoicedBase: 34,
          invoiced: 4.42,
          creditedBase: 0,
          credited: 0,
          net: 4.42,
        },
      ],
    },
    { province: null, zeroRated: 34, taxable: 0, exempt: 0, taxes: [] },
  ],
  gstHstReturn: { line101: 68, line103: 4.42, line105: 4.42 },
  qstReturn: { supplies: 0, collected: 0 },
};

describe('TaxesPage', () => {
  it('shows the tax report of this quarter, the return lines, and asks for another period', async () => {
    const api = fakeApi({
      'GET /api/admin/tax/thresholds': { success: true, data: thresholds },
      'GET /api/admin/tax/report': ({ query }) => ({
        success: true,
        data: { ...report, from: query.get('from'), to: query.get('to') },
      }),
    });
    const user = userEvent.setup();
    renderPage();
    const section = await screen.findByRole('region', { name: 'Tax report' });
    expect(await within(section).findByText('Line 103 · GST/HST collected')).toBeInTheDocument();
    expect(within(section).getByText('$68.00')).toBeInTheDocument();
    const places = within(section).getByRole('list', { name: 'Sales and taxes by place of supply' });
    expect(
      within(places)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['Ontario', 'Outside Canada (exports)']);
    expect(within(places).getByText('HST 13%: $4.42 invoiced, $0.00 credited')).toBeInTheDocument();
    expect(Object.fromEntries(api.callsTo('GET /api/admin/tax/report').at(-1)!.query)).toEqual({
      from: '2026-10-01',
      to: '2026-11-29',
    });

    // A reversed period is refused before anything is asked.
    await user.clear(within(section).getByLabelText('From'));
    await user.type(within(section).getByLabelText('From'), '2026-12-01');
    await user.click(within(section).getByRole('button', { name: 'Show report' }));
    expect(
      await within(section).findByText('The start date must be on or before the end date.'),
    ).toBeInTheDocument();
    await user.clear(within(section).getByLabelText('From'));
    await user.type(within(section).getByLabelText('From'), '2026-11-01');
    await user.click(within(section).getByRole('button', { name: 'Show report' }));
    await waitFor(() =>
      expect(Object.fromEntries(api.callsTo('GET /api/admin/tax/report').at(-1)!.query)).toEqual({
        from: '2026-11-01',
        to: '2026-11-29',
      }),
    );
  });

  it('shows each registration’s quarters, total, threshold and what to do', async () => {
    fakeApi({
      'GET /api/admin/tax/thresholds': { success: true, data: thresholds },
      'GET /api/admin/tax/report': { success: true, data: report },
    });
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
