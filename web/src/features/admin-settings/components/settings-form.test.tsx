import { render, screen, waitFor } from '@/testing/render';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { StoreSettings, UpdateSettingsInput } from '@ikawa/contracts/settings';
import { DEFAULT_STORE_HOURS } from '@ikawa/contracts/store-hours';
import { ApiError } from '@/lib/api-client';
import { storeSettings } from '@/testing/settings';
import { SettingsForm, toSettingsNumber } from './settings-form';

const SETTINGS = storeSettings({ storeName: 'Ikawa Coffee' });

function renderForm(
  onSave = vi.fn((input: UpdateSettingsInput) => Promise.resolve({ ...SETTINGS, ...input } as StoreSettings)),
  locale: 'en-CA' | 'fr-CA' = 'en-CA',
) {
  render(<SettingsForm settings={SETTINGS} onSave={onSave} />, { locale });
  return { user: userEvent.setup(), onSave };
}

describe('SettingsForm', () => {
  it('counts an empty or unreadable number as 0 (SPEC §5)', () => {
    expect(toSettingsNumber('')).toBe(0);
    expect(toSettingsNumber('abc')).toBe(0);
    expect(toSettingsNumber('12.5')).toBe(12.5);
  });

  it('uses steps of 0.01 for costs and 1 for the threshold, all from 0', () => {
    renderForm();
    expect(screen.getByLabelText('Standard shipping (CAD)')).toHaveAttribute('step', '0.01');
    expect(screen.getByLabelText('Free shipping threshold (CAD)')).toHaveAttribute('min', '0');
    expect(screen.getByLabelText('Low-stock threshold')).toHaveAttribute('step', '1');
    expect(screen.getByRole('switch', { name: /Free shipping/ })).toBeChecked();
    expect(screen.getByLabelText('Currency')).toHaveValue('CAD');
  });

  it('sends the full object and confirms the save', async () => {
    const { user, onSave } = renderForm();
    await user.clear(screen.getByLabelText('Express shipping (CAD)'));
    await user.type(screen.getByLabelText('Express shipping (CAD)'), '17.25');
    await user.clear(screen.getByLabelText('Low-stock threshold'));
    await user.click(screen.getByRole('switch', { name: /Low stock/ }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        ...SETTINGS,
        expressShippingCost: 17.25,
        lowStockThreshold: 0,
        notifyLowStock: false,
      }),
    );
    expect(
      await screen.findByText('Settings saved successfully! Your changes have been applied.'),
    ).toBeInTheDocument();
  });

  it('sends the week’s hours with a closed Sunday, and refuses a closing before the opening', async () => {
    const { user, onSave } = renderForm();
    await user.click(screen.getByRole('checkbox', { name: 'Sunday closed' }));
    expect(screen.getByLabelText('Sunday opens')).toBeDisabled();
    const closes = screen.getByLabelText('Monday closes');
    await user.clear(closes);
    await user.type(closes, '08:00');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Closing time must be after opening time')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();

    await user.clear(closes);
    await user.type(closes, '17:30');
    await user.selectOptions(screen.getByLabelText('Time zone'), 'America/Vancouver');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        ...SETTINGS,
        timeZone: 'America/Vancouver',
        storeHours: DEFAULT_STORE_HOURS.map((day, i) =>
          i === 0 ? { ...day, close: '17:30' } : i === 6 ? { ...day, closed: true } : day,
        ),
      }),
    );
  });

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
      expect(onSave).toHaveBeenCalledWith({ ...SETTINGS, maxUnpaidCashUnits: 30, maxUnpaidCashValue: 400.5 }),
    );
  });

  it("refuses negative fees and shows 'Error saving settings' with the server's message", async () => {
    const onSave = vi.fn(() => Promise.reject(new ApiError(400, 'Please enter a valid email address')));
    const { user } = renderForm(onSave);
    await user.clear(screen.getByLabelText('Standard shipping (CAD)'));
    await user.type(screen.getByLabelText('Standard shipping (CAD)'), '-1');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Must be 0 or more')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Standard shipping (CAD)'));
    await user.type(screen.getByLabelText('Standard shipping (CAD)'), '9');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error saving settings');
    expect(alert).toHaveTextContent('Please enter a valid email address');
  });

  it('speaks French: labels, weekdays, zones, provinces, and the translated checks and confirmation', async () => {
    const { user, onSave } = renderForm(undefined, 'fr-CA');
    expect(screen.getByRole('heading', { name: 'Renseignements sur le magasin' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nom du magasin')).toHaveValue('Ikawa Coffee');
    expect(screen.getByRole('rowheader', { name: /Lundi/ })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /^Dimanche\s:\sfermé$/ })).not.toBeChecked();
    const zone = screen.getByLabelText<HTMLSelectElement>('Fuseau horaire');
    expect(zone.selectedOptions[0]?.text).toBe('Est (Toronto)');
    expect(screen.getByRole('option', { name: 'Québec' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Livraison gratuite/ })).toBeChecked();

    const closes = screen.getByLabelText(/^Lundi\s:\sfermeture$/);
    await user.clear(closes);
    await user.type(closes, '08:00');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText('L’heure de fermeture doit suivre l’heure d’ouverture'),
    ).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();

    await user.clear(closes);
    await user.type(closes, '19:00');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(/^Paramètres enregistrés/)).toBeInTheDocument();
  });
});
