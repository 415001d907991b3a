import { render, screen, waitFor, within } from '@/testing/render';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ProductInput } from '@ikawa/contracts/admin';
import { PRODUCT_MESSAGES, type ProductWithTexts } from '@ikawa/contracts/products';
import { ApiError } from '@/lib/api-client';
import { NEW_PRODUCT_VALUES, ProductForm, type ProductFormValues, productFormValues } from './product-form';

function renderForm(
  onSubmit = vi.fn<(input: ProductInput) => Promise<unknown>>(() => Promise.resolve()),
  defaultValues: ProductFormValues = NEW_PRODUCT_VALUES,
) {
  render(
    <>
      <ProductForm
        id="product-form"
        defaultValues={defaultValues}
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
        translations: { 'fr-CA': { name: '', description: '' } },
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

  describe('coffee and accessories', () => {
    it('offers the bags for coffee, and for an accessory its own weight, which may stay empty', async () => {
      const { user, onSubmit } = renderForm();
      await fillValid(user);
      expect(screen.getByRole('combobox', { name: 'Weight' })).toHaveValue('0.5');
      expect(screen.queryByRole('spinbutton', { name: 'Weight in kg' })).not.toBeInTheDocument();

      await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'accessory');
      expect(screen.queryByRole('combobox', { name: 'Weight' })).not.toBeInTheDocument();
      const weight = screen.getByRole('spinbutton', { name: 'Weight in kg' });
      expect(weight).toHaveValue(null);
      expect(weight).toHaveAccessibleDescription('Optional. Left empty, no weight is shown.');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ type: 'accessory', weight: null })),
      );
    });

    it('sends an accessory’s own weight, in whole grams', async () => {
      const { user, onSubmit } = renderForm();
      await fillValid(user);
      await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'accessory');
      const weight = screen.getByRole('spinbutton', { name: 'Weight in kg' });
      await user.type(weight, '0.3505');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(
        await screen.findByText('Weight must be in whole grams (at most 3 decimals in kg)'),
      ).toBeVisible();
      expect(weight).toHaveAttribute('aria-invalid', 'true');
      expect(onSubmit).not.toHaveBeenCalled();

      await user.clear(weight);
      await user.type(weight, '0.35');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ type: 'accessory', weight: 0.35 })),
      );
    });

    it('gives the chosen bag back when an accessory turns into coffee again', async () => {
      const { user } = renderForm();
      const type = screen.getByRole('combobox', { name: 'Type' });
      await user.selectOptions(screen.getByRole('combobox', { name: 'Weight' }), '60');
      await user.selectOptions(type, 'accessory');
      await user.type(screen.getByRole('spinbutton', { name: 'Weight in kg' }), '2');
      await user.selectOptions(type, 'sack');
      expect(screen.getByRole('combobox', { name: 'Weight' })).toHaveValue('60');
    });

    it('edits an accessory without a weight as one', () => {
      renderForm(undefined, {
        ...NEW_PRODUCT_VALUES,
        name: 'Ikawa Stoneware Mug',
        type: 'accessory',
        taxCategory: 'standard',
        weight: null,
      });
      expect(screen.getByRole('spinbutton', { name: 'Weight in kg' })).toHaveValue(null);
      expect(screen.queryByRole('combobox', { name: 'Weight' })).not.toBeInTheDocument();
    });
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

  describe('texts in English and French', () => {
    /** A product as the admin's French page reads it: its name in French, its texts as written. */
    const KAYANZA: ProductWithTexts = {
      _id: 'p1',
      id: 'p1',
      slug: 'kayanza-1kg',
      name: 'Kayanza moulu',
      description: 'Fruits rouges.',
      untranslated: [],
      texts: {
        'en-CA': { name: 'Kayanza Ground', description: 'Red fruit.' },
        'fr-CA': { name: 'Kayanza moulu', description: 'Fruits rouges.' },
      },
      price: 34,
      weight: 1,
      type: 'powder',
      taxCategory: 'zero_rated_grocery',
      stock: 12,
      images: [],
      photos: [],
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };

    it('puts the texts in an English tab and a Français tab, moved between with the arrow keys', async () => {
      const { user } = renderForm();
      const english = screen.getByRole('tab', { name: 'English' });
      const french = screen.getByRole('tab', { name: 'Français' });
      expect(
        screen.getByRole('tablist', { name: 'Language of the name and description' }),
      ).toBeInTheDocument();
      expect(english).toHaveAttribute('aria-selected', 'true');
      expect(within(english).getByText('English')).toHaveAttribute('lang', 'en');
      expect(within(french).getByText('Français')).toHaveAttribute('lang', 'fr');
      expect(screen.getByRole('tabpanel', { name: 'English' })).toContainElement(
        screen.getByLabelText('Name'),
      );

      await user.click(english);
      await user.keyboard('{ArrowRight}');
      expect(french).toHaveFocus();
      expect(french).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByRole('tabpanel', { name: 'Français' })).toBeVisible();
      expect(screen.getByLabelText('Name')).not.toBeVisible();
      const frenchName = screen.getByLabelText('Name in French');
      expect(frenchName).toHaveAttribute('lang', 'fr');
      expect(frenchName).toHaveAccessibleDescription(
        'Optional. Left empty, French readers see the English name.',
      );
      expect(screen.getByLabelText('Description in French')).toHaveAttribute('lang', 'fr');
      expect(screen.getByLabelText('Description in French')).toHaveAccessibleDescription(
        'Optional. Left empty, French readers see the English description.',
      );
    });

    it('sends the English texts as name and description and the French ones as translations', async () => {
      const { user, onSubmit } = renderForm();
      await fillValid(user);
      await user.click(screen.getByRole('tab', { name: 'Français' }));
      await user.type(screen.getByLabelText('Name in French'), '  Ngozi nature ');
      await user.type(screen.getByLabelText('Description in French'), 'Cerise et hibiscus.');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(onSubmit).toHaveBeenCalledWith(
          expect.objectContaining({
            name: 'Ngozi Natural',
            description: 'Cherry and hibiscus.',
            translations: { 'fr-CA': { name: 'Ngozi nature', description: 'Cerise et hibiscus.' } },
          }),
        ),
      );
    });

    it('edits the texts as written, not the name the admin reads in the list', async () => {
      const { user, onSubmit } = renderForm(undefined, productFormValues(KAYANZA));
      expect(screen.getByLabelText('Name')).toHaveValue('Kayanza Ground');
      expect(screen.getByLabelText('Description')).toHaveValue('Red fruit.');
      expect(screen.getByLabelText('Name in French')).toHaveValue('Kayanza moulu');
      expect(screen.getByLabelText('Description in French')).toHaveValue('Fruits rouges.');

      // Emptying the French description sends '' for it: it is then shown in English.
      await user.click(screen.getByRole('tab', { name: 'Français' }));
      await user.clear(screen.getByLabelText('Description in French'));
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(onSubmit).toHaveBeenCalledWith(
          expect.objectContaining({
            name: 'Kayanza Ground',
            description: 'Red fruit.',
            translations: { 'fr-CA': { name: 'Kayanza moulu', description: '' } },
          }),
        ),
      );
    });

    it('shows the English tab when a required English text is missing, and focuses it', async () => {
      const { user, onSubmit } = renderForm();
      await user.click(screen.getByRole('tab', { name: 'Français' }));
      await user.click(screen.getByRole('button', { name: 'Save' }));

      const english = screen.getByRole('tab', { name: 'English (has an error)' });
      expect(english).toHaveAttribute('aria-selected', 'true');
      expect(await screen.findByText('Name is required')).toBeVisible();
      await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
      expect(screen.getByRole('tab', { name: 'Français' })).toHaveAttribute('aria-selected', 'false');
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it('shows the Français tab when a French text is too long, and marks the tab', async () => {
      const { user, onSubmit } = renderForm();
      await fillValid(user);
      await user.click(screen.getByRole('tab', { name: 'Français' }));
      await user.click(screen.getByLabelText('Name in French'));
      await user.paste('x'.repeat(121));
      await user.click(screen.getByRole('tab', { name: 'English' }));
      await user.click(screen.getByRole('button', { name: 'Save' }));

      const french = await screen.findByRole('tab', { name: 'Français (has an error)' });
      expect(french).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByText('Name is too long')).toBeVisible();
      expect(screen.getByLabelText('Name in French')).toHaveAttribute('aria-invalid', 'true');
      await waitFor(() => expect(screen.getByLabelText('Name in French')).toHaveFocus());
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it('shows the Français tab when the server finds fault with a French text', async () => {
      const { user } = renderForm(
        vi.fn(() =>
          Promise.reject(
            new ApiError(400, 'Validation failed', [
              { path: 'translations.fr-CA.description', message: 'Description is too long' },
            ]),
          ),
        ),
      );
      await fillValid(user);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      const french = await screen.findByRole('tab', { name: 'Français (has an error)' });
      expect(french).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByLabelText('Description in French')).toHaveFocus();
      expect(screen.getByText('Description is too long')).toBeVisible();
    });

    it('speaks French on a French page', () => {
      render(
        <ProductForm
          id="product-form"
          defaultValues={NEW_PRODUCT_VALUES}
          failureMessage={PRODUCT_MESSAGES.addFailed}
          onSubmit={vi.fn()}
        />,
        { locale: 'fr-CA' },
      );
      expect(screen.getByRole('tablist', { name: 'Langue du nom et de la description' })).toBeInTheDocument();
      expect(screen.getByLabelText('Nom en français')).toHaveAccessibleDescription(
        'Facultatif. Si ce champ reste vide, les lecteurs francophones voient le nom en anglais.',
      );
    });
  });
});
