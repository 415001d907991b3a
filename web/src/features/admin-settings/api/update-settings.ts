import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  SettingsResponseSchema,
  type StoreSettings,
  type UpdateSettingsInput,
} from '@ikawa/contracts/settings';
import { apiPaths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** SPEC §7: PATCH /settings with the full settings object; the answer has the same shape. */
export async function updateSettings(input: UpdateSettingsInput): Promise<StoreSettings> {
  const response = await api.patch(apiPaths.settings, input, SettingsResponseSchema);
  return response.data;
}

/**
 * The saved settings replace the public settings query (['settings'], read by the footer and
 * checkout) directly: a refetch could be answered from the browser's 30-second HTTP cache.
 */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(['settings'], settings);
      return queryClient.invalidateQueries({ queryKey: queryKeys.adminDashboard });
    },
  });
}
