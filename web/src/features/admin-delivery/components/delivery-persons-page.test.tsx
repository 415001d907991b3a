import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@/testing/render';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { fakeApi, json } from '@/testing/fake-api';
import { settingsBody } from '@/testing/settings';
import { DeliveryPersonsPage } from './delivery-persons-page';

describe('DeliveryPersonsPage: export', () => {
  it('downloads the earnings and payouts CSV, and shows why the server refused it', async () => {
    const api = fakeApi({
      'GET /api/delivery/admin/delivery-persons': { success: true, data: [] },
      // The export's presets count the store's days, from its time zone.
      'GET /api/settings': settingsBody(),
      'GET /api/admin/exports/payouts.csv': json(
        {
          success: false,
          error: 'The start date must be on or before the end date.',
          code: 'validation_failed',
        },
        400,
      ),
    });
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
    const [call] = api.callsTo('GET /api/admin/exports/payouts.csv');
    const today = new Date();
    const lastMonth = new Date(today.getFullYear(), today.getMonth() - 1, 1);
    expect(call?.query.get('from')).toBe(
      `${lastMonth.getFullYear()}-${String(lastMonth.getMonth() + 1).padStart(2, '0')}-01`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
