/**
 * The web reads `VITE_*` variables only (the ones Vite puts in the browser's code), and only here,
 * so every setting of the build is in one place. Plain code rather than a zod schema:
 * this runs on every page's start and zod stays out of the first page's JavaScript.
 */
function nonEmpty(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() ? value : fallback;
}

export const env = {
  API_URL: nonEmpty(import.meta.env.VITE_API_URL, '/api'),
} as const;
