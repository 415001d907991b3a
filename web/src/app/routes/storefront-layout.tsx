import { Outlet } from 'react-router';
import { Footer } from '@/components/layouts/footer';
import { MainLayout } from '@/components/layouts/main-layout';
import { Navbar } from '@/components/layouts/navbar';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { CartButton } from '@/features/cart/components/cart-button';
import { CheckoutPanel } from '@/features/checkout/components/checkout-panel';
import { useSettings } from '@/features/settings/api/get-settings';

/** Storefront, account and delivery pages share the navigation bar and the footer. */
export function StorefrontLayout() {
  const { user, openAuthDialog } = useAuth();
  const logout = useLogout();
  const settings = useSettings();
  return (
    <MainLayout
      header={<Navbar user={user} cart={<CartButton />} onSignIn={openAuthDialog} onLogout={logout} />}
      footer={<Footer settings={settings.data} settingsStatus={settings.status} />}
    >
      <Outlet />
      {/* The cart and checkout panel opens from the cart store (the cart button or any Add to Cart). */}
      <CheckoutPanel />
    </MainLayout>
  );
}
