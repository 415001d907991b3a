import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import type { UpdateSettingsInputSchema } from '@ikawa/contracts/settings';

/** The settings form's values as its fields hold them (numbers may still be text). */
export type SettingsValues = z.input<typeof UpdateSettingsInputSchema>;

/** What each section of the settings form is given by the form around it. */
export interface SettingsSectionProps {
  register: UseFormRegister<SettingsValues>;
  errors: FieldErrors<SettingsValues>;
}

/** SPEC §5: an empty or unreadable number counts as 0 (the minimum of 0 is the schema's). */
export function toSettingsNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value !== 'string' || value.trim() === '') return 0;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : 0;
}

/** The `register` options of a number field: the value is read with `toSettingsNumber`. */
export const SETTINGS_NUMBER = { setValueAs: toSettingsNumber };
