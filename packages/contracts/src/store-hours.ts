import { z } from './zod';

/** The store's week, Monday first (ISO 8601), as `StoreHours` lists it. */
export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

const TimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a 24-hour time such as 09:00');

/** One weekday's hours: open and close on the store's clock, or closed all day. */
export const DayHoursSchema = z
  .object({ closed: z.boolean(), open: TimeSchema, close: TimeSchema })
  .refine((day) => day.closed || day.open < day.close, {
    error: 'Closing time must be after opening time',
    path: ['close'],
  });
export type DayHours = z.infer<typeof DayHoursSchema>;

/** Seven days, Monday first (issue 17 §4). */
export const StoreHoursSchema = z.array(DayHoursSchema).length(7, 'Give the hours of all seven days');
export type StoreHours = z.infer<typeof StoreHoursSchema>;

/** SPEC §9: Mon-Fri 9AM-7PM, Sat-Sun 10AM-6PM — the seeded week. */
export const DEFAULT_STORE_HOURS: StoreHours = [
  ...Array.from({ length: 5 }, () => ({ closed: false, open: '09:00', close: '19:00' })),
  { closed: false, open: '10:00', close: '18:00' },
  { closed: false, open: '10:00', close: '18:00' },
];

/** The store is in Toronto (the seeded address): its clock decides "after closing". */
export const DEFAULT_TIME_ZONE = 'America/Toronto';

/** Zones offered in Settings: Canada's, west to east. */
export const STORE_TIME_ZONES = [
  { value: 'America/Vancouver', label: 'Pacific (Vancouver)' },
  { value: 'America/Edmonton', label: 'Mountain (Edmonton)' },
  { value: 'America/Regina', label: 'Saskatchewan (Regina)' },
  { value: 'America/Winnipeg', label: 'Central (Winnipeg)' },
  { value: 'America/Toronto', label: 'Eastern (Toronto)' },
  { value: 'America/Halifax', label: 'Atlantic (Halifax)' },
  { value: 'America/St_Johns', label: 'Newfoundland (St. John’s)' },
] as const;

export const TimeZoneSchema = z.enum(STORE_TIME_ZONES.map((zone) => zone.value) as [string, ...string[]], {
  error: 'Choose one of the listed time zones',
});
