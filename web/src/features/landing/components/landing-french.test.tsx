import { render, screen } from '@/testing/render';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DeliverySteps } from './delivery-steps';
import { landingPromos } from './landing-promos';
import { PromoBanner } from './promo-banner';

describe('The landing page in French', () => {
  it('announces the offers with French words and money', () => {
    render(
      <MemoryRouter>
        <PromoBanner
          promos={landingPromos({ enableFreeShipping: true, freeShippingThreshold: 75 }, undefined, '/shop')}
        />
      </MemoryRouter>,
      { locale: 'fr-CA' },
    );
    expect(screen.getByRole('region', { name: 'Offres' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '1 sur 2' })).toHaveTextContent(
      /^15\s% de rabais sur votre première commande avec le code IKAWA15 à la caisse\.$/,
    );
    expect(screen.getByText(/^Livraison gratuite sur les commandes de 75\s\$ ou plus$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Offre suivante' })).toBeInTheDocument();
  });

  it('explains delivery with the store’s fees written the French way', () => {
    render(
      <DeliverySteps
        fees={{
          standardShippingCost: 10,
          expressShippingCost: 15.5,
          enableFreeShipping: true,
          freeShippingThreshold: 1250,
          orderCutoff: '15:30',
        }}
      />,
      { locale: 'fr-CA' },
    );
    expect(screen.getByRole('heading', { name: 'Comment fonctionne la livraison' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: /^Étape 2\s:\s?Livraison ou ramassage$/ }),
    ).toBeInTheDocument();
    expect(screen.getByText(/3 à 5 jours ouvrables/)).toBeInTheDocument();
    // The store's own cut-off time, written the French way.
    expect(
      screen.getByText(/^Les commandes passées avant 15\sh\s30 un jour ouvrable partent le jour même/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        /10,00\s\$ en standard, 15,50\s\$ en express, rien pour le ramassage en magasin, et la livraison est gratuite sur les commandes de 1\s250,00\s\$ ou plus\.$/,
      ),
    ).toBeInTheDocument();
  });
});
