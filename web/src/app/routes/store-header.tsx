import { Navbar } from '@/components/layouts/navbar';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { CartButton } from '@/features/cart/components/cart-button';

/**
 * The storefront's navigation bar with the session and the cart. It reads them itself, so the
 * layout passes it nothing and can leave it for later hydration.
 */
export function StoreHeader() {
  const { user, openAuthDialog } = useAuth();
  const logout = useLogout();
  return <Navbar user={user} cart={<CartButton />} onSignIn={openAuthDialog} onLogout={logout} />;
}
