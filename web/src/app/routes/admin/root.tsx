import { Outlet } from 'react-router';
import { AdminLayout } from '@/components/layouts/admin-layout';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useLogout } from '@/features/auth/hooks/use-logout';

export function AdminRoot() {
  const { user } = useAuth();
  const logout = useLogout();
  return (
    <AdminLayout userName={user?.name ?? ''} profileImage={user?.profileImage} onLogout={logout}>
      <Outlet />
    </AdminLayout>
  );
}
