import { Trans } from '@lingui/react/macro';
import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import type { UserProfile } from '@ikawa/contracts/users';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { useProfile } from '../api/get-profile';

interface ProfileQueryProps {
  /** What the page says while the profile loads ("Loading your addresses…"). */
  loadingLabel: string;
  /** The title of the error when it cannot load ("We could not load your addresses"). */
  errorTitle: string;
  children: (profile: UserProfile) => ReactNode;
}

/** Loading and error states around a page that needs the full profile. */
export function ProfileQuery({ loadingLabel, errorTitle, children }: ProfileQueryProps) {
  const profile = useProfile();
  if (profile.isPending) return <LoadingState label={loadingLabel} />;
  if (profile.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert title={errorTitle}>{profile.error.message}</Alert>
        <Button variant="secondary" size="sm" onClick={() => void profile.refetch()}>
          <RotateCw aria-hidden="true" className="size-4" />
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  return children(profile.data);
}
