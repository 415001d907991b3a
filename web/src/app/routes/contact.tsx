import { ContactPage } from '@/features/info/components/contact-page';
import { useSettings } from '@/features/settings/api/get-settings';

/** /contact: the store's contact details from its settings. */
export function ContactRoute() {
  const settings = useSettings();
  return (
    <ContactPage settings={settings.data} status={settings.status} onRetry={() => void settings.refetch()} />
  );
}
