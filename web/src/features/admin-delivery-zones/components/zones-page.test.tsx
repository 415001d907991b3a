import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { DeliveryZone } from '@ikawa/contracts/delivery-zones';
import { fakeApi, json } from '@/testing/fake-api';
import { render, screen, within } from '@/testing/render';
import { DeliveryZonesPage } from './zones-page';

const SUBURBS: DeliveryZone = {
  _id: '11111111-1111-4111-8111-111111111111',
  name: 'Toronto suburbs',
  fsas: ['M1*', 'M9*'],
  standardFee: 15,
  expressFee: null,
  minimumOrder: 30,
  freeDeliveryThreshold: null,
  deliveryDays: ['Tuesday', 'Thursday'],
  createdAt: '2026-11-29T10:00:00.000Z',
  updatedAt: '2026-11-29T10:00:00.000Z',
};

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  render(<DeliveryZonesPage />, { wrapper });
  return userEvent.setup();
}

describe('DeliveryZonesPage', () => {
  it('says what a shop without zones charges, and offers to add one', async () => {
    fakeApi({ 'GET /api/admin/delivery-zones': { success: true, data: [] } });
    renderPage();
    expect(await screen.findByText('No delivery zones yet')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'New zone' })).toHaveLength(2);
  });

  it('lists each zone with its areas, fees, minimum and days, and deletes after asking', async () => {
    const api = fakeApi({
      'GET /api/admin/delivery-zones': { success: true, data: [SUBURBS] },
      'DELETE /api/admin/delivery-zones/:id': { success: true },
    });
    const user = renderPage();
    const card = (await screen.findByRole('heading', { name: 'Toronto suburbs' })).closest('li')!;
    expect(within(card).getByText('M1*, M9*')).toBeInTheDocument();
    expect(within(card).getByText('Not offered')).toBeInTheDocument();
    expect(within(card).getByText('$30.00')).toBeInTheDocument();
    expect(within(card).getByText('Never')).toBeInTheDocument();
    expect(within(card).getByText(/^Tuesday,? and Thursday$/)).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Delete Toronto suburbs' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Toronto suburbs?' });
    expect(api.callsTo('DELETE /api/admin/delivery-zones/:id')).toHaveLength(0);
    api.answer({ 'GET /api/admin/delivery-zones': { success: true, data: [] } });
    await user.click(within(confirm).getByRole('button', { name: 'Delete zone' }));
    expect(await screen.findByText('The zone Toronto suburbs was deleted.')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/admin/delivery-zones/:id')[0]?.params.id).toBe(SUBURBS._id);
  });

  it('says the zones could not be loaded, and tries again', async () => {
    const api = fakeApi({
      'GET /api/admin/delivery-zones': json({ success: false, error: 'Down', code: 'unavailable' }, 503),
    });
    const user = renderPage();
    expect(await screen.findByText('The delivery zones could not be loaded.')).toBeInTheDocument();
    api.answer({ 'GET /api/admin/delivery-zones': { success: true, data: [SUBURBS] } });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Toronto suburbs' })).toBeInTheDocument();
  });
});
