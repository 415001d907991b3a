import { useLingui } from '@lingui/react/macro';
import { CircleCheck, CircleX, TriangleAlert } from 'lucide-react';
import { cn } from '@/lib/cn';
import { stockState } from '../utils/stock';

const TONES = {
  in: { icon: CircleCheck, className: 'text-leaf-700' },
  low: { icon: TriangleAlert, className: 'text-cherry-700' },
  out: { icon: CircleX, className: 'text-espresso-500' },
} as const;

/** 'In stock' / 'Only N left' / 'Out of stock', with an icon so colour is not the only cue. */
export function StockStatus({ stock, className }: { stock: number; className?: string }) {
  const { i18n } = useLingui();
  const state = stockState(stock);
  const { icon: Icon, className: tone } = TONES[state.kind];
  return (
    <p className={cn('inline-flex items-center gap-1.5 text-sm font-medium', tone, className)}>
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {i18n._(state.label)}
    </p>
  );
}
