import { render, screen, waitFor, within } from '@/testing/render';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AssignDeliveryCommand, DeliveryPerson } from '@ikawa/contracts/delivery';
import { DEFAULT_ASSIGNMENT_FEE } from '@ikawa/contracts/constants';
import { ApiError } from '@/lib/api-client';
import { AssignDeliveryForm, type SuggestionState } from './assign-delivery-form';

function courier(id: string, name: string, overrides: Partial<DeliveryPerson> = {}): DeliveryPerson {
  return {
    _id: id,
    user: { _id: `user-${id}`, name, email: `${id}@example.com` },
    isAvailable: true,
    phone: null,
    vehicle: 'Cargo bike',
    location: null,
    earnings: { total: 0, pending: 0, paid: 0 },
    cashHeld: 0,
    openDeliveries: 0,
    deliveryHistory: [],
    historyCount: 0,
    ...overrides,
  };
}

const COURIERS = [
  courier('p1', 'Didier Habonimana'),
  courier('p2', 'Esther Ndayishimiye', { isAvailable: false, openDeliveries: 2 }),
];

const SUGGESTED: SuggestionState = {
  status: 'ready',
  suggestion: {
    deliveryPersonId: 'p1',
    name: 'Didier Habonimana',
    reason: 'Available with no open deliveries.',
  },
};

function formFor(
  suggestion: SuggestionState,
  onSubmit: (input: AssignDeliveryCommand) => Promise<unknown>,
  currentCourierId: string | null = null,
) {
  return (
    <>
      <AssignDeliveryForm
        id="assign"
        couriers={COURIERS}
        suggestion={suggestion}
        defaultFee={DEFAULT_ASSIGNMENT_FEE}
        currentCourierId={currentCourierId}
        onSubmit={onSubmit}
      />
      <button type="submit" form="assign">
        Assign
      </button>
    </>
  );
}

function renderForm({
  suggestion = SUGGESTED,
  defaultFee = DEFAULT_ASSIGNMENT_FEE,
  currentCourierId = null as string | null,
  onSubmit = vi.fn<(input: AssignDeliveryCommand) => Promise<unknown>>(() => Promise.resolve()),
} = {}) {
  render(
    <>
      <AssignDeliveryForm
        id="assign"
        couriers={COURIERS}
        suggestion={suggestion}
        defaultFee={defaultFee}
        currentCourierId={currentCourierId}
        onSubmit={onSubmit}
      />
      <button type="submit" form="assign">
        Assign
      </button>
    </>,
  );
  return { user: userEvent.setup(), onSubmit };
}

describe('AssignDeliveryForm', () => {
  it('offers a fee of 10 by default, a number from 0 in steps of 0.01', () => {
    renderForm();
    const fee = screen.getByLabelText('Delivery fee (CAD)');
    expect(fee).toHaveValue(10);
    expect(fee).toHaveAttribute('min', '0');
    expect(fee).toHaveAttribute('step', '0.01');
  });

  it('lists the couriers with their availability and open deliveries', () => {
    renderForm();
    const esther = screen.getByRole('radio', { name: /Esther Ndayishimiye/ });
    expect(esther.closest('label')).toHaveTextContent('Unavailable');
    expect(esther.closest('label')).toHaveTextContent('2 open deliveries');
    expect(screen.getByRole('radio', { name: /Didier Habonimana/ }).closest('label')).toHaveTextContent(
      'Suggested',
    );
  });

  it("assigns the server's suggestion in one click with the fee shown", async () => {
    const { user, onSubmit } = renderForm();
    expect(screen.getByText('Available with no open deliveries.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Assign to Didier Habonimana' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ deliveryPersonId: 'p1', deliveryFee: 10 }));
  });

  it('chooses the suggestion when it arrives, so the plain Assign sends the suggested courier', async () => {
    const onSubmit = vi.fn<(input: AssignDeliveryCommand) => Promise<unknown>>(() => Promise.resolve());
    const { rerender } = render(formFor({ status: 'loading' }, onSubmit));
    expect(screen.getByRole('radio', { name: /Didier/ })).not.toBeChecked();
    rerender(formFor(SUGGESTED, onSubmit));
    await waitFor(() => expect(screen.getByRole('radio', { name: /Didier/ })).toBeChecked());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ deliveryPersonId: 'p1', deliveryFee: 10 }));
  });

  it('keeps the courier the admin picked before the suggestion arrived', async () => {
    const onSubmit = vi.fn<(input: AssignDeliveryCommand) => Promise<unknown>>(() => Promise.resolve());
    const { rerender } = render(formFor({ status: 'loading' }, onSubmit));
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /Esther/ }));
    rerender(formFor(SUGGESTED, onSubmit));
    expect(await screen.findByRole('button', { name: 'Assign to Didier Habonimana' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Esther/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ deliveryPersonId: 'p2', deliveryFee: 10 }));
  });

  it('lets the admin override the suggestion and the fee', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole('radio', { name: /Esther Ndayishimiye/ }));
    const fee = screen.getByLabelText('Delivery fee (CAD)');
    await user.clear(fee);
    await user.type(fee, '12.5');
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ deliveryPersonId: 'p2', deliveryFee: 12.5 }));
  });

  it('asks for a courier and refuses a negative or empty fee', async () => {
    const { user, onSubmit } = renderForm({ suggestion: { status: 'ready', suggestion: null } });
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Please choose a delivery person')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Didier/ }));
    const fee = screen.getByLabelText('Delivery fee (CAD)');
    await user.clear(fee);
    await user.type(fee, '-1');
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Delivery fee must be 0 or more')).toBeInTheDocument();

    await user.clear(fee);
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Delivery fee must be a number')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('starts a re-assignment from the current courier and fee', () => {
    renderForm({ currentCourierId: 'user-p2', defaultFee: 7.5 });
    expect(screen.getByLabelText('Delivery fee (CAD)')).toHaveValue(7.5);
    const esther = screen.getByRole('radio', { name: /Esther/ });
    expect(esther).toBeChecked();
    expect(within(esther.closest('label') as HTMLElement).getByText('Current')).toBeInTheDocument();
  });

  it('says when nobody is available to suggest', () => {
    renderForm({ suggestion: { status: 'ready', suggestion: null } });
    expect(screen.getByText('No delivery person is available at the moment.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Assign to/ })).not.toBeInTheDocument();
  });

  it("shows the server's sentence, else 'Failed to assign delivery person'", async () => {
    const onSubmit = vi
      .fn<(input: AssignDeliveryCommand) => Promise<unknown>>()
      .mockRejectedValueOnce(new ApiError(422, 'This order has already been delivered.'))
      .mockRejectedValueOnce(new ApiError(500, 'Something went wrong on our side.'));
    const { user } = renderForm({ onSubmit });
    await user.click(screen.getByRole('button', { name: 'Assign to Didier Habonimana' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This order has already been delivered.');
    await user.click(screen.getByRole('button', { name: 'Assign to Didier Habonimana' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to assign delivery person'),
    );
  });
});
