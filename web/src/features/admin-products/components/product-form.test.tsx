import { render, screen, waitFor } from '@/testing/render';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ProductInput } from '@ikawa/contracts/admin';
import { PRODUCT_MESSAGES } from '@ikawa/contracts/products';
import { ApiError } from '@/lib/api-client';
import { NEW_PRODUCT_VALUES, ProductForm } from './product-form';

function renderForm(onSubmit = vi.fn<(input: ProductInput) => Promise<unknown>>(() => Promise.resolve())) {
  render(
    <>
      <ProductForm
        id="product-form"
        defaultValues={NEW_PRODUCT_VALUES}
        failureMessage={PRODUCT_MESSAGES.addFailed}
        onSubmit={onSubmit}
      />
      <button type="submit" form="product-form">
        Save
      </button>
    </>,
  );
  return { user: userEvent.setup(), onSubmit };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Ngozi Natural');
  await user.type(screen.getByLabelText('Description'), 'Cherry and hibiscus.');
}

describe('ProductForm', () => {
  it('starts a new product as granule, 1/2 kg, price 0 and stock 0', () => {
    renderForm();
    expect(screen.getByLabelText('Type')).toHaveValue('granule');
    expect(screen.getByLabelText('Weight')).toHaveValue('0.5');
    expect(screen.getByLabelText('Price (CAD)')).toHaveValue(0);
    expect(screen.getByLabelText('Stock')).toHaveValue(0);
  });

  it('offers the three weights, with 0.5 kg read as 1/2 kg', () => {
    renderForm();
    const options = Array.from(screen.getByLabelText<HTMLSelectElement>('Weight').options).map((o) => o.text);
    expect(options).toEqual(['Choose a weight', '1/2 kg', '1 kg', '60 kg']);
    expect(screen.getByLabelText('Price (CAD)')).toHaveAttribute('step', '0.01');
  });

  it('shows the SPEC §5 messages for missing fields', async () => {
    const { user, onSubmit } = renderForm();
    await user.selectOptions(screen.getByLabelText('Weight'), '');
    await user.clear(screen.getByLabelText('Price (CAD)'));
    await user.clear(screen.getByLabelText('Stock'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(screen.getByText('Weight is required')).toBeInTheDocument();
    expect(screen.getByText('Price is required')).toBeInTheDocument();
    expect(screen.getByText('Stock is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses negative prices and stock', async () => {
    const { user, onSubmit } = renderForm();
    await fillValid(user);
    await user.clear(screen.getByLabelText('Price (CAD)'));
    await user.type(screen.getByLabelText('Price (CAD)'), '-1');
    await user.clear(screen.getByLabelText('Stock'));
    await user.type(screen.getByLabelText('Stock'), '-3');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Price must be positive')).toBeInTheDocument();
    expect(screen.getByText('Stock must be positive')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends numbers for weight, price and stock', async () => {
    const { user, onSubmit } = renderForm();
    await fillValid(user);
    await user.selectOptions(screen.getByLabelText('Type'), 'sack');
    await user.selectOptions(screen.getByLabelText('Weight'), '60');
    await user.clear(screen.getByLabelText('Price (CAD)'));
    await user.type(screen.getByLabelText('Price (CAD)'), '480.5');
    await user.clear(screen.getByLabelText('Stock'));
    await user.type(screen.getByLabelText('Stock'), '12');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        name: 'Ngozi Natural',
        description: 'Cherry and hibiscus.',
        type: 'sack',
        taxCategory: 'zero_rated_grocery',
        weight: 60,
        price: 480.5,
        stock: 12,
      }),
    );
  });

  it('makes an accessory taxable, unless the admin chose the tax category', async () => {
    const { user, onSubmit } = renderForm();
    await fillValid(user);
    const category = screen.getByLabelText('Tax category');
    expect(category).toHaveValue('zero_rated_grocery');
    await user.selectOptions(screen.getByLabelText('Type'), 'accessory');
    expect(category).toHaveValue('standard');
    await user.selectOptions(category, 'zero_rated_grocery');
    await user.selectOptions(screen.getByLabelText('Type'), 'powder');
    await user.selectOptions(screen.getByLabelText('Type'), 'accessory');
    expect(category).toHaveValue('zero_rated_grocery');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'accessory', taxCategory: 'zero_rated_grocery' }),
      ),
    );
  });

  it("shows 'Failed to add product' when the save fails without a reason", async () => {
    const { user } = renderForm(vi.fn(() => Promise.reject(new ApiError(0, 'Failed to fetch'))));
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to add product');
  });

  it("shows the server's sentence and puts its details on the fields", async () => {
    const { user } = renderForm(
      vi.fn(() =>
        Promise.reject(
          new ApiError(409, 'A product with this name and weight already exists.', [
            { path: 'name', message: 'Pick another name' },
          ]),
        ),
      ),
    );
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('A product with this name and weight already exists.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Pick another name')).toBeInTheDocument();
  });
});
