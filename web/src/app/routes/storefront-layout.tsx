import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { toLocale } from '@ikawa/contracts/i18n';
import { MainLayout } from '@/components/layouts/main-layout';
import { deferredPart, OnDemand } from '@/components/ui/on-demand';
import { WithCatalog } from '@/components/ui/with-catalog';
import { useHydrated } from '@/hooks/use-hydrated';
import { useLocale } from '@/hooks/use-locale';
import { readItem, readToken, STORAGE_KEYS } from '@/lib/storage';
import { parseCart, useCart } from '@/stores/cart';
import { lazyPart } from '@/components/ui/lazy-part';

// The checkout (forms, card payments) loads the first time the cart opens, so the
// landing page's initial JavaScript stays small. Its state lives in a store, so nothing is lost.
const CheckoutPanel = lazyPart(async () => ({
  default: (await import('@/features/checkout/components/checkout-panel')).CheckoutPanel,
}));

/** A stored session is checked as soon as the app starts, which changes the header and what is around the footer. */
const hasSession = () => readToken() !== null;

// In the server's HTML, which is what a phone shows until the visitor starts using the page (the
// header's links and buttons pressed before its code arrives are pressed again once it has).
// A signed-in visitor or a saved cart changes what it shows at once: then its code loads at once.
const Header = deferredPart(async () => ({ default: (await import('./store-header')).StoreHeader }), {
  whenWanted: {
    nearScreen: false,
    atOnce: () => hasSession() || parseCart(readItem(STORAGE_KEYS.cart)).length > 0,
  },
});

// In the server's HTML, but far below what a phone first sees: its code loads when the reader
// comes near it or starts using the page.
const Footer = deferredPart(async () => ({ default: (await import('./store-footer')).StoreFooter }), {
  whenWanted: { nearScreen: true, atOnce: hasSession },
});

// Shown to few visitors (a browser preferring the page's other language): its code loads for them.
const LanguageOffer = lazyPart(async () => ({
  default: (await import('@/components/ui/language-switch')).LanguageOffer,
}));

function LanguageOfferOnDemand() {
  const hydrated = useHydrated();
  const locale = useLocale();
  const preferred = hydrated ? navigator.languages.map((tag) => toLocale(tag)).find(Boolean) : undefined;
  if (!preferred || preferred === locale) return null;
  return (
    <Suspense fallback={null}>
      <LanguageOffer />
    </Suspense>
  );
}

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
  return (
    <MainLayout header={<Header />} footer={<Footer />}>
      <LanguageOfferOnDemand />
      <Outlet />
      {/* The cart and checkout panel opens from the cart store (the cart button or any Add to Cart). */}
      <CheckoutPanelOnDemand />
    </MainLayout>
  );
}
