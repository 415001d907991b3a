import { screen, waitFor } from '@/testing/render';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import type { NewCard } from '../api/create-payment-method';
import { renderAccount } from '../testing/render-account';
import { CardForm } from './card-form';

function renderForm(onSubmit = vi.fn<(card: NewCard) => Promise<unknown>>(() => Promise.resolve())) {
  const onCancel = vi.fn();
  const view = renderAccount(<CardForm canChooseDefault onSubmit={onSubmit} onCancel={onCancel} />);
  return { ...view, onSubmit, onCancel };
}

describe('CardForm', () => {
  it('spaces the number as it is typed and names the brand', async () => {
    const { user } = renderForm();
    const number = screen.getByLabelText('Card number');
    expect(number).toHaveFocus();
    await user.type(number, '4242424242424242');
    expect(number).toHaveValue('4242 4242 4242 4242');
    expect(number).toHaveAccessibleDescription('Visa');

    await user.type(screen.getByLabelText('Expiry date'), '1239');
    expect(screen.getByLabelText('Expiry date')).toHaveValue('12/39');
  });

  it('refuses a number that fails the Luhn check and an expired card, without sending', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText('Card number'), '4242424242424241');
    await user.type(screen.getByLabelText('Expiry date'), '0120');
    await user.type(screen.getByLabelText('Cardholder name'), 'Aline Niyonzima');
    await user.click(screen.getByRole('button', { name: 'Save card' }));

    expect(await screen.findByText('Please enter a valid card number')).toBeInTheDocument();
    expect(screen.getByText('This card has expired')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for every field', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Please enter a valid card number')).toBeInTheDocument();
    expect(screen.getByText('Expiry date must be MM/YY')).toBeInTheDocument();
    expect(screen.getByText('Cardholder name is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the digits only, then empties the number', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText('Card number'), '5555 5555 5555 4444');
    await user.type(screen.getByLabelText('Expiry date'), '0339');
    await user.type(screen.getByLabelText('Cardholder name'), ' Aline Niyonzima ');
    await user.click(screen.getByRole('checkbox', { name: 'Use as my default card' }));
    await user.click(screen.getByRole('button', { name: 'Save card' }));

    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        cardNumber: '5555555555554444',
        expiryDate: '03/39',
        cardholderName: 'Aline Niyonzima',
        isDefault: true,
      }),
    );
    await waitFor(() => expect(screen.getByLabelText('Card number')).toHaveValue(''));
  });

  it("shows the server's field details, else the payment-method fallback", async () => {
    const onSubmit = vi
      .fn<(card: NewCard) => Promise<unknown>>()
      .mockRejectedValueOnce(
        new ApiError(400, 'Please enter a valid card number', [
          { path: 'cardNumber', message: 'Please enter a valid card number' },
        ]),
      )
      .mockRejectedValueOnce(new ApiError(500, ''));
    const { user } = renderForm(onSubmit);
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    await user.type(screen.getByLabelText('Expiry date'), '1239');
    await user.type(screen.getByLabelText('Cardholder name'), 'Aline');
    await user.click(screen.getByRole('button', { name: 'Save card' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription(
        expect.stringContaining('Please enter a valid card number'),
      ),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred while updating your payment method',
    );
    // What was typed is still there to try again.
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
  });

  it('Cancel empties the form', async () => {
    const { user, onCancel } = renderForm();
    await user.type(screen.getByLabelText('Card number'), '4242');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    expect(screen.getByLabelText('Card number')).toHaveValue('');
  });
});
