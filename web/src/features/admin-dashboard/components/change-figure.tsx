import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { formattingLocale } from '@/lib/i18n';

export interface ChangeText {
  /** What is shown: "▲ 12.5%", "▼ 3%", "0%" or "new". */
  visible: string;
  /** What a screen reader hears and the tooltip says. */
  spoken: string;
  direction: 'up' | 'down' | 'flat' | 'new';
}

/**
 * The change figure of a dashboard card, in the language of `i18n`. The server gives a
 * percentage of the last 30 days against the 30 before, or null when there was nothing before
 * (shown as "new").
 */
export function describeChange(change: number | null, i18n: I18n): ChangeText {
  const locale = formattingLocale(i18n.locale);
  // The server's figure is already a percentage: 12.5 means 12.5 %.
  const percent = (value: number) =>
    formatNumber(value / 100, locale, { style: 'percent', maximumFractionDigits: 1 });
  if (change === null)
    return {
      visible: i18n._(msg({ message: 'new', context: 'change figure' })),
      spoken: i18n._(msg`New: nothing in the 30 days before to compare with`),
      direction: 'new',
    };
  if (change === 0)
    return {
      visible: percent(0),
      spoken: i18n._(msg`No change: last 30 days compared with the 30 days before`),
      direction: 'flat',
    };
  const amount = percent(Math.abs(change));
  return change > 0
    ? {
        visible: `▲ ${amount}`,
        spoken: i18n._(msg`Up ${amount}: last 30 days compared with the 30 days before`),
        direction: 'up',
      }
    : {
        visible: `▼ ${amount}`,
        spoken: i18n._(msg`Down ${amount}: last 30 days compared with the 30 days before`),
        direction: 'down',
      };
}

const TONES = {
  up: 'bg-leaf-50 text-leaf-700',
  down: 'bg-cherry-50 text-cherry-700',
  flat: 'bg-espresso-50 text-espresso-700',
  new: 'bg-cream-200 text-espresso-800',
} as const;

export function ChangeFigure({ change }: { change: number | null }) {
  const { i18n } = useLingui();
  const text = describeChange(change, i18n);
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
        <Trans>vs previous 30 days</Trans>
      </span>
    </span>
  );
}
