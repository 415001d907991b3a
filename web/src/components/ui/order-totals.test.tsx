import { render, screen } from '@/testing/render';
import { describe, expect, it } from 'vitest';
import { makeOrder } from '@/testing/orders';
import { OrderTotals } from './order-totals';

/** The totals as label → figure, read from the list's terms and their definitions. */
function rows(): [string, string][] {
  const figures = screen.getAllByRole('definition');
  return screen
    .getAllByRole('term')
    .map((term, index) => [term.textContent ?? '', figures[index]?.textContent ?? '']);
}

describe('OrderTotals', () => {
  it('shows the server’s subtotal, discount with its code, fee, each tax and total', () => {
    render(
      <OrderTotals
        showPlace={false}
        order={makeOrder({
          subtotal: 43.5,
          discount: { code: 'IKAWA15', amount: 6.53 },
          deliveryFee: 10,
          tax: {
            placeOfSupply: { province: 'QC', basis: 'delivery', label: 'Quebec' },
            lines: [
              { tax: 'gst', name: 'GST', rate: 5, taxableAmount: 25.92, amount: 1.3 },
              { tax: 'qst', name: 'QST', rate: 9.975, taxableAmount: 25.92, amount: 2.59 },
            ],
            total: 3.89,
            included: false,
            notRegistered: [],
          },
          totalAmount: 50.86,
        })}
      />,
    );
    expect(rows()).toEqual([
      ['Subtotal', '$43.50'],
      ['Discount (IKAWA15)', '−$6.53'],
      ['Delivery fee', '$10.00'],
      ['GST 5%', '$1.30'],
      ['QST 9.975%', '$2.59'],
      ['Total', '$50.86'],
    ]);
  });

  it('names a pickup’s fee as Pickup, free, and shows no discount row without a code', () => {
    render(
      <OrderTotals
        order={makeOrder({
          deliveryFee: 0,
          totalAmount: 24,
          delivery: { ...makeOrder().delivery, fulfillmentMethod: 'pickup' },
        })}
      />,
    );
    expect(rows()).toEqual([
      ['Subtotal', '$24.00'],
      ['Pickup', 'Free'],
      ['Total', '$24.00'],
    ]);
  });

  it('speaks French on a French page', () => {
    render(
      <OrderTotals order={makeOrder({ discount: { code: 'IKAWA15', amount: 3.6 }, totalAmount: 30.4 })} />,
      {
        locale: 'fr-CA',
      },
    );
    expect(rows()).toEqual([
      ['Sous-total', '24,00\u00a0$'],
      ['Rabais (IKAWA15)', '−3,60\u00a0$'],
      ['Frais de livraison', '10,00\u00a0$'],
      ['Total', '30,40\u00a0$'],
    ]);
  });
});
