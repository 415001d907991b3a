import { render, screen } from '@/testing/render';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@ikawa/contracts/i18n';
import type { ProductTextField } from '@ikawa/contracts/products';
import { ProductText, UntranslatedBadge } from './product-text';

function product(untranslated: ProductTextField[]) {
  return { name: 'Kayanza Ground', description: 'Red fruit and cocoa.', untranslated };
}

function renderText(untranslated: ProductTextField[], locale: Locale, field: ProductTextField = 'name') {
  return render(
    <p data-testid="text">
      <ProductText product={product(untranslated)} field={field} />
    </p>,
    { locale },
  );
}

describe('ProductText', () => {
  it('marks a text sent in English on a French page as English, with a badge', () => {
    renderText(['name', 'description'], 'fr-CA', 'description');
    expect(screen.getByText('Red fruit and cocoa.')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Texte en anglais')).toBeVisible();
    expect(screen.getByTestId('text')).toHaveTextContent('Red fruit and cocoa. Texte en anglais');
  });

  it('leaves a text written in French as it is', () => {
    renderText(['description'], 'fr-CA', 'name');
    expect(screen.getByTestId('text')).toHaveTextContent(/^Kayanza Ground$/);
    expect(screen.getByTestId('text').querySelector('[lang]')).toBeNull();
  });

  it('changes nothing on an English page', () => {
    renderText(['name', 'description'], 'en-CA');
    expect(screen.getByTestId('text')).toHaveTextContent(/^Kayanza Ground$/);
    expect(screen.getByTestId('text').querySelector('[lang]')).toBeNull();
    expect(screen.queryByText('English text')).not.toBeInTheDocument();
  });

  it('can leave the badge to stand elsewhere', () => {
    render(
      <>
        <h3>
          <ProductText product={product(['name'])} field="name" badge={false} />
        </h3>
        <UntranslatedBadge product={product(['name'])} field="name" />
        <UntranslatedBadge product={product(['name'])} field="description" />
      </>,
      { locale: 'fr-CA' },
    );
    expect(screen.getByRole('heading', { name: 'Kayanza Ground' })).toBeInTheDocument();
    expect(screen.getAllByText('Texte en anglais')).toHaveLength(1);
  });
});
