import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/admin/page-header';
import { SettingsPage } from '@/features/admin-settings/components/settings-page';
import { useSettings } from '@/features/settings/api/get-settings';

export function AdminSettingsRoute() {
  const { t } = useLingui();
  const settings = useSettings();
  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader
        title={t`Store Settings`}
        description={t`Contact details, shipping fees, stock alerts and notifications.`}
      />
      <SettingsPage settings={settings} onRetry={() => void settings.refetch()} />
    </div>
  );
}
