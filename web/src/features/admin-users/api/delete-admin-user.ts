import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminDeleteUserResponseSchema } from '@ikawa/contracts/admin';
import { adminApiPaths } from '@/config/area-api-paths';
import { api } from '@/lib/api-client';
import { adminUsersKey } from './get-admin-users';
import { queryKeys } from '@/lib/query-keys';

/** 'anonymised' when the user has orders or deliveries (their history stays), else 'deleted'. */
export async function deleteAdminUser(id: string): Promise<'deleted' | 'anonymised'> {
  const response = await api.delete(adminApiPaths.user(id), AdminDeleteUserResponseSchema);
  return response.outcome;
}

export function useDeleteAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminUser,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminUsersKey }),
        queryClient.invalidateQueries({ queryKey: queryKeys.adminDeliveryPersons }),
        queryClient.invalidateQueries({ queryKey: queryKeys.adminDashboard }),
      ]),
  });
}
