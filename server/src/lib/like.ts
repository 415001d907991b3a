/** A LIKE/ILIKE pattern for "contains": `%` and `_` typed by a person are literal, not wildcards. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
