import { screen, waitFor } from '@/testing/render';
import { describe, expect, it } from 'vitest';
import { DEFAULT_STORE_HOURS } from '@ikawa/contracts/store-hours';
import { renderSettingsForm as renderForm, SETTINGS_INPUT } from '../testing/render-settings-form';
import { weekdayNames } from './store-hours-section';

describe('weekdayNames', () => {
  it('names the week from Monday, long and short, with a capital in French too', () => {
    const english = weekdayNames('en-CA');
    expect(english).toHaveLength(7);
    expect(english[0]).toEqual({ long: 'Monday', short: 'Mon' });
    expect(english[6]).toEqual({ long: 'Sunday', short: 'Sun' });
    expect(weekdayNames('fr-CA')[0]).toEqual({ long: 'Lundi', short: 'Lun.' });
  });
});

// The file's first render of the whole form, then typing and two saves: on a busy two-core machine
// that can take longer than the default 5 s.
describe('StoreHoursSection', { timeout: 15_000 }, () => {
  it('sends the week’s hours with a closed Sunday, and refuses a closing before the opening', async () => {
    const { user, onSave } = renderForm();
    await user.click(screen.getByRole('checkbox', { name: 'Sunday closed' }));
    expect(screen.getByLabelText('Sunday opens')).toBeDisabled();
    const closes = screen.getByLabelText('Monday closes');
    await user.clear(closes);
    await user.type(closes, '08:00');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Closing time must be after opening time')).toBeInTheDocument();
    expect(closes).toHaveAccessibleDescription('Closing time must be after opening time');
    expect(onSave).not.toHaveBeenCalled();

    await user.clear(closes);
    await user.type(closes, '17:30');
    await user.selectOptions(screen.getByLabelText('Time zone'), 'America/Vancouver');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        ...SETTINGS_INPUT,
        timeZone: 'America/Vancouver',
        storeHours: DEFAULT_STORE_HOURS.map((day, i) =>
          i === 0 ? { ...day, close: '17:30' } : i === 6 ? { ...day, closed: true } : day,
        ),
      }),
    );
  });
});
