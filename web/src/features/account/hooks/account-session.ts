import { createContext, useContext } from 'react';
import type { User } from '@ikawa/contracts/users';

/**
 * What the account area needs from the signed-in session. The app layer fills it from the auth
 * feature (features do not import each other), so every answer that returns the user can hand it
 * back and the navbar's name and picture change at once.
 */
export interface AccountSession {
  /** Null only if the session was lost while a page was open (the route guard redirects). */
  user: User | null;
  /** The server changed the user (profile, picture, default address). */
  onUserChange: (user: User) => void;
  /** A password change ended the old token and issued a new one. */
  onSessionChange: (token: string, user: User) => void;
}

export const AccountSessionContext = createContext<AccountSession | null>(null);

export function useAccountSession(): AccountSession {
  const value = useContext(AccountSessionContext);
  if (!value) throw new Error('useAccountSession must be used inside <AccountSessionContext>');
  return value;
}
