import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import type { UserProfile } from '@ikawa/contracts/users';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { useProfile } from '../api/get-profile';

interface ProfileQueryProps {
  /** What the page is about, for the loading and error texts ("your addresses"). */
  subject: string;
  children: (profile: UserProfile) => ReactNode;
}

/** Loading and error states around a page that needs the full profile. */
export function ProfileQuery({ subject, children }: ProfileQueryProps) {
  const profile = useProfile();
  if (profile.isPending) return <LoadingState label={`Loading ${subject}…`} />;
  if (profile.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert title={`We could not load ${subject}`}>{profile.error.message}</Alert>
        <Button variant="secondary" size="sm" onClick={() => void profile.refetch()}>
          <RotateCw aria-hidden="true" className="size-4" />
          Try again
        </Button>
      </div>
    );
  }
  return children(profile.data);
}
