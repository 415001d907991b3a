import { render, screen, within } from '@/testing/render';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '@ikawa/contracts/i18n';
import type { AdminProduct } from '../api/get-admin-products';
import { ProductsList } from './products-list';

function product(overrides: Partial<AdminProduct>): AdminProduct {
  return {
    _id: 'p1',
    id: 'p1',
    slug: 'ngozi-500g',
    name: 'Ngozi Natural',
    description: 'Cherry and hibiscus.',
    untranslated: [],
    texts: {
      'en-CA': { name: 'Ngozi Natural', description: 'Cherry and hibiscus.' },
      'fr-CA': { name: 'Ngozi nature', description: 'Cerise et hibiscus.' },
    },
    price: 18.5,
    weight: 0.5,
    type: 'granule',
    taxCategory: 'zero_rated_grocery',
    stock: 40,
    images: [],
    photos: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    archived: false,
    sold: 0,
    ...overrides,
  };
}

function renderList(products: AdminProduct[], layout: 'table' | 'cards' = 'table', locale: Locale = 'en-CA') {
  const handlers = { onEdit: vi.fn(), onAdjustStock: vi.fn(), onDelete: vi.fn(), onRestore: vi.fn() };
  render(
    <ProductsList
      products={products}
      layout={layout}
      caption="Products"
      restoringId={null}
      lowStockThreshold={10}
      {...handlers}
    />,
    { locale },
  );
  return { user: userEvent.setup(), ...handlers };
}

describe('ProductsList', () => {
  it('offers Adjust stock for each product on sale', async () => {
    const { user, onAdjustStock } = renderList([product({ _id: 'a', name: 'Kayanza' })]);
    await user.click(screen.getByRole('button', { name: 'Adjust stock of Kayanza' }));
    expect(onAdjustStock).toHaveBeenCalledWith(expect.objectContaining({ _id: 'a' }));
  });

  it('shows stock under the store’s threshold in red and says it is low, as the dashboard counts it', () => {
    renderList([
      product({ _id: 'a', name: 'Low', stock: 9 }),
      product({ _id: 'b', name: 'Fine', stock: 10 }),
    ]);
    const low = within(screen.getByRole('row', { name: /Low/ })).getByText('9');
    expect(low).toHaveClass('text-cherry-700');
    expect(low).toHaveTextContent('9 (low stock)');
    expect(within(screen.getByRole('row', { name: /Fine/ })).getByText('10')).not.toHaveClass(
      'text-cherry-700',
    );
  });

  it('reads weights in kilograms with 1/2 kg', () => {
    renderList([product({ weight: 0.5 })], 'cards');
    expect(screen.getByText('Granulated · 1/2 kg')).toBeInTheDocument();
  });

  it('offers Edit and Delete on products on sale, Restore on archived ones', async () => {
    const { user, onEdit, onRestore } = renderList([
      product({ _id: 'a', name: 'On sale' }),
      product({ _id: 'b', name: 'Old lot', archived: true }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Edit On sale' }));
    expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ _id: 'a' }));
    expect(screen.queryByRole('button', { name: 'Edit Old lot' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restore Old lot' }));
    expect(onRestore).toHaveBeenCalledWith(expect.objectContaining({ _id: 'b' }));
  });

  it('speaks French: headings, type, price, low stock and the actions', () => {
    renderList([product({ _id: 'a', name: 'Kayanza', stock: 7, sold: 1234 })], 'table', 'fr-CA');
    expect(screen.getByRole('columnheader', { name: 'Poids' })).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Kayanza/ });
    expect(within(row).getByText('Granulé')).toBeInTheDocument();
    expect(row).toHaveTextContent(/18,50\s\$/);
    expect(row).toHaveTextContent(/1\s234/);
    expect(within(row).getByText('7')).toHaveTextContent('7 (stock bas)');
    expect(within(row).getByRole('button', { name: 'Ajuster le stock de Kayanza' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Modifier Kayanza' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Supprimer Kayanza' })).toBeInTheDocument();
  });

  it('says which French texts are missing, in words, on the table and the cards', () => {
    const texts = (fr: { name: string; description: string }) => ({
      'en-CA': { name: 'Kayanza', description: 'Red fruit.' },
      'fr-CA': fr,
    });
    const products = [
      product({ _id: 'a', name: 'Both', texts: texts({ name: '', description: ' ' }) }),
      product({ _id: 'b', name: 'Named', texts: texts({ name: 'Kayanza', description: '' }) }),
      product({ _id: 'c', name: 'Told', texts: texts({ name: '', description: 'Fruits rouges.' }) }),
      product({ _id: 'd', name: 'Done', texts: texts({ name: 'Kayanza', description: 'Fruits rouges.' }) }),
    ];
    renderList(products);
    const row = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}`) });
    expect(within(row('Both')).getByText('French missing: name and description')).toBeInTheDocument();
    expect(within(row('Named')).getByText('French missing: description')).toBeInTheDocument();
    expect(within(row('Told')).getByText('French missing: name')).toBeInTheDocument();
    expect(within(row('Done')).queryByText(/French missing/)).not.toBeInTheDocument();
  });

  it('marks missing French on the cards too, and in French on a French page', () => {
    renderList(
      [
        product({
          name: 'Kayanza',
          texts: {
            'en-CA': { name: 'Kayanza', description: 'Red fruit.' },
            'fr-CA': { name: '', description: '' },
          },
        }),
      ],
      'cards',
      'fr-CA',
    );
    const card = screen.getByRole('listitem');
    expect(within(card).getByText('Français manquant : nom et description')).toBeInTheDocument();
  });
});
