import { Plural, Trans, useLingui } from '@lingui/react/macro';
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

/** The ticked orders and what to do with them: print their packing slips. */
export function SelectionBar({ count, canSelectMore, isPrinting, onPrint, onClear }: SelectionBarProps) {
  const { t } = useLingui();
  const max = MAX_PACKING_SLIPS;
  return (
    <section
      aria-label={t`Selected orders`}
      className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-espresso-100 bg-cream-100/70 px-4 py-2"
    >
      <p className="text-sm text-espresso-700" aria-live="polite">
        {count === 0 ? (
          <Trans>Tick orders to print their packing slips.</Trans>
        ) : canSelectMore ? (
          <Plural value={count} one="# order selected" other="# orders selected" />
        ) : (
          <Plural
            value={count}
            one={`# order selected (at most ${max})`}
            other={`# orders selected (at most ${max})`}
          />
        )}
      </p>
      <div className="flex flex-wrap gap-2">
        {count > 0 && (
          <Button variant="ghost" size="sm" onClick={onClear}>
            <Trans>Clear selection</Trans>
          </Button>
        )}
        <Button size="sm" onClick={onPrint} disabled={count === 0} isLoading={isPrinting}>
          {!isPrinting && <Printer aria-hidden="true" className="size-4" />}
          <Trans>Print packing slips</Trans>
        </Button>
      </div>
    </section>
  );
}
