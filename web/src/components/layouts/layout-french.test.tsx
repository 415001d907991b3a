import { render, screen, within } from '@/testing/render';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_STORE_HOURS } from '@ikawa/contracts/store-hours';
import { storeSettings } from '@/testing/settings';
import { Footer } from './footer';
import { Navbar } from './navbar';

// Closed on Sunday, so the footer writes a closed day.
const SETTINGS = storeSettings({
  storeEmail: 'bonjour@ikawa.example',
  storeHours: DEFAULT_STORE_HOURS.map((day, i) => (i === 6 ? { ...day, closed: true } : day)),
});

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
