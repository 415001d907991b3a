import { render, screen } from '@/testing/render';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';

describe('Pagination', () => {
  it('separates thousands and says "about" when the total is the server\'s estimate', () => {
    render(
      <Pagination
        page={49_999}
        totalPages={50_000}
        total={1_000_000}
        totalIsEstimate
        pageSize={20}
        noun="orders"
        onPageChange={() => {}}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Pages of orders' });
    expect(nav).toHaveTextContent('Showing 999,961–999,980 of about 1,000,000 orders');
    expect(nav).toHaveTextContent('Page 49,999 of about 50,000');
  });

  it('shows an exact total plainly and moves one page at a time', async () => {
    const onPageChange = vi.fn();
    render(
      <Pagination
        page={2}
        totalPages={3}
        total={45}
        pageSize={20}
        noun="users"
        onPageChange={onPageChange}
      />,
    );
    expect(screen.getByText(/Showing/)).toHaveTextContent('Showing 21–40 of 45 users');
    expect(screen.queryByText(/about/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    await userEvent.click(screen.getByRole('button', { name: /Previous/ }));
    expect(onPageChange.mock.calls).toEqual([[3], [1]]);
  });

  it('counts one in the singular', () => {
    render(
      <Pagination page={1} totalPages={1} total={1} pageSize={20} noun="orders" onPageChange={() => {}} />,
    );
    expect(screen.getByText(/Showing/)).toHaveTextContent('Showing 1–1 of 1 order');
    expect(screen.getByText(/Showing/)).not.toHaveTextContent('orders');
  });

  it('disables Next on the last page and shows nothing for an empty list', () => {
    const { rerender } = render(
      <Pagination page={3} totalPages={3} total={45} pageSize={20} noun="users" onPageChange={() => {}} />,
    );
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
    expect(screen.getByText(/Showing/)).toHaveTextContent('Showing 41–45 of 45 users');
    rerender(
      <Pagination page={1} totalPages={0} total={0} pageSize={20} noun="users" onPageChange={() => {}} />,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('counts in French, with French digit grouping', () => {
    render(
      <Pagination
        page={49_999}
        totalPages={50_000}
        total={1_000_000}
        totalIsEstimate
        pageSize={20}
        noun="commandes"
        onPageChange={() => {}}
      />,
      { locale: 'fr-CA' },
    );
    const nav = screen.getByRole('navigation', { name: 'Pages des commandes' });
    expect(nav).toHaveTextContent(/^999\s961 à 999\s980 sur environ 1\s000\s000 commandes/);
    expect(nav).toHaveTextContent(/Page 49\s999 sur environ 50\s000/);
    expect(screen.getByRole('button', { name: /Suivante/ })).toBeEnabled();
  });
});
