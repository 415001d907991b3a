import { render, screen } from '@/testing/render';
import { describe, expect, it, vi } from 'vitest';
import type { PolicyPage as PolicyPageData } from '@ikawa/contracts/pages';
import { storeSettings } from '@/testing/settings';
import { ContactPage } from './contact-page';
import { PolicyPage } from './policy-page';

const PAGE: PolicyPageData = {
  slug: 'privacy',
  locale: 'fr-CA',
  title: 'Politique de confidentialité',
  body: 'Nous gardons votre courriel.',
  updatedAt: '2026-03-04T15:00:00.000Z',
};

describe('PolicyPage', () => {
  it('dates the page as the language writes dates', () => {
    render(<PolicyPage fallbackTitle="Privacy Policy" page={PAGE} status="success" onRetry={vi.fn()} />, {
      locale: 'fr-CA',
    });
    expect(screen.getByText('Politiques')).toBeInTheDocument();
    expect(screen.getByText(/Dernière mise à jour/)).toHaveTextContent(
      /^Dernière mise à jour\s:\s4 mars 2026$/,
    );
  });

  it('says in French when the page cannot be loaded', () => {
    render(<PolicyPage fallbackTitle="Retours" page={undefined} status="error" onRetry={vi.fn()} />, {
      locale: 'fr-CA',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Retours' })).toBeInTheDocument();
    expect(screen.getByText('Cette page n’est pas disponible pour le moment.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});

describe('ContactPage', () => {
  it('gives the store hours in French', () => {
    const settings = storeSettings({
      storeEmail: 'bonjour@ikawa.example',
      storeAddress: { street: '1 rue King', city: 'Toronto', postalCode: 'M5V 2T6', country: 'CA' },
    });
    render(<ContactPage settings={settings} status="success" onRetry={vi.fn()} />, {
      locale: 'fr-CA',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Nous joindre' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Heures d’ouverture' })).toBeInTheDocument();
    expect(screen.getByText(/^Lun\. au ven\.\s:\s9\sh à 19\sh$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Écrivez-nous' })).toHaveAttribute(
      'href',
      'mailto:bonjour@ikawa.example',
    );
  });
});
