/**
 * The web reads `VITE_*` variables only, here (STYLE §6). Plain code rather than a zod schema:
 * this runs on every page's start and zod stays out of the first page's JavaScript (issue 3 §8).
 */
function nonEmpty(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() ? value : fallback;
}

export const env = {
  API_URL: nonEmpty(import.meta.env.VITE_API_URL, '/api'),
} as const;
