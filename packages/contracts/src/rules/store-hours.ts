import { DEFAULT_LOCALE, type Locale } from '../i18n';
import { english, type Message } from '../messages';
import type { StoreHours } from '../store-hours';

/** The store's week, the zone its clock reads in, and the days it is closed beyond its week. */
export interface StoreSchedule {
  hours: StoreHours;
  timeZone: string;
  /** Public holidays and other closed dates, `2026-12-25` on the store's clock. */
  holidays?: readonly string[];
}

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const SHORT_DAY = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** "09:30" → 570. */
export function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** "09:00" → "9AM", "18:30" → "6:30PM", "12:00" → "12PM" (the shop's own short style). */
export function formatClock(time: string): string {
  const total = minutesOf(time);
  const h = Math.floor(total / 60) % 24;
  const m = total % 60;
  const suffix = h < 12 ? 'AM' : 'PM';
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return m === 0 ? `${h12}${suffix}` : `${h12}:${String(m).padStart(2, '0')}${suffix}`;
}

/** A time as the locale's shop writes it: en-CA "9AM", "6:30PM"; fr-CA "9 h", "18 h 30". */
export function formatClockIn(time: string, locale: Locale = DEFAULT_LOCALE): string {
  if (locale !== 'fr-CA') return formatClock(time);
  const total = minutesOf(time);
  const h = Math.floor(total / 60) % 24;
  const m = total % 60;
  return m === 0 ? `${h}\u00a0h` : `${h}\u00a0h\u00a0${String(m).padStart(2, '0')}`;
}

const dayNames = new Map<Locale, string[]>();
/** The short weekday names, Monday first, capitalised to start a line: "Mon", "Lun.". */
function shortDays(locale: Locale): readonly string[] {
  if (locale === 'en-CA') return SHORT_DAY;
  let names = dayNames.get(locale);
  if (!names) {
    const format = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
    // 2024-01-01 was a Monday.
    names = Array.from({ length: 7 }, (_, i) => format.format(new Date(Date.UTC(2024, 0, 1 + i))));
    dayNames.set(locale, names);
  }
  return names;
}

const capitalise = (word: string) => `${word.charAt(0).toLocaleUpperCase()}${word.slice(1)}`;

/**
 * The week as short lines, consecutive days with the same hours joined, as descriptors in the
 * reader's locale (day names and times are formatted here, the wording is the catalog's).
 */
export function storeHoursMessages(hours: StoreHours, locale: Locale = DEFAULT_LOCALE): Message[] {
  const days = shortDays(locale);
  const key = (i: number) => {
    const day = hours[i]!;
    return day.closed ? 'closed' : `${day.open}-${day.close}`;
  };
  const lines: Message[] = [];
  let start = 0;
  for (let i = 1; i <= hours.length; i++) {
    if (i < hours.length && key(i) === key(start)) continue;
    const day = hours[start]!;
    const from = capitalise(days[start]!);
    const to = days[i - 1]!;
    const open = formatClockIn(day.open, locale);
    const close = formatClockIn(day.close, locale);
    const single = i - 1 === start;
    if (day.closed)
      lines.push(
        single
          ? /*i18n*/ { id: 'storeHours.day.closed', message: '{day} Closed', values: { day: from } }
          : /*i18n*/ { id: 'storeHours.days.closed', message: '{from}-{to} Closed', values: { from, to } },
      );
    else
      lines.push(
        single
          ? /*i18n*/ {
              id: 'storeHours.day.open',
              message: '{day} {open}-{close}',
              values: { day: from, open, close },
            }
          : /*i18n*/ {
              id: 'storeHours.days.open',
              message: '{from}-{to} {open}-{close}',
              values: { from, to, open, close },
            },
      );
    start = i;
  }
  return lines;
}

/**
 * The week in English short lines: ["Mon-Fri 9AM-7PM", "Sat-Sun 10AM-6PM"], or "Sun Closed" for
 * a closed day.
 */
export function formatStoreHours(hours: StoreHours): string[] {
  return storeHoursMessages(hours).map(english);
}

interface ZonedDay {
  year: number;
  month: number;
  day: number;
  /** 0 = Monday … 6 = Sunday, the order of `StoreHours`. */
  weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // Read by the code below, never shown: a fixed locale keeps the weekday names it compares.
    // eslint-disable-next-line no-restricted-syntax -- parsed, not shown to anyone
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Each zone's last wall clock and the minute it was read for (zones' offsets change on a minute). */
const lastClocks = new Map<string, { minute: number; clock: ReturnType<typeof readWallClock> }>();

/** The store's calendar day, weekday and UTC offset at `instant` (read once a minute per zone). */
function wallClock(instant: number, timeZone: string) {
  const minute = Math.floor(instant / MINUTE_MS);
  const last = lastClocks.get(timeZone);
  if (last?.minute === minute) return last.clock;
  const clock = readWallClock(instant, timeZone);
  lastClocks.set(timeZone, { minute, clock });
  return clock;
}

function readWallClock(instant: number, timeZone: string) {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instant))) parts[part.type] = part.value;
  const year = Number(parts.year);
  const month = Number(parts.month);
  const day = Number(parts.day);
  const asUtc = Date.UTC(
    year,
    month - 1,
    day,
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  const weekday = SHORT_DAY.indexOf(parts.weekday as (typeof SHORT_DAY)[number]);
  return { year, month, day, weekday, offset: asUtc - Math.floor(instant / 1000) * 1000 };
}

