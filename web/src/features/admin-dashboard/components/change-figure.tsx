import { cn } from '@/lib/cn';

export const CHANGE_PERIOD = 'last 30 days compared with the 30 days before';

export interface ChangeText {
  /** What is shown: "▲ 12.5%", "▼ 3%", "0%" or "new". */
  visible: string;
  /** What a screen reader hears and the tooltip says. */
  spoken: string;
  direction: 'up' | 'down' | 'flat' | 'new';
}

const percent = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/**
 * The change figure of a dashboard card. The server gives a percentage of the last 30 days
 * against the 30 before, or null when there was nothing before (shown as "new").
 */
export function describeChange(change: number | null): ChangeText {
  if (change === null)
    return { visible: 'new', spoken: `New: nothing in the 30 days before to compare with`, direction: 'new' };
  if (change === 0) return { visible: '0%', spoken: `No change: ${CHANGE_PERIOD}`, direction: 'flat' };
  const amount = `${percent.format(Math.abs(change))}%`;
  return change > 0
    ? { visible: `▲ ${amount}`, spoken: `Up ${amount}: ${CHANGE_PERIOD}`, direction: 'up' }
    : { visible: `▼ ${amount}`, spoken: `Down ${amount}: ${CHANGE_PERIOD}`, direction: 'down' };
}

const TONES = {
  up: 'bg-leaf-50 text-leaf-700',
  down: 'bg-cherry-50 text-cherry-700',
  flat: 'bg-espresso-50 text-espresso-700',
  new: 'bg-cream-200 text-espresso-800',
} as const;

export function ChangeFigure({ change }: { change: number | null }) {
  const text = describeChange(change);
  return (
    <span className="inline-flex items-center gap-2">
      <span
        aria-hidden="true"
        title={text.spoken}
        className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', TONES[text.direction])}
      >
        {text.visible}
      </span>
      <span className="sr-only">{text.spoken}</span>
      <span aria-hidden="true" className="text-xs text-espresso-500">
        vs previous 30 days
      </span>
    </span>
  );
}
