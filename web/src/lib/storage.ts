import type { User } from '@ikawa/contracts/users';

/** localStorage keys shared with the rest of the product (SPEC §3, §9). */
export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  cart: 'cart',
  /** Subscribe & save: the rhythm the whole cart is bought on (`{"everyWeeks":4}`), absent for one-time. */
  cartSubscription: 'cart-subscription',
} as const;

/** Storage can throw (private mode, disabled storage); the app then behaves as signed out. */
export function readItem(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeItem(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the session then lasts only as long as the page.
  }
}

export function readToken(): string | null {
  return readItem(STORAGE_KEYS.token) || null;
}

/**
 * The user saved with the token, checked against the contract. Asynchronous because the schema
 * (and zod) load on demand: a first visit, with nothing stored, never needs them.
 */
export async function readStoredUser(): Promise<User | null> {
  const raw = readItem(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    const { UserSchema } = await import('@ikawa/contracts/users');
    const parsed = UserSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeSession(token: string, user: User): void {
  writeItem(STORAGE_KEYS.token, token);
  writeItem(STORAGE_KEYS.user, JSON.stringify(user));
}

export function writeStoredUser(user: User): void {
  writeItem(STORAGE_KEYS.user, JSON.stringify(user));
}

/**
 * Dispatched on `window` when a session ends on this device (sign-out, or a session the server no
 * longer accepts), with the stored user's JSON as `detail`: a part that keeps that user's data on
 * the device forgets it (the courier app, decision 020). An event, so the storefront's first
 * page carries no more than these lines.
 */
export const SESSION_END_EVENT = 'ikawa:session-end';

export function clearSession(): void {
  const user = readItem(STORAGE_KEYS.user);
  writeItem(STORAGE_KEYS.token, null);
  writeItem(STORAGE_KEYS.user, null);
  if (user) window.dispatchEvent(new CustomEvent(SESSION_END_EVENT, { detail: user }));
}
