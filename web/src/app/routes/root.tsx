import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { AuthDialog } from '@/features/auth/components/auth-dialog';

/** The frame of every page: scroll handling, the page-load bar and the sign-in dialog. */
export function AppRoot() {
  const navigation = useNavigation();
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
      <AuthDialog />
    </>
  );
}
