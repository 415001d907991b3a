import { useLingui } from '@lingui/react';
import { type TimelineWriter, timelineMessage } from '@ikawa/contracts/order-timeline';
import { formatStoreDay } from '@ikawa/contracts/missed-delivery';
import type { Order } from '@ikawa/contracts/orders';
import { useFormat } from '@/hooks/use-locale';
import { cn } from '@/lib/cn';

/**
 * The order's history as the server records it (`timeline[]`), oldest first: each step written
 * in the page's language from its kind and facts, its amounts in the page's money format.
 */
export function OrderTimeline({ entries }: { entries: Order['timeline'] }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const writer: TimelineWriter = {
    money: format.price,
    text: (message) => i18n._(message),
    day: (day) => formatStoreDay(day, format.locale),
  };
  return (
    <ol className="flex flex-col gap-0">
      {entries.map((entry, index) => {
        const isLast = index === entries.length - 1;
        return (
          <li key={`${entry.status}-${entry.at}`} className="relative flex gap-3 pb-3 last:pb-0">
            {!isLast && (
              <span aria-hidden="true" className="absolute top-3 left-[5px] h-full w-px bg-espresso-200" />
            )}
            <span
              aria-hidden="true"
              className={cn(
                'relative mt-1.5 size-[11px] shrink-0 rounded-full ring-2 ring-cream-50',
                entry.status === 'cancelled' ? 'bg-cherry-500' : isLast ? 'bg-leaf-500' : 'bg-espresso-300',
              )}
            />
            <p className="flex flex-wrap items-baseline gap-x-2">
              <span className="font-medium text-espresso-900">
                {i18n._(timelineMessage(entry.kind, entry.facts, writer))}
              </span>
              <time dateTime={entry.at} className="text-xs text-espresso-500">
                {format.dateTime(entry.at)}
              </time>
            </p>
          </li>
        );
      })}
    </ol>
  );
}
