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
    const { container } = render(<SuccessStep order={order} />);
    expect(screen.getByText('Order number').nextElementSibling).toHaveTextContent(/^IK-1042$/);
    expect(screen.getByText('Paid by Visa ending in 4242')).toBeInTheDocument();
    expect(screen.getByText('Your payment went through. We are packing it now.')).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/cash/i);
  });

  it('tells a cash buyer to pay the courier, or at the counter for a pickup', () => {
    const { unmount } = render(<SuccessStep order={makeOrder()} />);
    expect(screen.getByText('Cash on delivery')).toBeInTheDocument();
    expect(
      screen.getByText('We are packing it now. Pay the courier in cash on delivery.'),
    ).toBeInTheDocument();
    unmount();
    const pickup = makeOrder();
    pickup.delivery = { ...pickup.delivery, fulfillmentMethod: 'pickup' };
    render(<SuccessStep order={pickup} />);
    expect(screen.getByText('Cash at pickup')).toBeInTheDocument();
    expect(screen.getByText('We are getting it ready. Pay in cash when you collect it.')).toBeInTheDocument();
  });
});
