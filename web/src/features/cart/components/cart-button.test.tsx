import { act, render, screen } from '@/testing/render';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CART_CHANGED_EVENT, cartActions, type CartProduct, useCart } from '@/stores/cart';
import { CartButton } from './cart-button';

const kayanza: CartProduct = {
  _id: 'p1',
  name: 'Kayanza Powder',
  price: 12,
  weight: 0.5,
  type: 'powder',
  stock: 9,
};
const ngozi: CartProduct = { _id: 'p2', name: 'Ngozi Sack', price: 300, weight: 60, type: 'sack', stock: 4 };

function PanelProbe() {
  const { isOpen } = useCart();
  return <p data-testid="panel">{isOpen ? 'open' : 'closed'}</p>;
}

function renderButton(locale: 'en-CA' | 'fr-CA' = 'en-CA') {
  const user = userEvent.setup();
  render(
    <>
      <CartButton />
      <PanelProbe />
    </>,
    { locale },
  );
  return { user, button: screen.getByRole('button', { name: locale === 'fr-CA' ? /^Panier/ : /^Cart/ }) };
}

afterEach(() => {
  act(() => cartActions.close());
});

describe('CartButton', () => {
  it('shows no badge for an empty cart and opens the panel from the shared store', async () => {
    const { user, button } = renderButton();
    expect(screen.queryByTestId('cart-count')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    expect(screen.getByTestId('panel')).toHaveTextContent('open');
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('counts the sum of quantities, not the number of lines', () => {
    localStorage.setItem(
      'cart',
      JSON.stringify([
        { product: kayanza, quantity: 2 },
        { product: ngozi, quantity: 3 },
      ]),
    );
    const { button } = renderButton();
    expect(screen.getByTestId('cart-count')).toHaveTextContent('5');
    // The name says the number the badge shows (WCAG 2.5.3 Label in Name).
    expect(button).toHaveAccessibleName('Cart, 5 items');
  });

  it('names the cart and its count in French', () => {
    const { button } = renderButton('fr-CA');
    expect(button).toHaveAccessibleName('Panier');
    act(() => cartActions.add(kayanza));
    expect(button).toHaveAccessibleName('Panier, 1 article');
    act(() => cartActions.add(kayanza, 2));
    expect(button).toHaveAccessibleName('Panier, 3 articles');
  });

  it('updates the badge and opens the panel when an item is added anywhere', () => {
    renderButton();
    act(() => cartActions.add(kayanza));
    expect(screen.getByTestId('cart-count')).toHaveTextContent('1');
    expect(screen.getByRole('button', { name: 'Cart, 1 item' })).toBeInTheDocument();
    expect(screen.getByTestId('panel')).toHaveTextContent('open');

    act(() => cartActions.add(kayanza, 2));
    expect(screen.getByTestId('cart-count')).toHaveTextContent('3');
  });

  it('follows changes made by other tabs', () => {
    renderButton();
    act(() => {
      localStorage.setItem('cart', JSON.stringify([{ product: ngozi, quantity: 4 }]));
      window.dispatchEvent(new StorageEvent('storage', { key: 'cart' }));
    });
    expect(screen.getByTestId('cart-count')).toHaveTextContent('4');

    act(() => {
      localStorage.setItem('cart', JSON.stringify([]));
      window.dispatchEvent(new Event(CART_CHANGED_EVENT));
    });
    expect(screen.queryByTestId('cart-count')).not.toBeInTheDocument();
  });

  it('treats unparseable storage as an empty cart and logs an error', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('cart', '{not json');
    renderButton();
    expect(screen.queryByTestId('cart-count')).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
  });
});
