import { queryOptions, useQuery } from '@tanstack/react-query';
import { SettingsResponseSchema, type StoreSettings } from '@ikawa/contracts/settings';
import { apiPaths } from '@/config/paths';
import { api } from '@/lib/api-client';

export async function getSettings({ signal }: { signal?: AbortSignal } = {}): Promise<StoreSettings> {
  const response = await api.get(apiPaths.settings, SettingsResponseSchema, { signal });
  return response.data;
}

export function settingsQueryOptions() {
  return queryOptions({
    queryKey: ['settings'],
    queryFn: ({ signal }) => getSettings({ signal }),
  });
}

/** Public store settings (DESIGN: `GET /api/settings` is public; the footer shows the contact). */
export function useSettings() {
  return useQuery(settingsQueryOptions());
}
