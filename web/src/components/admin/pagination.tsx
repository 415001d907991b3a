import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface PaginationProps {
  page: number;
  totalPages: number;
  total: number;
  pageSize: number;
  /** What is being counted, plural ("orders", "users"). */
  noun: string;
  /** The singular, for a total of one ("entry"); by default `noun` without its final "s". */
  nounOne?: string;
  onPageChange: (page: number) => void;
  isFetching?: boolean;
  /** The server estimated `total` (a very large list): shown as "about". */
  totalIsEstimate?: boolean;
}

const count = new Intl.NumberFormat('en-US');

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
  if (total === 0) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav
      aria-label={`Pages of ${noun}`}
      className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-espresso-600"
    >
      <p aria-live="polite">
        Showing <span className="font-semibold text-espresso-900">{count.format(first)}</span>–
        <span className="font-semibold text-espresso-900">{count.format(last)}</span> of{' '}
        {totalIsEstimate && 'about '}
        <span className="font-semibold text-espresso-900">{count.format(total)}</span>{' '}
        {total === 1 ? nounOne : noun}
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
            Previous
          </Button>
          <span className="px-1">
            Page {count.format(page)} of {totalIsEstimate && 'about '}
            {count.format(totalPages)}
          </span>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onPageChange(page + 1)}
            disabled={page >= totalPages || isFetching}
          >
            Next
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </div>
      )}
    </nav>
  );
}
