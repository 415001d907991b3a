import { Trans, useLingui } from '@lingui/react/macro';
import { RefreshCw } from 'lucide-react';
import type { StoreSettings } from '@ikawa/contracts/settings';
import { ErrorPanel } from '@/components/admin/state-panel';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { useUpdateSettings } from '../api/update-settings';
import { PolicyPagesEditor } from './policy-pages-editor';
import { SettingsForm } from './settings-form';

interface SettingsPageProps {
  /** The public settings query (features/settings), passed in by the route. */
  settings: { data: StoreSettings | undefined; isPending: boolean; isFetching: boolean };
  onRetry: () => void;
}

export function SettingsPage({ settings, onRetry }: SettingsPageProps) {
  const { t } = useLingui();
  const update = useUpdateSettings();
  if (settings.isPending) return <LoadingState label={t`Loading settings…`} />;
  if (!settings.data)
    return (
      <ErrorPanel
        title={t`Error Loading Settings`}
        action={
          <Button variant="secondary" onClick={onRetry} isLoading={settings.isFetching}>
            <RefreshCw aria-hidden="true" className="size-4" />
            <Trans>Retry</Trans>
          </Button>
        }
      >
        <Trans>Please try again later</Trans>
      </ErrorPanel>
    );
  // The form keeps what the admin typed: a background refetch does not reset it.
  return (
    <div className="flex flex-col gap-8">
      <SettingsForm settings={settings.data} onSave={(input) => update.mutateAsync(input)} />
      <PolicyPagesEditor />
    </div>
  );
}
