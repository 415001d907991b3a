import { render, screen, waitFor } from '@/testing/render';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { IntentStatus } from '@ikawa/contracts/payments';
import type { PaymentMethod } from '@ikawa/contracts/users';
import type { FakeApi } from '@/testing/fake-api';
import { fakeCardAttempt, SAVED_CARDS } from '../testing/saved-cards';
import { SimulatedCardForm } from './simulated-card-form';

const intent = {
  clientSecret: 'pi_sim_1_secret_x',
  paymentIntentId: 'pi_sim_1',
  amount: 29.5,
  currency: 'cad',
  provider: 'simulated' as const,
};

const saved = SAVED_CARDS;

let api: FakeApi;
const fakeProvider = (status?: IntentStatus, error?: string | null) => {
  api = fakeCardAttempt(intent.paymentIntentId, status, error);
};

beforeEach(() => fakeProvider());

function renderForm(savedCards: PaymentMethod[] = saved) {
  const onPaid = vi.fn();
  render(
    <SimulatedCardForm
      intent={intent}
      finishing={false}
      serverError={null}
      onPaid={onPaid}
      savedCards={savedCards}
    />,
  );
  return { onPaid };
}

describe('saved cards on the card step: a saved card can be chosen at checkout', () => {
  it('lists the saved cards above "Use a new card", the default one chosen, with no card fields', () => {
    renderForm();
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(3);
    expect(screen.getByRole('radio', { name: /Visa •••• 4242/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Mastercard •••• 4444/ })).not.toBeChecked();
    expect(radios[2]).toBe(screen.getByRole('radio', { name: /^Use a new card/ }));
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });

  it('pays with the chosen saved card by its id only, then finishes like a new card', async () => {
    const { onPaid } = renderForm();
    await userEvent.click(screen.getByRole('radio', { name: /Mastercard •••• 4444/ }));
    await userEvent.click(screen.getByRole('button', { name: /^Pay / }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith('pi_sim_1'));
    expect(api.calls.map(({ url, body }) => ({ url, body }))).toEqual([
      {
        url: '/api/payments/confirm-saved',
        body: { paymentIntentId: 'pi_sim_1', clientSecret: 'pi_sim_1_secret_x', paymentMethodId: 'pm-other' },
      },
    ]);
  });

  it('shows the provider’s message when the saved card is declined', async () => {
    fakeProvider('requires_payment_method', 'Your card was declined.');
    const { onPaid } = renderForm();
    await userEvent.click(screen.getByRole('button', { name: /^Pay / }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('opens the card fields, checked before anything is sent, for a new card', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('radio', { name: /^Use a new card/ }));
    expect(screen.getByLabelText('Card number')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Pay / }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please complete all payment fields.');
    expect(api.calls).toHaveLength(0);
  });

  it('shows only the card fields when nothing is saved', () => {
    renderForm([]);
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toBeInTheDocument();
  });
});
