import { act, fireEvent, render, screen } from '@/testing/render';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROMO_ROTATE_MS } from '@ikawa/contracts/constants';
import { landingPromos } from './landing-promos';
import { PromoBanner } from './promo-banner';

const FREE_SHIPPING = { enableFreeShipping: true, freeShippingThreshold: 50 };

function renderBanner(
  settings = FREE_SHIPPING,
  offer: { code: string; offer: string } | null | undefined = undefined,
) {
  render(
    <MemoryRouter>
      <PromoBanner promos={landingPromos(settings, offer, '/shop')} />
    </MemoryRouter>,
  );
}

/** The visible slide (the hidden one is aria-hidden and inert). */
const visibleText = () => screen.getByRole('group', { name: /of 2/ }).textContent;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('PromoBanner', () => {
  it('announces the first-order code and the free-shipping threshold from the settings', () => {
    renderBanner({ enableFreeShipping: true, freeShippingThreshold: 75 });
    expect(visibleText()).toContain('15% off your first order with code IKAWA15 at checkout');
    expect(visibleText()).not.toContain('Coming soon');
    act(() => vi.advanceTimersByTime(PROMO_ROTATE_MS));
    // Free at the threshold itself: the shop charges nothing from that amount up.
    expect(visibleText()).toContain('Free shipping on orders of $75 or more');
  });

  it('says what the code gives in the server’s words, and drops it once it is not offered', () => {
    renderBanner(FREE_SHIPPING, { code: 'IKAWA15', offer: '20% off your first order' });
    expect(visibleText()).toContain('20% off your first order with code IKAWA15');
  });

  it('shows only free shipping when the welcome code is no longer offered', () => {
    renderBanner(FREE_SHIPPING, null);
    expect(screen.queryByText(/IKAWA15/)).not.toBeInTheDocument();
    expect(screen.getByText(/Free shipping on orders of .* or more/)).toBeInTheDocument();
  });

  it('leaves out free shipping when the store has it switched off', () => {
    renderBanner({ enableFreeShipping: false, freeShippingThreshold: 50 });
    expect(screen.queryByText(/Free shipping/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next offer' })).not.toBeInTheDocument();
  });

  it('rotates every 4 s and waits while hovered or focused', () => {
    renderBanner();
    const banner = screen.getByRole('region', { name: 'Offers' });
    fireEvent.mouseEnter(banner);
    act(() => vi.advanceTimersByTime(PROMO_ROTATE_MS * 3));
    expect(visibleText()).toContain('15% off');
    fireEvent.mouseLeave(banner);
    act(() => vi.advanceTimersByTime(PROMO_ROTATE_MS));
    expect(visibleText()).toContain('Free shipping');

    fireEvent.focus(screen.getByRole('button', { name: 'Next offer' }));
    act(() => vi.advanceTimersByTime(PROMO_ROTATE_MS * 3));
    expect(visibleText()).toContain('Free shipping');
  });

  it('can be paused, and moved by hand', () => {
    renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Pause offers' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Play offers' }));
    act(() => vi.advanceTimersByTime(PROMO_ROTATE_MS * 3));
    expect(visibleText()).toContain('15% off');
    fireEvent.click(screen.getByRole('button', { name: 'Next offer' }));
    expect(visibleText()).toContain('Free shipping');
    fireEvent.click(screen.getByRole('button', { name: 'Previous offer' }));
    expect(visibleText()).toContain('15% off');
  });

  it('does not move by itself for visitors who prefer reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    renderBanner();
    act(() => vi.advanceTimersByTime(PROMO_ROTATE_MS * 3));
    expect(visibleText()).toContain('15% off');
    expect(screen.getByRole('button', { name: 'Play offers' })).toBeInTheDocument();
  });
});
