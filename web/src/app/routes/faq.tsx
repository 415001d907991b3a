import { paths } from '@/config/paths';
import { FaqPage } from '@/features/info/components/faq-page';
import { useSettings } from '@/features/settings/api/get-settings';

/** /faq: answers built from the checkout's constants and the store's fee settings. */
export function FaqRoute() {
  const settings = useSettings();
  return <FaqPage settings={settings.data} contactHref={paths.contact} />;
}
