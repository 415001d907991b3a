import { type ReactNode, useMemo, useState } from 'react';
import type { User } from '@ikawa/contracts/users';
import {
  AuthContext,
  type AuthContextValue,
  type AuthDialogState,
  type AuthStatus,
} from '../hooks/auth-context';

/** Test-only: a user as GET /auth/me would return it. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    _id: 'u1',
    id: 'u1',
    name: 'Aline Niyonzima',
    email: 'aline@example.com',
    role: 'customer',
    phone: null,
    profileImage: null,
    address: null,
    createdAt: '2025-03-04T10:00:00.000Z',
    lastLogin: null,
    ...overrides,
  };
}

interface MockAuthProviderProps {
  children: ReactNode;
  user?: User | null;
  status?: AuthStatus;
  login?: AuthContextValue['login'];
  register?: AuthContextValue['register'];
  logout?: () => void;
  updateUser?: AuthContextValue['updateUser'];
  replaceSession?: AuthContextValue['replaceSession'];
  initialDialog?: Partial<AuthDialogState>;
}

/**
 * Test-only: the auth context with a chosen state. The dialog state is real React state so the
 * dialog can open, close and switch modes; sign-in calls are whatever the test passes.
 */
export function MockAuthProvider({
  children,
  user = null,
  status = user ? 'authenticated' : 'anonymous',
  login = () => Promise.reject(new Error('login not mocked')),
  register = () => Promise.reject(new Error('register not mocked')),
  logout = () => {},
  updateUser = () => {},
  replaceSession = () => {},
  initialDialog,
}: MockAuthProviderProps) {
  const [dialog, setDialog] = useState<AuthDialogState>({
    open: false,
    mode: 'signin',
    redirectTo: null,
    notice: null,
    ...initialDialog,
  });
  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      token: user ? 'test-token' : null,
      status,
      isLoading: status === 'loading',
      login,
      register,
      logout,
      updateUser,
      replaceSession,
      dialog,
      openAuthDialog: (options = {}) =>
        setDialog({
          open: true,
          mode: options.mode ?? 'signin',
          redirectTo: options.redirectTo ?? null,
          notice: options.notice ?? null,
        }),
      closeAuthDialog: () => setDialog((current) => ({ ...current, open: false })),
      setAuthDialogMode: (mode) => setDialog((current) => ({ ...current, mode, notice: null })),
    }),
    [user, status, login, register, logout, updateUser, replaceSession, dialog],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}
