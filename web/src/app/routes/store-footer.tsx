import { Footer } from '@/components/layouts/footer';
import { useSettings } from '@/features/settings/api/get-settings';

/**
 * The storefront's footer with the store's settings (already in the page's data). It reads them
 * itself, so the layout passes it nothing and can leave it for later hydration.
 */
export function StoreFooter() {
  const settings = useSettings();
  return <Footer settings={settings.data} settingsStatus={settings.status} />;
}
