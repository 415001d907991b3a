import { useSearchParams } from 'react-router';
import { DeliveryHistory, type HistoryStatus } from '@/features/delivery/components/delivery-history';

const STATUSES: readonly HistoryStatus[] = ['all', 'pending', 'paid'];

/** SPEC §2: /delivery/history; the filter and the page live in the URL (?status=paid&page=2). */
export function DeliveryHistoryRoute() {
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get('status');
  const status = STATUSES.find((value) => value === rawStatus) ?? 'all';
  const rawPage = Number(params.get('page'));
  const page = Number.isInteger(rawPage) && rawPage >= 1 ? rawPage : 1;

  return (
    <DeliveryHistory
      filters={{ status, page }}
      onChange={(next) => {
        const search = new URLSearchParams();
        if (next.status !== 'all') search.set('status', next.status);
        if (next.page > 1) search.set('page', String(next.page));
        setParams(search);
      }}
    />
  );
}
