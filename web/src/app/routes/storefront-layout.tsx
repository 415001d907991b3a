import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { Footer } from '@/components/layouts/footer';
import { MainLayout } from '@/components/layouts/main-layout';
import { Navbar } from '@/components/layouts/navbar';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { CartButton } from '@/features/cart/components/cart-button';
import { useSettings } from '@/features/settings/api/get-settings';
import { useCart } from '@/stores/cart';

// Issue 3 §8: the checkout (forms, card payments) loads the first time the cart opens, so the
// landing page's initial JavaScript stays small. Its state lives in a store, so nothing is lost.
const CheckoutPanel = lazy(async () => ({
  default: (await import('@/features/checkout/components/checkout-panel')).CheckoutPanel,
}));

function CheckoutPanelOnDemand() {
  const { isOpen } = useCart();
  const [wanted, setWanted] = useState(isOpen);
  if (isOpen && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <CheckoutPanel />
    </Suspense>
  );
}

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
      <CheckoutPanelOnDemand />
    </MainLayout>
  );
}
