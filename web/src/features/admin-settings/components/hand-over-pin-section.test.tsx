import { screen, waitFor, within } from '@/testing/render';
import { describe, expect, it } from 'vitest';
import { renderSettingsForm as renderForm } from '../testing/render-settings-form';

describe('Settings: when the courier asks for the hand-over PIN', () => {
  it('starts from cash orders and sacks, and saves a total rule and every delivery', async () => {
    const { user, onSave } = renderForm();
    const section = screen.getByRole('region', { name: 'Hand-over PIN' });
    expect(within(section).getByRole('checkbox', { name: 'Every delivery' })).not.toBeChecked();
    expect(within(section).getByRole('checkbox', { name: /Cash orders/ })).toBeChecked();
    expect(within(section).getByRole('checkbox', { name: 'Orders with a 60 kg sack' })).toBeChecked();

    await user.click(within(section).getByRole('checkbox', { name: 'Every delivery' }));
    await user.type(within(section).getByRole('spinbutton', { name: 'Orders from this total (CAD)' }), '150');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(
        expect.objectContaining({
          handOverPin: { always: true, cashOrders: true, sacks: true, aboveValue: 150 },
        }),
      ),
    );
  });

  it('reads an emptied total as no such rule', async () => {
    const { user, onSave } = renderForm();
    const section = screen.getByRole('region', { name: 'Hand-over PIN' });
    const total = within(section).getByRole('spinbutton', { name: 'Orders from this total (CAD)' });
    await user.type(total, '80');
    await user.clear(total);
    await user.click(within(section).getByRole('checkbox', { name: /Cash orders/ }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(
        expect.objectContaining({
          handOverPin: { always: false, cashOrders: false, sacks: true, aboveValue: null },
        }),
      ),
    );
  });
});
