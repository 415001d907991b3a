import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { PinException } from '@ikawa/contracts/pin-exceptions';
import { fakeApi } from '@/testing/fake-api';
import { render, screen, within } from '@/testing/render';
import { PinExceptionsPage } from './pin-exceptions-page';

const PENDING: PinException = {
  _id: '11111111-1111-4111-8111-111111111111',
  order: { _id: '22222222-2222-4222-8222-222222222222', number: 'IK-1042' },
  courier: { _id: '33333333-3333-4333-8333-333333333333', name: 'Jean Courier' },
  reason: 'customer_forgot',
  photoId: '44444444-4444-4444-8444-444444444444',
  pinLocked: true,
  at: '2026-11-29T12:30:00.000Z',
  status: 'pending',
  decidedAt: null,
  decidedBy: null,
  note: null,
};

const page = (data: PinException[]) => ({
  success: true,
  data,
  page: 1,
  pageSize: 20,
  total: data.length,
  totalPages: 1,
});
const photo = () =>
  new Response(new Uint8Array(10), { status: 200, headers: { 'content-type': 'image/webp' } });

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  render(<PinExceptionsPage />, { wrapper });
  return userEvent.setup();
}

describe('PinExceptionsPage', () => {
  it('lists the exceptions waiting for review with the order, courier, reason, photo and time', async () => {
    const api = fakeApi({
      'GET /api/admin/pin-exceptions': page([PENDING]),
      'GET /api/admin/delivery-photos/:id': photo,
    });
    renderPage();
    const card = await screen.findByRole('article', { name: 'Order IK-1042' });
    expect(within(card).getByText('Pending review')).toBeInTheDocument();
    expect(within(card).getByText('PIN was locked')).toBeInTheDocument();
    expect(within(card).getByText(/Delivered by Jean Courier on/)).toBeInTheDocument();
    expect(within(card).getByText('The customer cannot find the PIN')).toBeInTheDocument();
    expect(
      await within(card).findByRole('img', { name: 'Hand-over of order IK-1042 at the door' }),
    ).toHaveAttribute('src', expect.stringMatching(/^data:image\/webp;base64,/));
    expect(api.callsTo('GET /api/admin/pin-exceptions')[0]?.query.get('status')).toBe('pending');
    expect(api.callsTo('GET /api/admin/delivery-photos/:id')[0]?.params.id).toBe(PENDING.photoId);
  });

  it('accepts one, and disputes another only with a note', async () => {
    const api = fakeApi({
      'GET /api/admin/pin-exceptions': page([PENDING]),
      'GET /api/admin/delivery-photos/:id': photo,
      'POST /api/admin/pin-exceptions/:id/accept': {
        success: true,
        data: { ...PENDING, status: 'accepted', decidedBy: 'Aline', decidedAt: '2026-11-29T13:00:00.000Z' },
      },
      'POST /api/admin/pin-exceptions/:id/dispute': {
        success: true,
        data: { ...PENDING, status: 'disputed', decidedBy: 'Aline', decidedAt: '2026-11-29T13:00:00.000Z' },
      },
    });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Accept the hand-over of order IK-1042' }));
    expect(await screen.findByText('The hand-over of order IK-1042 is accepted.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/pin-exceptions/:id/accept')[0]?.params.id).toBe(PENDING._id);

    await user.click(screen.getByRole('button', { name: 'Dispute the hand-over of order IK-1042' }));
    const dialog = screen.getByRole('dialog', { name: 'Dispute the hand-over of order IK-1042' });
    await user.click(within(dialog).getByRole('button', { name: 'Dispute' }));
    expect(within(dialog).getByText('Say why you dispute this hand-over.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/pin-exceptions/:id/dispute')).toHaveLength(0);
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Why do you dispute it?' }),
      'No door in the photo',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Dispute' }));
    expect(await screen.findByText('The hand-over of order IK-1042 is disputed.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/pin-exceptions/:id/dispute')[0]?.body).toEqual({
      note: 'No door in the photo',
    });
  });

  it('says when nothing waits for review', async () => {
    fakeApi({ 'GET /api/admin/pin-exceptions': page([]) });
    renderPage();
    expect(await screen.findByText('No PIN exceptions')).toBeInTheDocument();
  });
});
