import type { MessageDescriptor } from '@lingui/core';
import { createContext } from 'react';
import type { LoginInput, RegisterInput } from '@ikawa/contracts/auth';
import type { User } from '@ikawa/contracts/users';

/** `loading` while a stored token is being verified with GET /auth/me. */
export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

/** `forgot` asks for a password reset link. */
export type AuthDialogMode = 'signin' | 'signup' | 'forgot';

export interface AuthDialogState {
  open: boolean;
  mode: AuthDialogMode;
  /** Where a customer goes after signing in (e.g. the page they tried to open). */
  redirectTo: string | null;
  /**
   * A calm note above the form, e.g. that the session expired: a descriptor the dialog
   * translates, or a sentence already in the page's language.
   */
  notice: MessageDescriptor | string | null;
}

export interface OpenAuthDialogOptions {
  mode?: AuthDialogMode;
  redirectTo?: string;
  notice?: MessageDescriptor | string;
}

export interface AuthContextValue {
  user: User | null;
  token: string | null;
  status: AuthStatus;
  isLoading: boolean;
  login: (input: LoginInput) => Promise<User>;
  register: (input: RegisterInput) => Promise<User>;
  /** Forgets the session locally; `useLogout` also returns to the home page. */
  logout: () => void;
  /** Takes a changed user from the server (profile, picture) so the navbar shows it at once. */
  updateUser: (user: User) => void;
  /** Keeps the user signed in with a fresh token, e.g. after a password change ended the old one. */
  replaceSession: (token: string, user: User) => void;
  dialog: AuthDialogState;
  openAuthDialog: (options?: OpenAuthDialogOptions) => void;
  closeAuthDialog: () => void;
  setAuthDialogMode: (mode: AuthDialogMode) => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
