import { screen, waitFor } from '@/testing/render';
import { describe, expect, it, vi } from 'vitest';
import { renderAccount } from '../testing/render-account';
import type * as StripeLib from '@/lib/stripe';
import { fakeApi } from '@/testing/fake-api';
import { fakeStripe } from '@/testing/fake-stripe';
import { StripeCardSetupForm } from './stripe-card-setup-form';

// Stripe.js cannot load here (no network): Elements and the form talk to a stand-in.
vi.mock('@/lib/stripe', async (original) => ({
  ...(await original<typeof StripeLib>()),
  stripeFor: async () => (await import('@/testing/fake-stripe')).fakeStripeJs.current,
}));

const SETUP = { success: true, data: { setupIntentId: 'seti_1', clientSecret: 'seti_1_secret_x' } };

function renderForm() {
  const onSubmit = vi.fn(async () => undefined);
  const view = renderAccount(
    <StripeCardSetupForm
      publishableKey="pk_test_ikawa"
      canChooseDefault
      onSubmit={onSubmit}
      onCancel={vi.fn()}
    />,
  );
  return { ...view, onSubmit };
}

describe('StripeCardSetupForm', () => {
  it('confirms a SetupIntent with Stripe and hands the shop only the payment method id', async () => {
    const { stripe, field: card } = fakeStripe({
      confirmCardSetup: { setupIntent: { payment_method: 'pm_card_visa' } },
    });
    const api = fakeApi({ 'POST /api/users/u1/payment-methods/setup-intent': SETUP });
    const { user, onSubmit } = renderForm();
    const save = screen.getByRole('button', { name: 'Save card' });
    await waitFor(() => expect(save).toBeEnabled());
    expect(stripe.elements().create).toHaveBeenCalledWith('card', { hidePostalCode: true });

    await user.type(screen.getByLabelText('Cardholder name'), '  Aline Niyonzima ');
    await user.click(screen.getByLabelText('Use as my default card'));
    await user.click(save);

    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        paymentMethodId: 'pm_card_visa',
        cardholderName: 'Aline Niyonzima',
        isDefault: true,
      }),
    );
    expect(api.calls[0]?.url).toBe('/api/users/u1/payment-methods/setup-intent');
    expect(api.calls[0]?.body).toEqual({});
    expect(stripe.confirmCardSetup).toHaveBeenCalledWith('seti_1_secret_x', {
      payment_method: { card, billing_details: { name: 'Aline Niyonzima' } },
    });
    expect(card.clear).toHaveBeenCalled();
  });

  it("shows Stripe's message when the card is refused, and saves nothing", async () => {
    fakeStripe({ confirmCardSetup: { error: { type: 'card_error', message: 'Your card was declined.' } } });
    fakeApi({ 'POST /api/users/u1/payment-methods/setup-intent': SETUP });
    const { user, onSubmit } = renderForm();
    const save = screen.getByRole('button', { name: 'Save card' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.type(screen.getByLabelText('Cardholder name'), 'Aline Niyonzima');
    await user.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for the holder’s name before anything is sent', async () => {
    const { stripe } = fakeStripe({ confirmCardSetup: { setupIntent: { payment_method: 'pm_card_visa' } } });
    const api = fakeApi();
    const { user } = renderForm();
    const save = screen.getByRole('button', { name: 'Save card' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByText('Cardholder name is required')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
    expect(stripe.confirmCardSetup).not.toHaveBeenCalled();
  });
});
