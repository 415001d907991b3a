import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { APP_STARTED_EVENT } from '@/lib/app-start';
import { createQueryClient } from '@/lib/query-client';

/**
 * App-wide providers: the page's language (Lingui), server state (TanStack Query) and the
 * session. The server and a page it rendered pass their own query client, holding the page's
 * data (decision 012); both pass the page's `I18n` with its catalog loaded (lib/i18n.ts).
 */
export function AppProvider({
  children,
  queryClient,
  i18n,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  i18n: I18n;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  // The page answers clicks from here on (every page, error pages too): index.html's start-up
  // script presses again a button pressed before (lib/app-start.ts), and `<html
  // data-app="started">` says so to the browser tests.
  useEffect(() => {
    document.documentElement.dataset.app = 'started';
    window.dispatchEvent(new Event(APP_STARTED_EVENT));
  }, []);
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <AuthProvider>{children}</AuthProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
