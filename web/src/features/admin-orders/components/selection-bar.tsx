import { Printer } from 'lucide-react';
import { MAX_PACKING_SLIPS } from '@ikawa/contracts/exports';
import { Button } from '@/components/ui/button';

interface SelectionBarProps {
  count: number;
  canSelectMore: boolean;
  isPrinting: boolean;
  onPrint: () => void;
  onClear: () => void;
}

/** The ticked orders and what to do with them: print their packing slips (issue 16 §3). */
export function SelectionBar({ count, canSelectMore, isPrinting, onPrint, onClear }: SelectionBarProps) {
  return (
    <section
      aria-label="Selected orders"
      className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-espresso-100 bg-cream-100/70 px-4 py-2"
    >
      <p className="text-sm text-espresso-700" aria-live="polite">
        {count === 0
          ? 'Tick orders to print their packing slips.'
          : `${count} ${count === 1 ? 'order' : 'orders'} selected${canSelectMore ? '' : ` (at most ${MAX_PACKING_SLIPS})`}`}
      </p>
      <div className="flex flex-wrap gap-2">
        {count > 0 && (
          <Button variant="ghost" size="sm" onClick={onClear}>
            Clear selection
          </Button>
        )}
        <Button size="sm" onClick={onPrint} disabled={count === 0} isLoading={isPrinting}>
          {!isPrinting && <Printer aria-hidden="true" className="size-4" />}
          Print packing slips
        </Button>
      </div>
    </section>
  );
}
