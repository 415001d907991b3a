import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@/testing/render';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@ikawa/contracts/i18n';
import type { Product } from '@ikawa/contracts/products';
import { queryConfig } from '@/lib/query-client';
import { fakeCatalogueApi, makeProduct } from '../testing/catalogue-api';
import { ProductDetails } from './product-details';

function renderProduct(product: Product, locale: Locale) {
  fakeCatalogueApi([product]);
  const queryClient = new QueryClient({
    defaultOptions: { ...queryConfig, queries: { ...queryConfig.queries, retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ProductDetails slug={product.slug} />
      </MemoryRouter>
    </QueryClientProvider>,
    { locale },
  );
}

describe('ProductDetails in French', () => {
  it('marks the description the owner has not written in French', async () => {
    renderProduct(
      makeProduct({
        name: 'Kayanza moulu',
        description: 'Red fruit and cocoa.',
        untranslated: ['description'],
      }),
      'fr-CA',
    );
    const heading = await screen.findByRole('heading', { level: 1, name: 'Kayanza moulu' });
    expect(within(heading).queryByText('Texte en anglais')).not.toBeInTheDocument();
    const description = screen.getByText('Red fruit and cocoa.');
    expect(description).toHaveAttribute('lang', 'en');
    expect(description.parentElement).toHaveTextContent('Red fruit and cocoa. Texte en anglais');
  });

  it('marks the name in the heading and in the breadcrumb', async () => {
    renderProduct(
      makeProduct({ name: 'Kayanza Ground', description: 'Fruits rouges.', untranslated: ['name'] }),
      'fr-CA',
    );
    const heading = await screen.findByRole('heading', { level: 1, name: 'Kayanza Ground Texte en anglais' });
    expect(within(heading).getByText('Kayanza Ground')).toHaveAttribute('lang', 'en');
    const crumb = within(screen.getByRole('navigation', { name: 'Fil d’Ariane' })).getByText(
      'Kayanza Ground',
    );
    expect(crumb).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Fruits rouges.')).not.toHaveAttribute('lang');
    expect(screen.getAllByText('Texte en anglais')).toHaveLength(1);
  });

  it('shows no badge on an English page', async () => {
    renderProduct(
      makeProduct({
        name: 'Kayanza Ground',
        description: 'Red fruit.',
        untranslated: ['name', 'description'],
      }),
      'en-CA',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Kayanza Ground' })).toBeInTheDocument();
    expect(screen.queryByText('English text')).not.toBeInTheDocument();
    expect(screen.getByText('Red fruit.')).not.toHaveAttribute('lang');
  });
});

describe('ProductDetails of an accessory', () => {
  const facts = () =>
    Object.fromEntries(
      screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );

  it('tells a coffee’s origin, variety and bag', async () => {
    renderProduct(makeProduct({ name: 'Kayanza Ground', type: 'powder', weight: 0.5 }), 'en-CA');
    await screen.findByRole('heading', { level: 1, name: 'Kayanza Ground' });
    expect(facts()).toEqual({ Type: 'Powder', Weight: '1/2 kg', Origin: 'Burundi', Variety: 'Arabica' });
    expect(screen.getByRole('img', { name: 'Illustration of Kayanza Ground, 1/2 kg' })).toBeInTheDocument();
  });

  it('shows no origin, variety or weight for a mug without a weight', async () => {
    renderProduct(makeProduct({ name: 'Ikawa Stoneware Mug', type: 'accessory', weight: null }), 'en-CA');
    await screen.findByRole('heading', { level: 1, name: 'Ikawa Stoneware Mug' });
    expect(facts()).toEqual({ Type: 'Accessories' });
    expect(screen.queryByText('Burundi')).not.toBeInTheDocument();
    expect(screen.queryByText('Arabica')).not.toBeInTheDocument();
    expect(screen.queryByText(/kg/)).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Illustration of Ikawa Stoneware Mug' })).toHaveAttribute(
      'src',
      '/images/products/accessory.svg',
    );
  });

  it('shows an accessory’s own weight when it has one, in French too', async () => {
    renderProduct(makeProduct({ name: 'Tasse en grès', type: 'accessory', weight: 0.35 }), 'fr-CA');
    await screen.findByRole('heading', { level: 1, name: 'Tasse en grès' });
    expect(facts()).toEqual({ Type: 'Accessoires', Poids: '350 g' });
  });
});

describe('ProductDetails quantity', () => {
  it('says why the plus button stops at the stock, and keeps the focus on it', async () => {
    const user = userEvent.setup();
    renderProduct(makeProduct({ name: 'Ngozi Ground', stock: 3 }), 'en-CA');
    await screen.findByRole('heading', { level: 1, name: 'Ngozi Ground' });
    const plus = screen.getByRole('button', { name: 'Increase quantity' });
    expect(plus).not.toHaveAccessibleDescription();
    expect(screen.queryByText('Only 3 in stock.')).not.toBeInTheDocument();

    await user.click(plus);
    await user.click(plus);
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(3);
    expect(plus).toHaveAttribute('aria-disabled', 'true');
    expect(plus).toHaveAccessibleDescription('Only 3 in stock.');
    expect(plus).toHaveFocus();
    // A press at the limit changes nothing.
    await user.click(plus);
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(3);
  });
});

describe('ProductDetails Subscribe & save', () => {
  it('puts the cart in subscription mode with its rhythm, and back to one-time', async () => {
    renderProduct(makeProduct({ name: 'Ngozi Ground', stock: 3 }), 'en-CA');
    const user = userEvent.setup();
    const oneTime = await screen.findByRole('radio', { name: 'One-time purchase' });
    expect(oneTime).toBeChecked();
    expect(screen.queryByRole('radio', { name: /Every/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Subscribe & save 10%/ }));
    // A month between bags is offered first.
    expect(screen.getByRole('radio', { name: 'Every 4 weeks' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Every 2 weeks' }));
    expect(JSON.parse(localStorage.getItem('cart-subscription') ?? 'null')).toEqual({ everyWeeks: 2 });

    await user.click(oneTime);
    expect(localStorage.getItem('cart-subscription')).toBeNull();
  });

  it('says the saving in French', async () => {
    renderProduct(makeProduct({ name: 'Ngozi moulu' }), 'fr-CA');
    expect(
      await screen.findByRole('radio', { name: /Abonnez-vous et économisez 10\u00a0%/ }),
    ).toBeInTheDocument();
  });
});
