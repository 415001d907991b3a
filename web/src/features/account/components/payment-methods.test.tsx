import { screen, waitFor, within } from '@/testing/render';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '@/testing/fake-api';
import { makeCard, makeProfile, renderAccount } from '../testing/render-account';
import { PaymentMethods } from './payment-methods';
import { PaymentPage } from './payment-page';

const visa = makeCard();
const mastercard = makeCard({
  _id: 'c2',
  id: 'c2',
  brand: 'mastercard',
  last4: '4444',
  cardNumber: '•••• 4444',
  expiryDate: '03/38',
  cardholderName: 'A. Niyonzima',
  isDefault: false,
});

describe('PaymentMethods', () => {
  it('shows brand, last 4 digits, expiry, holder and the default marker', () => {
    renderAccount(<PaymentMethods cards={[visa, mastercard]} />);
    const first = screen.getByRole('listitem', { name: 'Visa •••• 4242 (default)' });
    expect(within(first).getByText('•••• 4242')).toBeInTheDocument();
    expect(within(first).getByText('12/39')).toBeInTheDocument();
    expect(within(first).getByText('Aline Niyonzima')).toBeInTheDocument();
    expect(within(first).getByText('Default')).toBeInTheDocument();
    const second = screen.getByRole('listitem', { name: 'Mastercard •••• 4444' });
    expect(within(second).queryByText('Default')).not.toBeInTheDocument();
  });

  it('adds a card, then forgets the number everywhere in the web state', async () => {
    const api = fakeApi({
      'POST /api/users/u1/payment-methods': json(
        { success: true, user: makeProfile({ paymentMethods: [visa, mastercard] }) },
        201,
      ),
    });
    const { user, queryClient } = renderAccount(<PaymentMethods cards={[visa]} />);
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    await user.type(screen.getByLabelText('Card number'), '5555555555554444');
    await user.type(screen.getByLabelText('Expiry date'), '0338');
    await user.type(screen.getByLabelText('Cardholder name'), 'A. Niyonzima');
    await user.click(screen.getByRole('button', { name: 'Save card' }));

    expect(await screen.findByText('The card has been saved.')).toBeInTheDocument();
    expect(api.calls[0]?.url).toBe('/api/users/u1/payment-methods');
    expect(api.calls[0]?.body).toEqual({
      cardNumber: '5555555555554444',
      expiryDate: '03/38',
      cardholderName: 'A. Niyonzima',
    });
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(JSON.stringify(queryClient.getMutationCache().getAll())).not.toContain('5555'),
    );
    expect(
      JSON.stringify(
        queryClient
          .getQueryCache()
          .getAll()
          .map((q) => q.state.data),
      ),
    ).not.toContain('5555555555554444');
  });

  it("shows the provider's sentence when it declines the card, and keeps the cards as they were", async () => {
    const api = fakeApi({
      'POST /api/users/u1/payment-methods': json(
        { success: false, error: 'Your card was declined.', code: 'card_declined' },
        422,
      ),
    });
    const { user } = renderAccount(<PaymentMethods cards={[visa]} />);
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    const form = screen.getByRole('form', { name: 'Add card' });
    await user.type(within(form).getByLabelText('Card number'), '4000000000000002');
    await user.type(within(form).getByLabelText('Expiry date'), '1239');
    await user.type(within(form).getByLabelText('Cardholder name'), 'Aline Niyonzima');
    await user.click(within(form).getByRole('checkbox', { name: 'Use as my default card' }));
    await user.click(within(form).getByRole('button', { name: 'Save card' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(api.calls).toHaveLength(1);
    expect(screen.queryByText('The card has been saved.')).not.toBeInTheDocument();
    // The form stays open with what was typed, to try another card.
    expect(within(form).getByLabelText('Card number')).toHaveValue('4000 0000 0000 0002');
    expect(screen.getByRole('listitem', { name: 'Visa •••• 4242 (default)' })).toBeInTheDocument();
  });

  it('edits the holder and expiry but never the number; Cancel resets', async () => {
    const api = fakeApi({ 'PUT /api/users/u1/payment-methods/c1': { success: true, user: makeProfile() } });
    const { user } = renderAccount(<PaymentMethods cards={[visa]} />);
    await user.click(screen.getByRole('button', { name: 'Edit Visa •••• 4242' }));
    const form = screen.getByRole('form', { name: 'Edit card' });
    expect(within(form).getByText('Visa •••• 4242')).toBeInTheDocument();
    expect(within(form).queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Expiry date')).toHaveFocus();

    await user.clear(screen.getByLabelText('Cardholder name'));
    await user.type(screen.getByLabelText('Cardholder name'), 'Changed');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Edit Visa •••• 4242' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Edit Visa •••• 4242' }));
    expect(screen.getByLabelText('Cardholder name')).toHaveValue('Aline Niyonzima');

    await user.clear(screen.getByLabelText('Expiry date'));
    await user.type(screen.getByLabelText('Expiry date'), '0101');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This card has expired')).toBeInTheDocument();
    expect(api.calls).toEqual([]);

    await user.clear(screen.getByLabelText('Expiry date'));
    await user.type(screen.getByLabelText('Expiry date'), '0641');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The card has been updated.')).toBeInTheDocument();
    expect(api.calls[0]?.url).toBe('/api/users/u1/payment-methods/c1');
    expect(api.calls[0]?.body).toEqual({ expiryDate: '06/41', cardholderName: 'Aline Niyonzima' });
  });

  it('makes a card the default', async () => {
    const api = fakeApi({ 'PUT /api/users/u1/payment-methods/c2': { success: true, user: makeProfile() } });
    const { user } = renderAccount(<PaymentMethods cards={[visa, mastercard]} />);
    await user.click(screen.getByRole('button', { name: 'Make default Mastercard •••• 4444' }));
    expect(await screen.findByText('Your default card has been updated.')).toBeInTheDocument();
    expect(api.calls[0]?.body).toEqual({ isDefault: true });
  });

  it('asks before deleting a card', async () => {
    const api = fakeApi({
      'DELETE /api/users/u1/payment-methods/c2': { success: true, user: makeProfile() },
    });
    const { user } = renderAccount(<PaymentMethods cards={[visa, mastercard]} />);
    await user.click(screen.getByRole('button', { name: 'Delete Mastercard •••• 4444' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this card?' });
    expect(dialog).toHaveAccessibleDescription('Mastercard •••• 4444 will be removed from your account.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Delete card' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls[0]?.url).toBe('/api/users/u1/payment-methods/c2');
    expect(api.calls[0]?.method).toBe('DELETE');
    expect(screen.getByText('The card has been deleted.')).toBeInTheDocument();
  });

  it('shows the fallback when deleting fails without a sentence', async () => {
    fakeApi({ 'DELETE /api/users/u1/payment-methods/c1': json({}, 502) });
    const { user } = renderAccount(<PaymentMethods cards={[visa]} />);
    await user.click(screen.getByRole('button', { name: 'Delete Visa •••• 4242' }));
    await user.click(screen.getByRole('button', { name: 'Delete card' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      'An error occurred while deleting your payment method',
    );
  });
});

describe('PaymentPage', () => {
  it("says 'You must be logged in to manage payment methods' without a session", () => {
    renderAccount(<PaymentPage />, { user: null });
    expect(screen.getByRole('alert')).toHaveTextContent('You must be logged in to manage payment methods');
  });

  /** Both the profile and the payment config are read. */
  function stubServer(provider: 'simulated' | 'stripe') {
    return fakeApi({
      'GET /api/payments/config': {
        success: true,
        data: { provider, publishableKey: provider === 'stripe' ? 'pk_test_ikawa' : null },
      },
      'GET /api/users/u1': { success: true, user: makeProfile({ paymentMethods: [visa] }) },
    });
  }

  it('adds a card with Stripe’s own card field in Stripe mode: no number field in the page', async () => {
    stubServer('stripe');
    const { user } = renderAccount(<PaymentPage />);
    await screen.findByRole('listitem', { name: 'Visa •••• 4242 (default)' });
    const add = screen.getByRole('button', { name: 'Add card' });
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);
    const form = screen.getByRole('form', { name: 'Add card' });
    expect(within(form).getByLabelText('Cardholder name')).toBeInTheDocument();
    expect(within(form).getByRole('group', { name: 'Card details' })).toBeInTheDocument();
    expect(within(form).queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(within(form).queryByLabelText('Expiry date')).not.toBeInTheDocument();
    // Stripe.js cannot load in this test (no network): the form waits for it.
    expect(within(form).getByRole('button', { name: 'Save card' })).toBeDisabled();
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Add card' })).not.toBeInTheDocument();
  });

  it('keeps its own number form in simulated mode', async () => {
    stubServer('simulated');
    const { user } = renderAccount(<PaymentPage />);
    await screen.findByRole('listitem', { name: 'Visa •••• 4242 (default)' });
    const add = screen.getByRole('button', { name: 'Add card' });
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);
    expect(screen.getByLabelText('Card number')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Card details' })).not.toBeInTheDocument();
  });

  it('loads the saved cards', async () => {
    stubServer('simulated');
    renderAccount(<PaymentPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your payment methods…');
    expect(await screen.findByRole('listitem', { name: 'Visa •••• 4242 (default)' })).toBeInTheDocument();
  });
});
