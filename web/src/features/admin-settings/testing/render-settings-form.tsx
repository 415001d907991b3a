import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { Locale } from '@ikawa/contracts/i18n';
import type { StoreSettings, UpdateSettingsInput } from '@ikawa/contracts/settings';
import { render } from '@/testing/render';
import { storeSettings } from '@/testing/settings';
import { SettingsForm } from '../components/settings-form';

/** Test-only: the settings the form starts from. */
export const SETTINGS = storeSettings({ storeName: 'Ikawa Coffee' });

/** Test-only: what the form sends of them: all but the province the server reads from the postal code. */
export const { storeProvince: _derived, ...SETTINGS_INPUT } = SETTINGS;

/**
 * Test-only: the settings form on `SETTINGS`, saving through `onSave` (by default, the server
 * answers with what was sent).
 */
export function renderSettingsForm(
  onSave = vi.fn((input: UpdateSettingsInput) => Promise.resolve({ ...SETTINGS, ...input } as StoreSettings)),
  locale: Locale = 'en-CA',
) {
  render(<SettingsForm settings={SETTINGS} onSave={onSave} />, { locale });
  return { user: userEvent.setup(), onSave };
}
