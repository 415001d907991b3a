import { screen, waitFor } from '@/testing/render';
import { describe, expect, it } from 'vitest';
import { renderSettingsForm as renderForm, SETTINGS_INPUT } from '../testing/render-settings-form';

// The file's first render of the whole form, then typing and two saves: on a busy two-core machine
// that can take longer than the default 5 s.
describe('CashOrdersSection', { timeout: 15_000 }, () => {
  it('edits the unpaid cash caps, explained, and refuses a fraction of an item or a value under $1', async () => {
    const { user, onSave } = renderForm();
    const units = screen.getByLabelText('Unpaid items per customer');
    const value = screen.getByLabelText('Unpaid value per customer (CAD)');
    expect(units).toHaveValue(50);
    expect(value).toHaveValue(2000);
    expect(units).toHaveAccessibleDescription(/Items one account may hold in unpaid cash orders at once/);
    expect(value).toHaveAccessibleDescription(/tax and delivery included/);

    await user.clear(units);
    await user.type(units, '2.5');
    await user.clear(value);
    await user.type(value, '0.5');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Must be a whole number')).toBeInTheDocument();
    expect(screen.getByText('Must be at least $1')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();

    await user.clear(units);
    await user.type(units, '30');
    await user.clear(value);
    await user.type(value, '400.50');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        ...SETTINGS_INPUT,
        maxUnpaidCashUnits: 30,
        maxUnpaidCashValue: 400.5,
      }),
    );
  });
});
