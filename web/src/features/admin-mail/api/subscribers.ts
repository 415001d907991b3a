import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { type NewsletterStatus, SubscriberListResponseSchema } from '@ikawa/contracts/newsletter';
import { adminApiPaths } from '@/config/area-api-paths';
import { api } from '@/lib/api-client';
import { downloadFile } from '@/lib/api-documents';

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
      return api.get(`${adminApiPaths.subscribers}?${params.toString()}`, SubscriberListResponseSchema, {
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
        adminApiPaths.subscribersCsv,
        `newsletter-subscribers-${new Date().toISOString().slice(0, 10)}.csv`,
      ),
  });
}
