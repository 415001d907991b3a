import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { type NewsletterStatus, SubscriberListResponseSchema } from '@ikawa/contracts/newsletter';
import { apiPaths } from '@/config/paths';
import { api, downloadFile } from '@/lib/api-client';

export interface SubscriberFilters {
  page: number;
  status: NewsletterStatus | 'all';
}

export const SUBSCRIBERS_PAGE_SIZE = 20;

export function useSubscribers(filters: SubscriberFilters) {
  return useQuery({
    queryKey: ['admin', 'newsletter', 'subscribers', filters],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({
        page: String(filters.page),
        pageSize: String(SUBSCRIBERS_PAGE_SIZE),
      });
      if (filters.status !== 'all') params.set('status', filters.status);
      return api.get(`${apiPaths.admin.subscribers}?${params.toString()}`, SubscriberListResponseSchema, {
        signal,
      });
    },
    placeholderData: keepPreviousData,
  });
}

/** Every subscription with its consent record, as a CSV file named for today. */
export function useExportSubscribers() {
  return useMutation({
    mutationFn: () =>
      downloadFile(
        apiPaths.admin.subscribersCsv,
        `newsletter-subscribers-${new Date().toISOString().slice(0, 10)}.csv`,
      ),
  });
}
