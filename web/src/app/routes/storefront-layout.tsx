import { lazy } from 'react';
import { Outlet } from 'react-router';
import { MainLayout } from '@/components/layouts/main-layout';
import { Navbar } from '@/components/layouts/navbar';
import { LanguageOffer } from '@/components/ui/language-switch';
import { deferredPart, OnDemand } from '@/components/ui/on-demand';
import { WithCatalog } from '@/components/ui/with-catalog';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { CartButton } from '@/features/cart/components/cart-button';
import { useCart } from '@/stores/cart';

// The checkout (forms, card payments) loads the first time the cart opens, so the
// landing page's initial JavaScript stays small. Its state lives in a store, so nothing is lost.
const CheckoutPanel = lazy(async () => ({
  default: (await import('@/features/checkout/components/checkout-panel')).CheckoutPanel,
}));

// In the server's HTML, but far below what a phone first sees.
const Footer = deferredPart(async () => ({ default: (await import('./store-footer')).StoreFooter }));

function CheckoutPanelOnDemand() {
  const { isOpen } = useCart();
  return (
    <OnDemand when={isOpen}>
      <WithCatalog parts={['checkout', 'account']}>
        <CheckoutPanel />
      </WithCatalog>
    </OnDemand>
  );
}

/** Storefront, account and delivery pages share the navigation bar and the footer. */
export function StorefrontLayout() {
  const { user, openAuthDialog } = useAuth();
  const logout = useLogout();
  return (
    <MainLayout
      header={<Navbar user={user} cart={<CartButton />} onSignIn={openAuthDialog} onLogout={logout} />}
      footer={<Footer />}
    >
      <LanguageOffer />
      <Outlet />
      {/* The cart and checkout panel opens from the cart store (the cart button or any Add to Cart). */}
      <CheckoutPanelOnDemand />
    </MainLayout>
  );
}
