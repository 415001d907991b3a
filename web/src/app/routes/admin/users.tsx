import { useAuth } from '@/features/auth/hooks/use-auth';
import { UsersPage } from '@/features/admin-users/components/users-page';

export function AdminUsersRoute() {
  const { user } = useAuth();
  return (
    <div className="mx-auto max-w-7xl">
      <UsersPage currentUserId={user?._id ?? null} />
    </div>
  );
}
