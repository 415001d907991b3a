import { z } from './zod';
import { type Message, text } from './messages';

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

export const TimeSchema = z
  .string()
  .regex(
    /^([01]\d|2[0-3]):[0-5]\d$/,
    text(/*i18n*/ { id: 'validation.time.format', message: 'Use a 24-hour time such as 09:00' }),
  );

/** One weekday's hours: open and close on the store's clock, or closed all day. */
export const DayHoursSchema = z
  .object({ closed: z.boolean(), open: TimeSchema, close: TimeSchema })
  .refine((day) => day.closed || day.open < day.close, {
    error: text(
      /*i18n*/ { id: 'validation.hours.closeAfterOpen', message: 'Closing time must be after opening time' },
    ),
    path: ['close'],
  });
export type DayHours = z.infer<typeof DayHoursSchema>;

/** Seven days, Monday first. */
export const StoreHoursSchema = z
  .array(DayHoursSchema)
  .length(
    7,
    text(/*i18n*/ { id: 'validation.hours.sevenDays', message: 'Give the hours of all seven days' }),
  );
export type StoreHours = z.infer<typeof StoreHoursSchema>;

/** SPEC §9: Mon-Fri 9AM-7PM, Sat-Sun 10AM-6PM — the seeded week. */
export const DEFAULT_STORE_HOURS: StoreHours = [
  ...Array.from({ length: 5 }, () => ({ closed: false, open: '09:00', close: '19:00' })),
  { closed: false, open: '10:00', close: '18:00' },
  { closed: false, open: '10:00', close: '18:00' },
];

// Kept in constants.ts (no schema library), so the first page can read it.
export { DEFAULT_TIME_ZONE } from './constants';

/** Zones offered in Settings: Canada's, west to east. */
export const STORE_TIME_ZONE_MESSAGES = [
  {
    value: 'America/Vancouver',
    message: /*i18n*/ { id: 'timeZone.vancouver', message: 'Pacific (Vancouver)' },
  },
  {
    value: 'America/Edmonton',
    message: /*i18n*/ { id: 'timeZone.edmonton', message: 'Mountain (Edmonton)' },
  },
  { value: 'America/Regina', message: /*i18n*/ { id: 'timeZone.regina', message: 'Saskatchewan (Regina)' } },
  { value: 'America/Winnipeg', message: /*i18n*/ { id: 'timeZone.winnipeg', message: 'Central (Winnipeg)' } },
  { value: 'America/Toronto', message: /*i18n*/ { id: 'timeZone.toronto', message: 'Eastern (Toronto)' } },
  { value: 'America/Halifax', message: /*i18n*/ { id: 'timeZone.halifax', message: 'Atlantic (Halifax)' } },
  {
    value: 'America/St_Johns',
    message: /*i18n*/ { id: 'timeZone.stJohns', message: 'Newfoundland (St. John’s)' },
  },
] as const satisfies readonly { value: string; message: Message }[];
export const STORE_TIME_ZONES = STORE_TIME_ZONE_MESSAGES.map((zone) => ({
  value: zone.value,
  label: zone.message.message,
}));

export const TimeZoneSchema = z.enum(STORE_TIME_ZONES.map((zone) => zone.value) as [string, ...string[]], {
  error: text(/*i18n*/ { id: 'validation.timeZone.unknown', message: 'Choose one of the listed time zones' }),
});
