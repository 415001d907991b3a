import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from './use-auth';

/** SPEC §2: Logout returns to the home page. */
export function useLogout(): () => void {
  const { logout } = useAuth();
  const navigate = useNavigate();
  return useCallback(() => {
    logout();
    void navigate(paths.home, { replace: true });
  }, [logout, navigate]);
}
