import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@/testing/render';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { DeliveryPersonsPage } from './delivery-persons-page';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DeliveryPersonsPage: export', () => {
  it('downloads the earnings and payouts CSV, and shows why the server refused it', async () => {
    const fetchMock = vi.fn((url: string) => {
      const path = new URL(url, 'http://localhost').pathname;
      if (path === '/api/admin/exports/payouts.csv')
        return Promise.resolve(
          json(400, {
            success: false,
            error: 'The start date must be on or before the end date.',
            code: 'validation_failed',
          }),
        );
      return Promise.resolve(json(200, { success: true, data: [] }));
    });
    vi.stubGlobal('fetch', fetchMock);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <DeliveryPersonsPage isAdmin />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Export' }));
    const dialog = screen.getByRole('dialog', { name: 'Export earnings and payouts' });
    await user.click(within(dialog).getByRole('button', { name: 'Last month' }));
    await user.click(within(dialog).getByRole('button', { name: 'Download CSV' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The start date must be on or before the end date.',
    );
    const call = fetchMock.mock.calls
      .map(([url]) => new URL(url, 'http://localhost'))
      .find((url) => url.pathname === '/api/admin/exports/payouts.csv');
    const today = new Date();
    const lastMonth = new Date(today.getFullYear(), today.getMonth() - 1, 1);
    expect(call?.searchParams.get('from')).toBe(
      `${lastMonth.getFullYear()}-${String(lastMonth.getMonth() + 1).padStart(2, '0')}-01`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
