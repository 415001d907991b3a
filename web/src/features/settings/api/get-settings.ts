import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_SHIPPING_COUNTRIES } from '@ikawa/contracts/country-names';
import type { StoreSettings } from '@ikawa/contracts/settings';
import { apiPaths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { setStoreTimeZone } from '@/lib/format';

export async function getSettings({ signal }: { signal?: AbortSignal } = {}): Promise<StoreSettings> {
  // The schema (and zod) load beside the request, not with the first page.
  const schema = async () => (await import('@ikawa/contracts/settings')).SettingsResponseSchema;
  const response = await api.get(apiPaths.settings, schema, { signal });
  setStoreTimeZone(response.data.timeZone);
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
  const query = useQuery(settingsQueryOptions());
  // Settings the server rendered into the page arrive without the request above: dates are
  // written on the store's clock either way (lib/format.ts).
  if (query.data) setStoreTimeZone(query.data.timeZone);
  return query;
}

/** The countries a customer's address may be in: the shop's list (Canada alone until it is read). */
export function useShippingCountries(): readonly string[] {
  const { data } = useSettings();
  return data?.shippingCountries ?? DEFAULT_SHIPPING_COUNTRIES;
}
