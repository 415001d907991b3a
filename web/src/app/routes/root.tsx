import { Outlet } from 'react-router';
import { ConnectionBanner } from '@/components/ui/connection-banner';
import { OnDemand } from '@/components/ui/on-demand';
import { WithCatalog } from '@/components/ui/with-catalog';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useNavigationPending } from '../route-view';
import { useScrollRestoration } from '../use-scroll-restoration';
import { lazyPart } from '@/components/ui/lazy-part';

// The sign-in forms load the first time the dialog opens, to keep the first page's JavaScript small.
const AuthDialog = lazyPart(async () => ({
  default: (await import('@/features/auth/components/auth-dialog')).AuthDialog,
}));

function AuthDialogOnDemand() {
  const { dialog } = useAuth();
  return (
    <OnDemand when={dialog.open}>
      <WithCatalog parts={['account']}>
        <AuthDialog />
      </WithCatalog>
    </OnDemand>
  );
}

/**
 * The frame of every page: scroll handling, the page-load bar, the banner that says when the
 * shop cannot be reached, and the sign-in dialog.
 */
export function AppRoot() {
  // While the next page's code loads, the previous page stays with this bar above it.
  const pending = useNavigationPending();
  useScrollRestoration();
  return (
    <>
      {pending && (
        <div
          aria-hidden="true"
          className="fixed inset-x-0 top-0 z-[60] h-0.5 origin-left bg-leaf-500 motion-safe:animate-pulse"
        />
      )}
      <ConnectionBanner />
      <Outlet />
      <AuthDialogOnDemand />
    </>
  );
}
