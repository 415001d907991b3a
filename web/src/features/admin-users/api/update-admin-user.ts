import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminUpdateUserInput, type AdminUser, AdminUserResponseSchema } from '@ikawa/contracts/admin';
import { adminApiPaths } from '@/config/area-api-paths';
import { api } from '@/lib/api-client';
import { adminUsersKey } from './get-admin-users';
import { queryKeys } from '@/lib/query-keys';

export interface UpdateAdminUserVariables {
  id: string;
  input: AdminUpdateUserInput;
}

export async function updateAdminUser({ id, input }: UpdateAdminUserVariables): Promise<AdminUser> {
  const response = await api.put(adminApiPaths.user(id), input, AdminUserResponseSchema);
  return response.user;
}

/** A role change can add a courier (Delivery Persons) or change the dashboard's customer count. */
export function useUpdateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminUser,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminUsersKey }),
        queryClient.invalidateQueries({ queryKey: queryKeys.adminDeliveryPersons }),
        queryClient.invalidateQueries({ queryKey: queryKeys.adminDashboard }),
      ]),
  });
}
