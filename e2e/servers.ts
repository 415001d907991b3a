/**
 * One shop per Playwright worker. Specs change what every page reads (the store settings, the
 * policy pages, the demo catalogue's stock), so two workers never share a server: worker `n`
 * (its `parallelIndex`) talks to the shop on E2E_PORT + n, each on a fresh embedded database of
 * its own (e2e-server.mjs). E2E_WORKERS sets how many workers, and so shops (2 by default);
 * runs side by side need E2E_PORT values at least that far apart. (`--workers` on the command
 * line cannot start more shops: use E2E_WORKERS.)
 */
export const WORKERS = Number(process.env.E2E_WORKERS ?? 2);
if (!Number.isInteger(WORKERS) || WORKERS < 1)
  throw new Error(`E2E_WORKERS must be a whole number from 1, not ${process.env.E2E_WORKERS}`);

/** The first shop's port; the others follow it. */
export const FIRST_PORT = Number(process.env.E2E_PORT ?? 3100);

/** The port of the shop of the worker with this `parallelIndex`. */
export const portOf = (parallelIndex: number) => FIRST_PORT + parallelIndex;

/** The address of the shop of the worker with this `parallelIndex`. */
export const serverUrl = (parallelIndex: number) => `http://localhost:${portOf(parallelIndex)}`;
