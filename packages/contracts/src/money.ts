/** Money helpers: the server stores integer cents, the API shows dollars with 2 decimals. */

export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

export function fromCents(cents: number): number {
  return Math.round(cents) / 100;
}
