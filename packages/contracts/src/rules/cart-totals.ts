export interface PricedLine {
  unitPriceCents: number;
  quantity: number;
}

/** SPEC §3: item count is the sum of quantities. */
export function itemCount(lines: readonly { quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** SPEC §3: the total is the sum of price times quantity, in cents to avoid float drift. */
export function subtotalCents(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
}
