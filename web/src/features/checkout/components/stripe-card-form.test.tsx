import { render, screen, waitFor } from '@/testing/render';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { IntentStatus } from '@ikawa/contracts/payments';
import type { PaymentMethod } from '@ikawa/contracts/users';
import type { FakeApi } from '@/testing/fake-api';
import { fakeCardAttempt, SAVED_CARDS } from '../testing/saved-cards';
import { StripeCardForm } from './stripe-card-form';

// Stripe.js cannot load here (no network): these tests cover what works without it — the saved
// cards, charged by the server — and that a bank's extra step then waits for Stripe.js.
const intent = {
  clientSecret: 'pi_test_1_secret_x',
  paymentIntentId: 'pi_test_1',
  amount: 29.5,
  currency: 'cad',
  provider: 'stripe' as const,
};

const saved = SAVED_CARDS;

let api: FakeApi;
const fakeServer = (status?: IntentStatus, error?: string | null) => {
  api = fakeCardAttempt(intent.paymentIntentId, status, error);
};

beforeEach(() => fakeServer());

function renderForm(savedCards: PaymentMethod[] = saved) {
  const onPaid = vi.fn();
  render(
    <StripeCardForm
      intent={intent}
      publishableKey="pk_test_ikawa"
      finishing={false}
      serverError={null}
      onPaid={onPaid}
      savedCards={savedCards}
    />,
  );
  return { onPaid };
}

describe('saved cards on the Stripe card step', () => {
  it('lists the saved cards above "Use a new card", the default one chosen', () => {
    renderForm();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByRole('radio', { name: /Visa •••• 4242/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^Use a new card/ })).not.toBeChecked();
    // The saved card is charged by the server: no need to wait for Stripe.js.
    expect(screen.getByRole('button', { name: /^Pay / })).toBeEnabled();
  });

  it('charges the chosen saved card through the server by its id only', async () => {
    const { onPaid } = renderForm();
    await userEvent.click(screen.getByRole('radio', { name: /Mastercard •••• 4444/ }));
    await userEvent.click(screen.getByRole('button', { name: /^Pay / }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith('pi_test_1'));
    expect(api.calls.map(({ url, body }) => ({ url, body }))).toEqual([
      {
        url: '/api/payments/confirm-saved',
        body: {
          paymentIntentId: 'pi_test_1',
          clientSecret: 'pi_test_1_secret_x',
          paymentMethodId: 'pm-other',
        },
      },
    ]);
  });

  it('shows Stripe’s message for a declined saved card', async () => {
    fakeServer('requires_payment_method', 'Your card was declined.');
    const { onPaid } = renderForm();
    await userEvent.click(screen.getByRole('button', { name: /^Pay / }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('needs Stripe.js for the bank’s extra step, and says so while it has not loaded', async () => {
    fakeServer('requires_action');
    const { onPaid } = renderForm();
    await userEvent.click(screen.getByRole('button', { name: /^Pay / }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment system not ready. Please try again.');
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('shows Stripe’s card field, not the list, for a new card and with no saved cards', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('radio', { name: /^Use a new card/ }));
    // Until Stripe.js has loaded the new-card form cannot be sent.
    expect(screen.getByRole('button', { name: /^Pay / })).toBeDisabled();
  });

  it('shows no saved-card list when nothing is saved', () => {
    renderForm([]);
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Pay / })).toBeDisabled();
  });
});
