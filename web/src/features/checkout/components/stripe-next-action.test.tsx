import { render, screen, waitFor } from '@/testing/render';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as StripeLib from '@/lib/stripe';
import { fakeStripe } from '@/testing/fake-stripe';
import { fakeCardAttempt, SAVED_CARDS } from '../testing/saved-cards';
import { StripeCardForm } from './stripe-card-form';

// A saved card whose bank asks for its extra step: the server answers `requires_action` and
// Stripe.js shows the step (here a stand-in, as Stripe.js cannot load without a network).
vi.mock('@/lib/stripe', async (original) => ({
  ...(await original<typeof StripeLib>()),
  stripeFor: async () => (await import('@/testing/fake-stripe')).fakeStripeJs.current,
}));

const intent = {
  clientSecret: 'pi_test_3ds_secret_x',
  paymentIntentId: 'pi_test_3ds',
  amount: 29.5,
  currency: 'cad',
  provider: 'stripe' as const,
};

beforeEach(() => {
  fakeCardAttempt(intent.paymentIntentId, 'requires_action');
});

function renderForm() {
  const onPaid = vi.fn();
  render(
    <StripeCardForm
      intent={intent}
      publishableKey="pk_test_ikawa"
      finishing={false}
      serverError={null}
      onPaid={onPaid}
      savedCards={SAVED_CARDS}
    />,
  );
  return { onPaid };
}

describe('a saved card that needs the bank’s extra step (Stripe mode)', () => {
  it('lets Stripe.js finish it, then goes on with the paid intent', async () => {
    const { stripe } = fakeStripe({
      handleNextAction: { paymentIntent: { id: intent.paymentIntentId, status: 'succeeded' } },
    });
    const { onPaid } = renderForm();
    await userEvent.click(screen.getByRole('button', { name: /^Pay / }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(intent.paymentIntentId));
    expect(stripe.handleNextAction).toHaveBeenCalledWith({ clientSecret: intent.clientSecret });
  });

  it("shows Stripe's message when the step fails, and does not go on", async () => {
    fakeStripe({
      handleNextAction: {
        error: { type: 'card_error', message: 'We are unable to authenticate your payment method.' },
      },
    });
    const { onPaid } = renderForm();
    await userEvent.click(screen.getByRole('button', { name: /^Pay / }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We are unable to authenticate your payment method.',
    );
    expect(onPaid).not.toHaveBeenCalled();
  });

  it("says what the intent's status means when the step leaves it unpaid", async () => {
    fakeStripe({
      handleNextAction: { paymentIntent: { id: intent.paymentIntentId, status: 'requires_confirmation' } },
    });
    const { onPaid } = renderForm();
    await userEvent.click(screen.getByRole('button', { name: /^Pay / }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Payment requires additional confirmation. Please try again.',
    );
    expect(onPaid).not.toHaveBeenCalled();
  });
});
