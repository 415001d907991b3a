import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@/testing/render';
import { describe, expect, it } from 'vitest';
import type { Discount } from '@ikawa/contracts/discounts';
import { fakeApi } from '@/testing/fake-api';
import { DiscountsPage } from './discounts-page';

const discount = (overrides: Partial<Discount>): Discount => ({
  _id: '11111111-1111-4111-8111-111111111111',
  code: 'BIENVENUE',
  kind: 'fixed',
  percentOff: null,
  amountOff: 5,
  startsAt: null,
  endsAt: '2099-12-31T12:00:00.000Z',
  minSubtotal: 1234.5,
  maxUses: 100,
  maxUsesPerCustomer: 1,
  firstOrderOnly: false,
  subscribersOnly: false,
  productIds: [],
  productTypes: [],
  active: true,
  uses: 3,
  // The server's English summary: the page writes its own in the page's language.
  summary: '$5.00 off · orders from $1,234.50',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

describe('DiscountsPage in French', () => {
  it('writes the codes’ state, summary, money, uses and dates in French', async () => {
    fakeApi({ 'GET /api/admin/discounts': { success: true, data: [discount({})] } });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <DiscountsPage />
      </QueryClientProvider>,
      { locale: 'fr-CA' },
    );
    const list = await screen.findByRole('list', { name: 'Codes de rabais' });
    const card = within(list).getByRole('listitem');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Rabais');
    expect(screen.getAllByRole('button', { name: /Nouveau rabais/ })).toHaveLength(1);
    expect(within(card).getByText('Actif')).toBeInTheDocument();
    expect(
      within(card).getByText(/^5,00\s\$ de rabais · commandes de 1\s234,50\s\$ et plus$/),
    ).toBeInTheDocument();
    expect(within(card).getByText('Utilisations')).toBeInTheDocument();
    expect(within(card).getByText('3 / 100 utilisations · 1 par client')).toBeInTheDocument();
    expect(within(card).getByText(/^Jusqu’au 31 déc\. 2099/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Modifier BIENVENUE' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Désactiver BIENVENUE' })).toBeInTheDocument();
  });
});

describe('DiscountsPage and the subscriber discount', () => {
  it('says which rule is Subscribe & save’s and how it applies', async () => {
    fakeApi({
      'GET /api/admin/discounts': {
        success: true,
        data: [
          discount({}),
          discount({
            _id: '22222222-2222-4222-8222-222222222222',
            code: 'SUBSCRIBER',
            kind: 'percentage',
            percentOff: 10,
            amountOff: null,
            subscribersOnly: true,
          }),
        ],
      },
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <DiscountsPage />
      </QueryClientProvider>,
    );
    const list = await screen.findByRole('list', { name: 'Discount codes' });
    const [welcome, subscriber] = within(list).getAllByRole('listitem');
    expect(
      within(subscriber!).getByText(/^Subscribe & save: applied to every subscription order/),
    ).toBeInTheDocument();
    expect(within(welcome!).queryByText(/^Subscribe & save/)).toBeNull();
  });
});
