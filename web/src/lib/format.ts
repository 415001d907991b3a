export { formatPrice } from '@ikawa/contracts/display';

const dateFormatter = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
});

const dateTimeFormatter = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** Moments as "Mar 4, 2026, 3:05 PM"; an unreadable value is shown as a dash. */
export function formatDateTime(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : dateTimeFormatter.format(date);
}

/** Dates as "Mar 4, 2026"; an unreadable value is shown as a dash. */
export function formatDate(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : dateFormatter.format(date);
}

/** DESIGN: weights are kilograms and 0.5 reads "1/2 kg". */
export function formatWeight(kg: number): string {
  return kg === 0.5 ? '1/2 kg' : `${kg} kg`;
}

/** The first letter of a name, for avatars. */
export function initial(name: string): string {
  return name.trim().charAt(0).toUpperCase() || '?';
}

export function currentYear(): number {
  return new Date().getFullYear();
}
