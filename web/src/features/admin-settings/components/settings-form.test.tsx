import { screen, waitFor, within } from '@/testing/render';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { renderSettingsForm as renderForm, SETTINGS_INPUT as INPUT } from '../testing/render-settings-form';

describe('SettingsForm', () => {
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
        ...INPUT,
        expressShippingCost: 17.25,
        lowStockThreshold: 0,
        notifyLowStock: false,
      }),
    );
    expect(
      await screen.findByText('Settings saved successfully! Your changes have been applied.'),
    ).toBeInTheDocument();
  });

  it('warns that an emptied fee makes that delivery free, and saves it only once confirmed', async () => {
    const { user, onSave } = renderForm();
    const express = screen.getByLabelText('Express shipping (CAD)');
    const standard = screen.getByLabelText('Standard shipping (CAD)');
    await user.clear(express);
    expect(express).toHaveAccessibleDescription('An empty fee is saved as 0: express delivery will be free.');
    // A fee typed again takes the warning away.
    await user.clear(standard);
    await user.type(standard, '6.5');
    expect(standard).not.toHaveAccessibleDescription();

    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    let dialog = await screen.findByRole('dialog', { name: 'Save with free delivery?' });
    expect(dialog).toHaveAccessibleDescription(
      'An empty amount is saved as 0, so customers will pay nothing for delivery:',
    );
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('Express delivery will be free.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    dialog = await screen.findByRole('dialog', { name: 'Save with free delivery?' });
    await user.click(within(dialog).getByRole('button', { name: 'Save with free delivery' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        ...INPUT,
        standardShippingCost: 6.5,
        expressShippingCost: 0,
      }),
    );
    expect(onSave).toHaveBeenCalledTimes(1);
    // Saved: the box shows the 0 it now holds, with no warning left.
    await waitFor(() => expect(express).toHaveValue(0));
    expect(express).not.toHaveAccessibleDescription();
  });

  it('warns that an emptied free-shipping threshold frees every delivery, only while free shipping is on', async () => {
    const { user, onSave } = renderForm();
    const threshold = screen.getByLabelText('Free shipping threshold (CAD)');
    await user.clear(threshold);
    expect(threshold).toHaveAccessibleDescription(
      'An empty threshold is saved as 0: with free shipping on, every delivery will be free.',
    );
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save with free delivery?' });
    expect(within(dialog).getByRole('listitem')).toHaveTextContent(
      'Every home delivery will be free: the free-shipping threshold is 0.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onSave).not.toHaveBeenCalled();

    // With free shipping off, the threshold frees nothing: saved without asking.
    await user.click(screen.getByRole('switch', { name: /Free shipping/ }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        ...INPUT,
        enableFreeShipping: false,
        freeShippingThreshold: 0,
      }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
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
    expect(screen.getByText('Ontario (d’après le code postal)')).toBeInTheDocument();
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

  it('registers the shop for a tax with its number and day, and ends a registration', async () => {
    const { user, onSave } = renderForm();
    expect(screen.queryByLabelText('Quebec QST number')).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: /Registered for Quebec QST/ }));
    const number = screen.getByLabelText('Quebec QST number');
    await user.type(number, '12345');
    await user.type(screen.getByLabelText('In effect from'), '2026-07-01');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    // The number's form is checked before anything is sent.
    expect(number).toHaveAccessibleDescription(
      'A QST number is 10 digits, TQ and 4 digits (1234567890 TQ 0001), or NR and 8 digits under the specified system',
    );
    expect(onSave).not.toHaveBeenCalled();

    await user.clear(number);
    await user.type(number, 'nr00012345');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(
        expect.objectContaining({
          taxRegistrations: {
            gstHst: null,
            qst: { number: 'NR00012345', effectiveFrom: '2026-07-01' },
            bcPst: null,
            skPst: null,
            mbRst: null,
          },
        }),
      ),
    );
  });
});
