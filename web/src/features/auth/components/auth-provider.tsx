import { useLingui } from '@lingui/react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { LoginInput, RegisterInput } from '@ikawa/contracts/auth';
import type { User } from '@ikawa/contracts/users';
import { onUnauthorized } from '@/lib/api-client';
import { isServerRendered } from '@/lib/ssr-state';
import { clearSession, readStoredUser, readToken, writeSession, writeStoredUser } from '@/lib/storage';
import { meQueryKey, useMe } from '../api/get-me';
import {
  AuthContext,
  type AuthContextValue,
  type AuthDialogMode,
  type AuthDialogState,
  type AuthStatus,
  type OpenAuthDialogOptions,
} from '../hooks/auth-context';

interface Session {
  token: string;
  /** The user stored with the token; replaced by the server's answer once verified. */
  user: User | null;
}

/** The stored user joins the session a moment later, once checked (`readStoredUser`). */
function readSession(): Session | null {
  const token = readToken();
  return token ? { token, user: null } : null;
}

const CLOSED_DIALOG: AuthDialogState = { open: false, mode: 'signin', redirectTo: null, notice: null };

/**
 * Holds the token and user from localStorage (SPEC §3), verifies them with GET /auth/me on load,
 * and owns the sign-in dialog so any screen can ask for a sign-in.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { i18n } = useLingui();
  const [storedSession, setSession] = useState<Session | null>(readSession);
  // A page the server rendered was rendered signed out (the server has no session): the first
  // render matches it, and the stored session joins right after hydration (decision 012), as a
  // transition: parts of the page still waiting for their code (components/ui/on-demand.tsx)
  // are hydrated first instead of being replaced by their fallback.
  const [joined, setJoined] = useState(() => !isServerRendered());
  useEffect(() => {
    if (!joined) startTransition(() => setJoined(true));
  }, [joined]);
  const session = joined ? storedSession : null;
  const [dialog, setDialog] = useState<AuthDialogState>(CLOSED_DIALOG);
  const verifiedRef = useRef(false);

  // SPEC §4: a 401 anywhere clears the session (the API client already cleared storage).
  // Subscribed before the verification query below starts, so its answer cannot be missed.
  useEffect(
    () =>
      onUnauthorized(() => {
        const wasSignedIn = verifiedRef.current;
        setSession(null);
        queryClient.clear();
        if (wasSignedIn) {
          void import('@ikawa/contracts/auth').then(({ AUTH_MESSAGE_DESCRIPTORS }) =>
            setDialog({
              open: true,
              mode: 'signin',
              redirectTo: null,
              notice: AUTH_MESSAGE_DESCRIPTORS.sessionExpired,
            }),
          );
        }
      }),
    [queryClient],
  );

  // The stored copy of the user shows until the server answers (or if it cannot be reached).
  const initialToken = useRef(storedSession?.token);
  useEffect(() => {
    const token = initialToken.current;
    if (!token) return;
    void readStoredUser().then((stored) => {
      if (!stored) return;
      setSession((current) =>
        current?.token === token && !current.user ? { ...current, user: stored } : current,
      );
    });
  }, []);

  const me = useMe({ enabled: session !== null });

  const user = session ? (me.data?.user ?? session.user) : null;
  let status: AuthStatus = 'anonymous';
  if (session && me.isPending) status = 'loading';
  else if (user) status = 'authenticated';

  useEffect(() => {
    verifiedRef.current = me.isSuccess;
  }, [me.isSuccess]);

  // Keep the stored copy of the user in step with the server's answer.
  useEffect(() => {
    if (me.data && readToken()) writeStoredUser(me.data.user);
  }, [me.data]);

  const startSession = useCallback(
    (token: string, signedIn: User) => {
      writeSession(token, signedIn);
      queryClient.setQueryData(meQueryKey, { success: true, user: signedIn });
      setSession({ token, user: signedIn });
      return signedIn;
    },
    [queryClient],
  );

  const login = useCallback(
    async (input: LoginInput) => {
      // The sign-in calls (and their schemas) load when first used, not with the first page.
      const { loginWithEmail } = await import('../api/login');
      const answer = await loginWithEmail(input, i18n);
      return startSession(answer.token, answer.user);
    },
    [startSession, i18n],
  );

  const register = useCallback(
    async (input: RegisterInput) => {
      const { registerAccount } = await import('../api/register');
      const answer = await registerAccount(input, i18n);
      return startSession(answer.token, answer.user);
    },
    [startSession, i18n],
  );

  const updateUser = useCallback(
    (changed: User) => {
      if (!readToken()) return;
      writeStoredUser(changed);
      queryClient.setQueryData(meQueryKey, { success: true, user: changed });
      setSession((current) => (current ? { ...current, user: changed } : current));
    },
    [queryClient],
  );

  const logout = useCallback(() => {
    // The server revokes the token; the session here ends at once either way.
    // Its call loads when first used (not in the first page's JavaScript).
    const token = readToken();
    if (token) void import('../api/logout').then(({ revokeSession }) => revokeSession(token));
    clearSession();
    queryClient.clear();
    setSession(null);
    setDialog(CLOSED_DIALOG);
  }, [queryClient]);

  const openAuthDialog = useCallback((options: OpenAuthDialogOptions = {}) => {
    setDialog({
      open: true,
      mode: options.mode ?? 'signin',
      redirectTo: options.redirectTo ?? null,
      notice: options.notice ?? null,
    });
  }, []);

  const closeAuthDialog = useCallback(() => setDialog(CLOSED_DIALOG), []);

  const setAuthDialogMode = useCallback(
    (mode: AuthDialogMode) => setDialog((current) => ({ ...current, mode, notice: null })),
    [],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      token: session?.token ?? null,
      status,
      isLoading: status === 'loading',
      login,
      register,
      logout,
      updateUser,
      replaceSession: startSession,
      dialog,
      openAuthDialog,
      closeAuthDialog,
      setAuthDialogMode,
    }),
    [
      user,
      session,
      status,
      login,
      register,
      logout,
      updateUser,
      startSession,
      dialog,
      openAuthDialog,
      closeAuthDialog,
      setAuthDialogMode,
    ],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