const dayKeyOf = (day: ZonedDay) =>
  `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;

function isHoliday(day: ZonedDay, schedule: StoreSchedule): boolean {
  return schedule.holidays?.includes(dayKeyOf(day)) ?? false;
}

/**
 * `2026-11-25`: the calendar day of `at` on the clock of `timeZone` (the store's day, which picks
 * the tax rates in force and "today's" deliveries). Read through the zone's wall clock, so the
 * orders of one minute cost one `Intl` call between them.
 */
export function calendarDayIn(timeZone: string, at: Date): string {
  return dayKeyOf(wallClock(at.getTime(), timeZone));
}

/** Opening and closing instants already worked out (a few per day and zone; `Intl` is slow). */
const instants = new Map<string, number>();

/** The instant at which the store's clock reads `minutes` past midnight of that calendar day. */
function instantAt(day: ZonedDay, minutes: number, timeZone: string): number {
  const key = `${timeZone} ${day.year}-${day.month}-${day.day} ${minutes}`;
  const known = instants.get(key);
  if (known !== undefined) return known;
  const guess = Date.UTC(day.year, day.month - 1, day.day) + minutes * MINUTE_MS;
  const first = guess - wallClock(guess, timeZone).offset;
  // Near a DST change the offset at the answer may differ from the guess's: one more pass.
  const instant = guess - wallClock(first, timeZone).offset;
  if (instants.size >= 1_000) instants.clear();
  instants.set(key, instant);
  return instant;
}

function nextDay(day: ZonedDay): ZonedDay {
  const next = new Date(Date.UTC(day.year, day.month - 1, day.day + 1));
  return {
    year: next.getUTCFullYear(),
    month: next.getUTCMonth() + 1,
    day: next.getUTCDate(),
    weekday: (day.weekday + 1) % 7,
  };
}

/**
 * Adds `durationMs` of opening time to `now`: only time while the store is open
 * counts, so work that does not fit before closing goes on at the next opening. A store with no
 * open day at all gives `now + durationMs`.
 */
export function addOpeningTime(now: Date, durationMs: number, schedule: StoreSchedule): Date {
  if (schedule.hours.every((day) => day.closed)) return new Date(now.getTime() + durationMs);
  let cursor = now.getTime();
  let left = durationMs;
  const clock = wallClock(cursor, schedule.timeZone);
  let day: ZonedDay = clock;
  // Two weeks is more than enough for any week with one open day.
  for (let i = 0; i < 15; i++) {
    const hours = schedule.hours[day.weekday];
    if (hours && !hours.closed && !isHoliday(day, schedule)) {
      const opens = instantAt(day, minutesOf(hours.open), schedule.timeZone);
      const closes = instantAt(day, minutesOf(hours.close), schedule.timeZone);
      if (cursor < opens) cursor = opens;
      if (cursor < closes) {
        if (cursor + left <= closes) return new Date(cursor + left);
        left -= closes - cursor;
        cursor = closes;
      }
    }
    day = nextDay(day);
  }
  return new Date(now.getTime() + durationMs);
}

/** Whether the store is open at `at`. */
export function isOpenAt(at: Date, schedule: StoreSchedule): boolean {
  const clock = wallClock(at.getTime(), schedule.timeZone);
  const hours = schedule.hours[clock.weekday];
  if (!hours || hours.closed || isHoliday(clock, schedule)) return false;
  const t = at.getTime();
  return (
    t >= instantAt(clock, minutesOf(hours.open), schedule.timeZone) &&
    t < instantAt(clock, minutesOf(hours.close), schedule.timeZone)
  );
}

/**
 * A business day: Monday to Friday, a day the store's week has it open, and not one of its
 * holidays. Deliveries ship and travel on business days only.
 */
function isBusinessDay(day: ZonedDay, schedule: StoreSchedule): boolean {
  const hours = schedule.hours[day.weekday];
  return day.weekday < 5 && !!hours && !hours.closed && !isHoliday(day, schedule);
}

function nextBusinessDay(day: ZonedDay, schedule: StoreSchedule): ZonedDay | null {
  let next = nextDay(day);
  // A year without a business day is a week with no open weekday: no promise can be made.
  for (let i = 0; i < 366; i++, next = nextDay(next)) if (isBusinessDay(next, schedule)) return next;
  return null;
}

/**
 * A delivery promise moved to a day its delivery zone is served (decision 019): the promised day
 * when the zone is served on it, else the last minute of the first later day of `weekdays`
 * (0 = Monday) that is not a holiday. Without days, the promise as it is.
 */
export function onServedDay(promised: Date, weekdays: readonly number[], schedule: StoreSchedule): Date {
  if (weekdays.length === 0) return promised;
  let day: ZonedDay = wallClock(promised.getTime(), schedule.timeZone);
  for (let i = 0; i < 366; i++, day = nextDay(day)) {
    if (!weekdays.includes(day.weekday) || isHoliday(day, schedule)) continue;
    return i === 0 ? promised : new Date(instantAt(day, 24 * 60 - 1, schedule.timeZone));
  }
  return promised;
}

/**
 * The last minute of the business day `businessDays` after the order ships, on the store's clock.
 * An order ships the day it is placed when that is a business day and the store's clock reads
 * before `cutoff` ("14:00"); otherwise it ships the next business day. Null when the store's
 * week has no open weekday at all.
 */
export function businessDaysAfterShipping(
  now: Date,
  businessDays: number,
  cutoff: string,
  schedule: StoreSchedule,
): Date | null {
  const clock = wallClock(now.getTime(), schedule.timeZone);
  const minuteOfDay = Math.floor(((((now.getTime() + clock.offset) % DAY_MS) + DAY_MS) % DAY_MS) / MINUTE_MS);
  let day: ZonedDay | null =
    isBusinessDay(clock, schedule) && minuteOfDay < minutesOf(cutoff)
      ? clock
      : nextBusinessDay(clock, schedule);
  for (let i = 0; day && i < businessDays; i++) day = nextBusinessDay(day, schedule);
  return day ? new Date(instantAt(day, 24 * 60 - 1, schedule.timeZone)) : null;
}
