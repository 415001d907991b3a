import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Repeat } from 'lucide-react';
import { useId } from 'react';
import { useLocale } from '@/hooks/use-locale';
import { cn } from '@/lib/cn';
import { formatPercent } from '@/lib/format';
import type { SubscriptionOffer } from '@/lib/subscription-offer';

/** The rhythm offered first: a month between bags suits most, else the shortest offered. */
export function defaultInterval(intervals: readonly number[]): number | undefined {
  return intervals.includes(4) ? 4 : intervals[0];
}

interface SubscribeChoiceProps {
  offer: SubscriptionOffer;
  /** The cart's mode: null for a one-time purchase, else weeks between orders. */
  value: number | null;
  onChange: (everyWeeks: number | null) => void;
  className?: string;
}

/**
 * "One-time purchase" or "Subscribe & save" with its rhythm: the product page and the cart show
 * the same choice, and it is the whole cart's (stores/cart.ts).
 */
export function SubscribeChoice({ offer, value, onChange, className }: SubscribeChoiceProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const name = useId();
  const subscribing = value !== null;
  const percent = offer.discountPercent ? formatPercent(offer.discountPercent / 100, locale) : null;
  const first = defaultInterval(offer.intervals);
  const oneTime = t`One-time purchase`;
  const subscribeLabel = percent ? t`Subscribe & save ${percent}` : t`Subscribe`;
  if (first === undefined) return null;
  const option = (checked: boolean) =>
    cn(
      'flex min-h-11 cursor-pointer items-start gap-3 rounded-2xl border bg-white px-4 py-3 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-[var(--focus-ring)]',
      checked
        ? 'border-espresso-900 ring-1 ring-espresso-900'
        : 'border-espresso-200 hover:border-espresso-300',
    );
  return (
    <fieldset className={cn('flex flex-col gap-2', className)}>
      <legend className="mb-2 text-sm font-semibold text-espresso-900">
        <Trans>How would you like to buy?</Trans>
      </legend>
      <label className={option(!subscribing)}>
        <input
          type="radio"
          name={name}
          checked={!subscribing}
          onChange={() => onChange(null)}
          className="mt-1 size-4 shrink-0 accent-espresso-900"
        />
        <span className="font-medium text-espresso-900">{oneTime}</span>
      </label>
      <label className={option(subscribing)}>
        <input
          type="radio"
          name={name}
          checked={subscribing}
          onChange={() => onChange(first)}
          className="mt-1 size-4 shrink-0 accent-espresso-900"
        />
        <span className="min-w-0 flex-1 font-medium text-espresso-900">
          <Repeat aria-hidden="true" className="mr-1.5 inline size-4 align-[-2px] text-leaf-700" />
          {subscribeLabel}
          <span className="mt-0.5 block text-sm font-normal text-espresso-600">
            <Trans>For the whole cart. Skip, pause or cancel any time in My Account.</Trans>
          </span>
        </span>
      </label>
      {subscribing && (
        <fieldset className="ml-4 flex flex-wrap gap-2 border-l-2 border-leaf-100 pl-4">
          <legend className="mb-2 text-sm text-espresso-700">
            <Trans>How often?</Trans>
          </legend>
          {offer.intervals.map((weeks) => (
            <label
              key={weeks}
              className={cn(
                'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-4 text-sm has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-[var(--focus-ring)]',
                value === weeks
                  ? 'border-espresso-900 bg-white font-semibold text-espresso-900 ring-1 ring-espresso-900'
                  : 'border-espresso-200 bg-white text-espresso-800 hover:border-espresso-300',
              )}
            >
              <input
                type="radio"
                name={`${name}-weeks`}
                checked={value === weeks}
                onChange={() => onChange(weeks)}
                className="size-4 shrink-0 accent-espresso-900"
              />
              {t`${plural(weeks, { one: 'Every week', other: 'Every # weeks' })}`}
            </label>
          ))}
        </fieldset>
      )}
    </fieldset>
  );
}
