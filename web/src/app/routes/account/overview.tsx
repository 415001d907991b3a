import { UserRoundPen } from 'lucide-react';
import { ROLE_LABELS } from '@ikawa/contracts/enums';
import { Badge } from '@/components/ui/badge';
import { ComingSoon } from '@/components/ui/coming-soon';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { formatDate } from '@/lib/format';

/** Account overview: the profile, read-only until profile editing arrives. */
export function AccountOverviewRoute() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <div className="flex flex-col gap-6">
      <section
        aria-labelledby="profile-title"
        className="rounded-3xl bg-cream-50 p-6 shadow-soft ring-1 ring-espresso-100 md:p-8"
      >
        <h2 id="profile-title" className="text-2xl font-semibold">
          Profile
        </h2>
        <dl className="mt-6 grid gap-5 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-espresso-500">Name</dt>
            <dd className="mt-1 font-medium break-words">{user.name}</dd>
          </div>
          <div>
            <dt className="text-sm text-espresso-500">Email</dt>
            <dd className="mt-1 font-medium break-words">{user.email}</dd>
          </div>
          <div>
            <dt className="text-sm text-espresso-500">Role</dt>
            <dd className="mt-1">
              <Badge tone={user.role === 'customer' ? 'crema' : 'leaf'}>{ROLE_LABELS[user.role]}</Badge>
            </dd>
          </div>
          <div>
            <dt className="text-sm text-espresso-500">Member since</dt>
            <dd className="mt-1 font-medium">{formatDate(user.createdAt)}</dd>
          </div>
        </dl>
      </section>
      <ComingSoon icon={UserRoundPen} title="More of your account is on its way">
        Editing your profile, your default address and your recent orders will appear here soon.
      </ComingSoon>
    </div>
  );
}
