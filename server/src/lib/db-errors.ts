/** PostgreSQL error codes reach us wrapped (DrizzleQueryError → cause); walk the chain. */
function pgCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => pgCode(error) === '23505';

/** A unique violation of that constraint (the driver names it beside the code). */
export function isUniqueViolationOf(error: unknown, constraint: string): boolean {
  if (!isUniqueViolation(error)) return false;
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const named = (current as { constraint?: unknown }).constraint;
    if (typeof named === 'string') return named === constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
export const isCheckViolation = (error: unknown) => pgCode(error) === '23514';
export const isDeadlock = (error: unknown) => pgCode(error) === '40P01';

/**
 * PostgreSQL refused a text or JSON value holding a NUL character (`\u0000`): 22021 "invalid
 * byte sequence for encoding UTF8: 0x00" for text, 22P05 "unsupported Unicode escape sequence"
 * for jsonb. A JavaScript string reaches the database as valid UTF-8 in every other case, so
 * either means the input carried a NUL, wherever it came from (a signed webhook, a multipart
 * field, a header).
 */
export const isNulInText = (error: unknown) => {
  const code = pgCode(error);
  return code === '22021' || code === '22P05';
};

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EPIPE',
  '57P01', // admin_shutdown (pg_terminate_backend, a restart)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
]);
const UNAVAILABLE_MESSAGE =
  /Connection terminated|Query read timeout|timeout exceeded when trying to connect|connection error|Connection closed|PGlite is closed|not queryable|Client was closed/i;

/**
 * The database could not be reached or dropped the connection: the request is
 * answered 503 and the process goes on; the pool connects afresh for the next one.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
