import { render, screen } from '@/testing/render';
import { testI18n } from '@/testing/i18n';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { describeChange } from './change-figure';
import { LowStockWarning } from './low-stock-warning';
import { PopularProducts } from './popular-products';
import { summariseSales } from './sales-chart';

describe('popular products stock bands (SPEC §9)', () => {
  it.each([
    [0, 'Low stock'],
    [9, 'Low stock'],
    [10, 'Medium stock'],
    [19, 'Medium stock'],
    [20, 'In stock'],
    [250, 'In stock'],
  ])('shows %i in stock as %s', (stock, band) => {
    render(<PopularProducts products={[{ _id: 'p1', name: 'Kayanza Natural', sales: 7, stock }]} />);
    expect(screen.getByText(band)).toBeInTheDocument();
    expect(screen.getByText(`7 sold · ${stock} in stock`)).toBeInTheDocument();
  });
});

const en = testI18n('en-CA');

describe('change figures', () => {
  it('shows rises, falls, no change and new, with the period spelled out', () => {
    expect(describeChange(12.5, en)).toMatchObject({ visible: '▲ 12.5%', direction: 'up' });
    expect(describeChange(12.5, en).spoken).toBe('Up 12.5%: last 30 days compared with the 30 days before');
    expect(describeChange(-3, en)).toMatchObject({ visible: '▼ 3%', direction: 'down' });
    expect(describeChange(0, en)).toMatchObject({ visible: '0%', direction: 'flat' });
    expect(describeChange(null, en)).toMatchObject({ visible: 'new', direction: 'new' });
  });
});

describe('sales summary', () => {
  it('sums the month and names the best day', () => {
    expect(
      summariseSales(
        [
          { date: '2026-03-01', total: 20, orders: 1 },
          { date: '2026-03-02', total: 54.5, orders: 2 },
        ],
        en,
      ),
    ).toBe('$74.50 from 3 paid or delivered orders in the last 30 days. Best day: Mar 2 with $54.50.');
    expect(summariseSales([{ date: '2026-03-01', total: 0, orders: 0 }], en)).toBe(
      'No sales in the last 30 days.',
    );
  });
});

describe('LowStockWarning', () => {
  it('stays hidden while no product is low', () => {
    const { container } = render(<LowStockWarning count={0} threshold={10} />, { wrapper: MemoryRouter });
    expect(container).toBeEmptyDOMElement();
  });

  it('names the count and the threshold, and links to Products', () => {
    render(<LowStockWarning count={3} threshold={12} />, { wrapper: MemoryRouter });
    expect(screen.getByRole('status')).toHaveTextContent(
      '3 products are below the low-stock threshold of 12 units.',
    );
    expect(screen.getByRole('link', { name: 'Review products' })).toHaveAttribute('href', '/admin/products');
  });
});
