import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { LoadingState } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '../hooks/use-auth';

interface GuardProps {
  /** What to show when allowed; the child routes when omitted. */
  children?: ReactNode;
}

/** What a guard shows while the stored session is being checked. */
function CheckingSession() {
  const { t } = useLingui();
  return <LoadingState label={t`Checking your session…`} />;
}

/** SPEC §2: /account needs a signed-in user, otherwise redirect to /. */
export function RequireAuth({ children }: GuardProps) {
  const { status } = useAuth();
  if (status === 'loading') return <CheckingSession />;
  if (status !== 'authenticated') return <Navigate to={paths.home} replace />;
  return children ?? <Outlet />;
}

/** SPEC §2: /admin sends signed-out users to / and signed-in non-admins to /account. */
export function RequireAdmin({ children }: GuardProps) {
  const { status, user } = useAuth();
  if (status === 'loading') return <CheckingSession />;
  if (status !== 'authenticated' || !user) return <Navigate to={paths.home} replace />;
  if (user.role !== 'admin') return <Navigate to={paths.account.root} replace />;
  return children ?? <Outlet />;
}

/** SPEC §2: /delivery is for delivery persons only; others go to / once loading finishes. */
export function RequireDelivery({ children }: GuardProps) {
  const { status, user } = useAuth();
  if (status === 'loading') return <CheckingSession />;
  if (status !== 'authenticated' || user?.role !== 'delivery') return <Navigate to={paths.home} replace />;
  return children ?? <Outlet />;
}
