import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface PaginationProps {
  page: number;
  totalPages: number;
  total: number;
  pageSize: number;
  /** What is being counted, plural ("orders", "users"). */
  noun: string;
  onPageChange: (page: number) => void;
  isFetching?: boolean;
}

/** Server-side pages (DESIGN: lists that grow without bound are paginated on the server). */
export function Pagination({
  page,
  totalPages,
  total,
  pageSize,
  noun,
  onPageChange,
  isFetching,
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
        Showing <span className="font-semibold text-espresso-900">{first}</span>–
        <span className="font-semibold text-espresso-900">{last}</span> of{' '}
        <span className="font-semibold text-espresso-900">{total}</span> {noun}
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
            Page {page} of {totalPages}
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
