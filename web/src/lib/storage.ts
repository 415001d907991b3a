import type { User } from '@ikawa/contracts/users';

/** localStorage keys shared with the rest of the product (SPEC §3, §9). */
export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  cart: 'cart',
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

const sessionEndListeners = new Set<(userId: string) => void>();

/**
 * Called with the user's id when a session ends on this device (sign-out, or a session the
 * server no longer accepts): a part that keeps that user's data on the device forgets it.
 */
export function onSessionEnd(listener: (userId: string) => void): () => void {
  sessionEndListeners.add(listener);
  return () => {
    sessionEndListeners.delete(listener);
  };
}

function storedUserId(): string | null {
  try {
    const id = (JSON.parse(readItem(STORAGE_KEYS.user) ?? 'null') as { _id?: unknown } | null)?._id;
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}

export function clearSession(): void {
  const userId = storedUserId();
  writeItem(STORAGE_KEYS.token, null);
  writeItem(STORAGE_KEYS.user, null);
  if (userId) for (const listener of sessionEndListeners) listener(userId);
}
