import { render, screen, within } from '@/testing/render';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { StoreSettings } from '@ikawa/contracts/settings';
import { DEFAULT_STORE_HOURS } from '@ikawa/contracts/store-hours';
import { Footer } from './footer';
import { Navbar } from './navbar';

const SETTINGS: StoreSettings = {
  storeName: 'Ikawa',
  storeEmail: 'bonjour@ikawa.example',
  storePhone: '+1 555 0100',
  currency: 'CAD',
  enableFreeShipping: true,
  freeShippingThreshold: 50,
  standardShippingCost: 10,
  expressShippingCost: 15,
  notifyNewOrder: true,
  notifyOrderStatus: true,
  notifyLowStock: true,
  lowStockThreshold: 10,
  maxOpenCashOrders: 5,
  maxUnpaidCashUnits: 50,
  maxUnpaidCashValue: 2000,
  cashOrderExpiryHours: 48,
  storeAddress: { street: '1 Coffee Lane', city: 'Toronto', postalCode: 'M5V 1A1', country: 'Canada' },
  storeHours: DEFAULT_STORE_HOURS.map((day, i) => (i === 6 ? { ...day, closed: true } : day)),
  timeZone: 'America/Toronto',
  storeProvince: 'ON',
  gstHstNumber: '',
  qstNumber: '',
  pricesIncludeTax: false,
};

describe('The storefront frame in French', () => {
  it('names the navigation and its buttons in French', () => {
    render(
      <MemoryRouter initialEntries={['/shop']}>
        <Navbar user={null} cart={<span>panier</span>} onSignIn={vi.fn()} onLogout={vi.fn()} />
      </MemoryRouter>,
      { locale: 'fr-CA' },
    );
    const main = screen.getByRole('navigation', { name: 'Principale' });
    expect(within(main).getByRole('link', { name: 'Boutique' })).toHaveAttribute('aria-current', 'page');
    expect(within(main).getByRole('link', { name: 'Mes commandes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ouvrir le menu' })).toBeInTheDocument();
  });

  it('gives delivery times, store hours and policies in French', () => {
    render(
      <MemoryRouter>
        <Footer settings={SETTINGS} settingsStatus="success" />
      </MemoryRouter>,
      { locale: 'fr-CA' },
    );
    expect(screen.getByText(/^Express\s:\s1 à 2 jours ouvrables$/)).toBeInTheDocument();
    expect(screen.getByText(/^Sam\.\s:\s10\sh à 18\sh$/)).toBeInTheDocument();
    expect(screen.getByText(/^Dim\.\s:\sfermé$/)).toBeInTheDocument();
    expect(screen.getByText(/^© \d{4} Café Ikawa\. Tous droits réservés\.$/)).toBeInTheDocument();
    const policies = screen.getByRole('list', { name: 'Politiques' });
    expect(within(policies).getByRole('link', { name: 'Politique de confidentialité' })).toBeInTheDocument();
  });

  it('says in French that the contact details are loading', () => {
    render(
      <MemoryRouter>
        <Footer settings={undefined} settingsStatus="pending" />
      </MemoryRouter>,
      { locale: 'fr-CA' },
    );
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des coordonnées…');
  });
});
