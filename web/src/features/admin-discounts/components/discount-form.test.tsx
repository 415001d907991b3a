import { render, screen } from '@/testing/render';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type DiscountInput, DiscountInputSchema } from '@ikawa/contracts/discounts';
import { ApiError } from '@/lib/api-client';
import { testI18n } from '@/testing/i18n';
import { activeDates, discountState, usesLabel } from './discounts-page';
import { DiscountForm, fromLocalInput, NEW_DISCOUNT_VALUES, toLocalInput } from './discount-form';

const PRODUCTS = [
  { _id: '11111111-1111-4111-8111-111111111111', label: 'Kayanza Ground (1/2 kg)' },
  { _id: '22222222-2222-4222-8222-222222222222', label: 'Ngozi Sack (60 kg)' },
];

function renderForm(onSubmit = vi.fn(async (_input: DiscountInput) => undefined)) {
  render(
    <>
      <DiscountForm
        id="f"
        defaultValues={NEW_DISCOUNT_VALUES}
        products={PRODUCTS}
        failureMessage="The discount could not be saved."
        onSubmit={onSubmit}
      />
      <button type="submit" form="f">
        Save
      </button>
    </>,
  );
  return { onSubmit, user: userEvent.setup() };
}

describe('DiscountForm', () => {
  it('asks for what the chosen kind needs and sends the contract’s input', async () => {
    const { onSubmit, user } = renderForm();
    await user.type(screen.getByLabelText('Code'), 'summer5');
    await user.selectOptions(screen.getByLabelText('Gives'), 'fixed');
    expect(screen.queryByLabelText('Percentage off')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the amount taken off')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Amount off (CAD)'), '5');
    await user.type(screen.getByLabelText('Uses per customer'), '1');
    await user.click(screen.getByLabelText('Sack'));
    await user.click(screen.getByText('Chosen products (0)'));
    await user.click(screen.getByLabelText('Kayanza Ground (1/2 kg)'));
    await user.type(screen.getByLabelText('Starts'), '2026-12-01T09:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(onSubmit).toHaveBeenCalledTimes(1);
    const sent = onSubmit.mock.calls[0]?.[0];
    // What the form sends is what the API accepts.
    expect(DiscountInputSchema.safeParse(sent).success).toBe(true);
    expect(sent).toMatchObject({
      code: 'SUMMER5',
      kind: 'fixed',
      amountOff: 5,
      maxUses: null,
      maxUsesPerCustomer: 1,
      productTypes: ['sack'],
      productIds: [PRODUCTS[0]?._id],
      startsAt: new Date('2026-12-01T09:00').toISOString(),
      endsAt: null,
    });
  });

  it('refuses an end before the start', async () => {
    const { onSubmit, user } = renderForm();
    await user.type(screen.getByLabelText('Code'), 'X');
    await user.type(screen.getByLabelText('Starts'), '2026-12-02T09:00');
    await user.type(screen.getByLabelText('Ends'), '2026-12-01T09:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The end must come after the start')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the server’s sentence and puts its field messages on the fields', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError(409, 'A discount with this code already exists.', [], 'discount_code_taken');
    });
    const { user } = renderForm(onSubmit);
    await user.type(screen.getByLabelText('Code'), 'IKAWA15');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A discount with this code already exists.');
  });
});

describe('discount list helpers', () => {
  const base = {
    _id: 'd1',
    code: 'IKAWA15',
    kind: 'percentage' as const,
    percentOff: 15,
    amountOff: null,
    startsAt: null,
    endsAt: null,
    minSubtotal: 0,
    maxUses: null,
    maxUsesPerCustomer: 1,
    firstOrderOnly: true,
    subscribersOnly: false,
    productIds: [],
    productTypes: [],
    active: true,
    uses: 3,
    summary: '15% off · first order only',
    createdAt: '',
    updatedAt: '',
  };
  const now = new Date('2026-11-24T12:00:00Z');

  const en = testI18n();

  it('says whether shoppers can use a code now', () => {
    expect(en._(discountState(base, now).label)).toBe('Active');
    expect(en._(discountState({ ...base, active: false }, now).label)).toBe('Inactive');
    expect(en._(discountState({ ...base, startsAt: '2026-12-01T00:00:00Z' }, now).label)).toBe('Scheduled');
    expect(en._(discountState({ ...base, endsAt: '2026-11-01T00:00:00Z' }, now).label)).toBe('Expired');
    expect(en._(discountState({ ...base, maxUses: 3 }, now).label)).toBe('Used up');
  });

  it('counts uses against the limits and reads the dates', () => {
    expect(usesLabel(en, base)).toBe('3 uses · 1 per customer');
    expect(usesLabel(en, { ...base, uses: 1, maxUsesPerCustomer: null })).toBe('1 use');
    expect(usesLabel(en, { ...base, maxUses: 100, maxUsesPerCustomer: null })).toBe('3 / 100 uses');
    expect(activeDates(en, base)).toBe('No end date');
    expect(toLocalInput(fromLocalInput('2026-12-01T09:30'))).toBe('2026-12-01T09:30');
    expect(fromLocalInput('')).toBeNull();
  });
});
