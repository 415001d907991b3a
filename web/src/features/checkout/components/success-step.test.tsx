import { render, screen } from '@/testing/render';
import { describe, expect, it } from 'vitest';
import { makeOrder } from '@/testing/orders';
import { SuccessStep } from './success-step';

describe('SuccessStep', () => {
  it('tells a card buyer how they paid, never to pay cash', () => {
    const order = makeOrder({
      paymentStatus: 'completed',
      payment: { method: 'stripe', status: 'completed', card: { brand: 'visa', last4: '4242' } },
    });
    const { container } = render(<SuccessStep order={order} timeZone="America/Toronto" />);
    expect(screen.getByText('Order number').nextElementSibling).toHaveTextContent(/^IK-1042$/);
    expect(screen.getByText('Paid by Visa ending in 4242')).toBeInTheDocument();
    expect(screen.getByText('Your payment went through. We are packing it now.')).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/cash/i);
  });

  it('tells a cash buyer to pay the courier, or at the counter for a pickup', () => {
    const { unmount } = render(<SuccessStep order={makeOrder()} timeZone="America/Toronto" />);
    expect(screen.getByText('Cash on delivery')).toBeInTheDocument();
    expect(
      screen.getByText('We are packing it now. Pay the courier in cash on delivery.'),
    ).toBeInTheDocument();
    unmount();
    const pickup = makeOrder();
    pickup.delivery = { ...pickup.delivery, fulfillmentMethod: 'pickup' };
    render(<SuccessStep order={pickup} timeZone="America/Toronto" />);
    expect(screen.getByText('Cash at pickup')).toBeInTheDocument();
    expect(screen.getByText('We are getting it ready. Pay in cash when you collect it.')).toBeInTheDocument();
  });

  it('writes the promise on the store clock, whatever the browser’s zone', () => {
    // 2026-12-03 04:59 UTC is still Wednesday, December 2 in Toronto (the end of the promised day).
    const delivery = makeOrder({ estimatedDelivery: '2026-12-03T04:59:00.000Z' });
    const { unmount } = render(<SuccessStep order={delivery} timeZone="America/Toronto" />);
    expect(screen.getByText('Arrives by').nextElementSibling).toHaveTextContent(/^Wednesday, December 2$/);
    unmount();
    const pickup = makeOrder({ estimatedDelivery: '2026-11-29T16:00:00.000Z' });
    pickup.delivery = { ...pickup.delivery, fulfillmentMethod: 'pickup' };
    render(<SuccessStep order={pickup} timeZone="America/Toronto" />);
    expect(screen.getByText('Ready for pickup').nextElementSibling).toHaveTextContent(
      /^Sunday, November 29 at 11:00 a\.m\. EST$/,
    );
  });
});
