import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { createQueryClient } from '@/lib/query-client';

/**
 * App-wide providers: server state (TanStack Query) and the session. The server and a page it
 * rendered pass their own query client, holding the page's data (decision 012).
 */
export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <AuthProvider>{children}</AuthProvider>
    </QueryClientProvider>
  );
}
