import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreSettings } from '@ikawa/contracts/settings';
import { apiPaths } from '@/config/paths';
import { api } from '@/lib/api-client';

export async function getSettings({ signal }: { signal?: AbortSignal } = {}): Promise<StoreSettings> {
  // The schema (and zod) load beside the request, not with the first page.
  const schema = async () => (await import('@ikawa/contracts/settings')).SettingsResponseSchema;
  const response = await api.get(apiPaths.settings, schema, { signal });
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
