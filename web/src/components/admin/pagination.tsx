import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/hooks/use-locale';

interface PaginationProps {
  page: number;
  totalPages: number;
  total: number;
  pageSize: number;
  /**
   * What is being counted, plural and already translated (`t\`orders\``): it ends the sentence
   * "Showing 1–20 of 45 orders" in both languages.
   */
  noun: string;
  /** The singular, for a total of one (`t\`entry\``); by default `noun` without its final "s". */
  nounOne?: string;
  onPageChange: (page: number) => void;
  isFetching?: boolean;
  /** The server estimated `total` (a very large list): shown as "about". */
  totalIsEstimate?: boolean;
}

/** Server-side pages (DESIGN: lists that grow without bound are paginated on the server). */
export function Pagination({
  page,
  totalPages,
  total,
  pageSize,
  noun,
  nounOne = noun.replace(/s$/, ''),
  onPageChange,
  isFetching,
  totalIsEstimate = false,
}: PaginationProps) {
  const { t } = useLingui();
  const f = useFormat();
  if (total === 0) return null;
  const first = f.number((page - 1) * pageSize + 1);
  const last = f.number(Math.min(total, page * pageSize));
  const count = f.number(total);
  const current = f.number(page);
  const pages = f.number(totalPages);
  const what = total === 1 ? nounOne : noun;
  const strong = 'font-semibold text-espresso-900';
  return (
    <nav
      aria-label={t`Pages of ${noun}`}
      className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-espresso-600"
    >
      <p aria-live="polite">
        {totalIsEstimate ? (
          <Trans comment="what: what the list holds, plural or singular, e.g. 'orders'">
            Showing <span className={strong}>{first}</span>–<span className={strong}>{last}</span> of about{' '}
            <span className={strong}>{count}</span> {what}
          </Trans>
        ) : (
          <Trans comment="what: what the list holds, plural or singular, e.g. 'orders'">
            Showing <span className={strong}>{first}</span>–<span className={strong}>{last}</span> of{' '}
            <span className={strong}>{count}</span> {what}
          </Trans>
        )}
      </p>
      {totalPages > 1 && (
        <div className="flex items-center gap-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onPageChange(page - 1)}
            disabled={page <= 1 || isFetching}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
            <Trans>Previous</Trans>
          </Button>
          <span className="px-1">
            {totalIsEstimate ? (
              <Trans>
                Page {current} of about {pages}
              </Trans>
            ) : (
              <Trans>
                Page {current} of {pages}
              </Trans>
            )}
          </span>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onPageChange(page + 1)}
            disabled={page >= totalPages || isFetching}
          >
            <Trans>Next</Trans>
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </div>
      )}
    </nav>
  );
}
