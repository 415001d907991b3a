import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { CART_CHANGED_EVENT } from '../hooks/use-cart-summary';
import { CartButton } from './cart-button';

function renderCart() {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <CartButton />
    </MemoryRouter>,
  );
  return { user, button: screen.getByRole('button', { name: 'Cart' }) };
}

function storeCart(lines: unknown) {
  localStorage.setItem('cart', JSON.stringify(lines));
}

describe('CartButton', () => {
  it('shows no badge for an empty cart', async () => {
    const { user, button } = renderCart();
    expect(screen.queryByTestId('cart-count')).not.toBeInTheDocument();

    await user.click(button);
    const panel = screen.getByRole('dialog', { name: 'Your Cart' });
    expect(panel).toHaveTextContent('Your cart is empty');
    expect(screen.getByRole('link', { name: 'Go to the shop' })).toHaveAttribute('href', '/shop');
  });

  it('counts the sum of quantities, not the number of lines', async () => {
    storeCart([
      { product: { _id: 'p1', name: 'Kayanza powder' }, quantity: 2 },
      { product: { _id: 'p2', name: 'Ngozi sack' }, quantity: 3 },
    ]);
    const { user, button } = renderCart();
    expect(screen.getByTestId('cart-count')).toHaveTextContent('5');
    expect(button).toHaveAccessibleDescription('5 items');

    await user.click(button);
    expect(screen.getByRole('dialog', { name: 'Your Cart' })).toHaveTextContent('2 lines in your cart');
  });

  it('treats unparseable storage as an empty cart and logs an error', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('cart', '{not json');
    renderCart();
    expect(screen.queryByTestId('cart-count')).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
  });

  it('treats a cart of the wrong shape as empty too', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    storeCart([{ product: 'p1', quantity: 'two' }]);
    renderCart();
    expect(screen.queryByTestId('cart-count')).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
  });

  it('follows changes made by this tab and by other tabs', () => {
    renderCart();
    act(() => {
      storeCart([{ product: { _id: 'p1' }, quantity: 1 }]);
      window.dispatchEvent(new Event(CART_CHANGED_EVENT));
    });
    expect(screen.getByTestId('cart-count')).toHaveTextContent('1');
    expect(screen.getByRole('button', { name: 'Cart' })).toHaveAccessibleDescription('1 item');

    act(() => {
      storeCart([{ product: { _id: 'p1' }, quantity: 4 }]);
      window.dispatchEvent(new StorageEvent('storage', { key: 'cart' }));
    });
    expect(screen.getByTestId('cart-count')).toHaveTextContent('4');
  });
});
