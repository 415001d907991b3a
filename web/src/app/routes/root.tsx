import { useLingui } from '@lingui/react';
import { lazy } from 'react';
import { Outlet, ScrollRestoration, useMatches, useNavigation } from 'react-router';
import { OnDemand } from '@/components/ui/on-demand';
import { WithCatalog } from '@/components/ui/with-catalog';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { usePageTitle } from '@/hooks/use-page-title';
import { handleTitle, type PageHandle } from '@/lib/page-title';

// The sign-in forms load the first time the dialog opens, to keep the first page's JavaScript small.
const AuthDialog = lazy(async () => ({
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

/** The frame of every page: scroll handling, the page-load bar and the sign-in dialog. */
export function AppRoot() {
  const navigation = useNavigation();
  const matches = useMatches();
  const { i18n } = useLingui();
  // The deepest route names the page; the product page names itself (it knows the product).
  usePageTitle(handleTitle(i18n, matches.at(-1)?.handle as PageHandle | undefined));
  return (
    <>
      <ScrollRestoration />
      {navigation.state !== 'idle' && (
        <div
          aria-hidden="true"
          className="fixed inset-x-0 top-0 z-[60] h-0.5 origin-left bg-leaf-500 motion-safe:animate-pulse"
        />
      )}
      <Outlet />
      <AuthDialogOnDemand />
    </>
  );
}
