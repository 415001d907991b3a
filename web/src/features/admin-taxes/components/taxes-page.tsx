import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { RefreshCw } from 'lucide-react';
import {
  PROVINCE_NAME_MESSAGES,
  TAX_REGISTRATION_MESSAGES,
  type RegistrationCheck,
  type ThresholdStatus,
} from '@ikawa/contracts/tax';
import { PageHeader } from '@/components/admin/page-header';
import { ErrorPanel } from '@/components/admin/state-panel';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { useLocale } from '@/hooks/use-locale';
import { formatDateWith, formatPrice } from '@/lib/format';
import { useTaxThresholds } from '../api/get-tax-thresholds';
import { TaxReportSection } from './tax-report-section';

/** Each status in a word, and what the owner should do about it. */
const STATUS: Record<
  ThresholdStatus,
  { label: MessageDescriptor; advice: MessageDescriptor; tone: BadgeTone }
> = {
  registered: {
    label: msg`Registered`,
    advice: msg`The tax is charged on sales from the registration's date.`,
    tone: 'leaf',
  },
  below: {
    label: msg`Below the threshold`,
    advice: msg`No registration is due yet.`,
    tone: 'neutral',
  },
  approaching: {
    label: msg`Approaching`,
    advice: msg`Sales are at 80 % of the threshold or more: register before they pass it.`,
    tone: 'crema',
  },
  crossed: {
    label: msg`Threshold passed`,
    advice: msg`Register now, then enter the number and its date in Settings → Sales tax.`,
    tone: 'cherry',
  },
  noThreshold: {
    label: msg`Ask your accountant`,
    advice: msg`The shop does not model this province's rule for sellers outside it.`,
    tone: 'neutral',
  },
};

const DAY: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'UTC' };

/**
 * The owner's sales-tax page: for each registration, the sales it counts over the last four
 * calendar quarters (invoices less credit notes, tax excluded) against its threshold.
 */
export function TaxesPage() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const thresholds = useTaxThresholds();
  const header = (
    <PageHeader
      title={t`Taxes`}
      description={t`When the shop must register for each sales tax, measured on its invoices and credit notes.`}
    />
  );
  if (thresholds.isError && !thresholds.data)
    return (
      <>
        {header}
        <ErrorPanel
          title={t`Error loading the tax figures`}
          action={
            <Button
              variant="secondary"
              onClick={() => void thresholds.refetch()}
              isLoading={thresholds.isFetching}
            >
              <RefreshCw aria-hidden="true" className="size-4" />
              <Trans>Retry</Trans>
            </Button>
          }
        >
          <Trans>The figures could not be loaded.</Trans>
        </ErrorPanel>
      </>
    );
  if (thresholds.isPending)
    return (
      <>
        {header}
        <LoadingState label={t`Loading the tax figures…`} />
      </>
    );
  const { quarters, checks, asOf } = thresholds.data;
  const day = (value: string) => formatDateWith(`${value}T12:00:00Z`, locale, DAY);
  const from = day(quarters[0]!.from);
  const to = day(asOf);
  const where = (check: RegistrationCheck) =>
    check.province ? i18n._(PROVINCE_NAME_MESSAGES[check.province]) : t`Everywhere, exports included`;
  return (
    <>
      {header}
      <section
        aria-labelledby="thresholds-title"
        className="rounded-3xl border border-espresso-100 bg-cream-50 p-5 md:p-6"
      >
        <h2 id="thresholds-title" className="text-xl font-semibold text-espresso-900">
          <Trans>Registrations and thresholds</Trans>
        </h2>
        <p className="mt-1 text-sm text-espresso-600">
          <Trans>
            Sales from {from} to {to}, tax excluded, zero-rated coffee included, by invoice date.
          </Trans>
        </p>
        <div className="mt-4 hidden md:block">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">
              <Trans>Sales per registration and quarter</Trans>
            </caption>
            <thead>
              <tr className="border-b border-espresso-100 text-espresso-600">
                <th scope="col" className="py-2 pr-3 font-medium">
                  <Trans>Registration</Trans>
                </th>
                {quarters.map((quarter) => (
                  <th key={quarter.from} scope="col" className="px-2 py-2 text-right font-medium">
                    {quarter.label}
                  </th>
                ))}
                <th scope="col" className="px-2 py-2 text-right font-medium">
                  <Trans>Total</Trans>
                </th>
                <th scope="col" className="px-2 py-2 text-right font-medium">
                  <Trans>Threshold</Trans>
                </th>
                <th scope="col" className="py-2 pl-3 font-medium">
                  <Trans>Status</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {checks.map((check) => {
                const status = STATUS[check.status];
                return (
                  <tr key={check.registration} className="border-b border-espresso-50 align-top">
                    <th scope="row" className="py-3 pr-3 font-medium text-espresso-900">
                      {i18n._(TAX_REGISTRATION_MESSAGES[check.registration])}
                      <span className="block text-xs font-normal text-espresso-500">{where(check)}</span>
                    </th>
                    {check.byQuarter.map((amount, index) => (
                      <td key={quarters[index]?.from ?? index} className="px-2 py-3 text-right tabular-nums">
                        {formatPrice(amount, locale)}
                      </td>
                    ))}
                    <td className="px-2 py-3 text-right font-semibold tabular-nums">
                      {formatPrice(check.sales, locale)}
                    </td>
                    <td className="px-2 py-3 text-right tabular-nums">
                      {check.threshold === null ? '—' : formatPrice(check.threshold, locale)}
                    </td>
                    <td className="py-3 pl-3">
                      <Badge tone={status.tone}>{i18n._(status.label)}</Badge>
                      <span className="mt-1 block max-w-60 text-xs text-espresso-600">
                        {i18n._(status.advice)}
                      </span>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        {/* On a phone each registration is a card: the table would not fit. */}
        <ul className="mt-4 flex flex-col gap-3 md:hidden" aria-label={t`Sales per registration and quarter`}>
          {checks.map((check) => {
            const status = STATUS[check.status];
            return (
              <li key={check.registration} className="rounded-2xl border border-espresso-100 bg-white/60 p-4">
                <p className="font-medium text-espresso-900">
                  {i18n._(TAX_REGISTRATION_MESSAGES[check.registration])}
                </p>
                <p className="text-xs text-espresso-500">{where(check)}</p>
                <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
                  {check.byQuarter.map((amount, index) => (
                    <div key={quarters[index]?.from ?? index} className="contents">
                      <dt className="text-espresso-600">{quarters[index]?.label}</dt>
                      <dd className="text-right tabular-nums">{formatPrice(amount, locale)}</dd>
                    </div>
                  ))}
                  <dt className="font-semibold text-espresso-900">
                    <Trans>Total</Trans>
                  </dt>
                  <dd className="text-right font-semibold tabular-nums">
                    {formatPrice(check.sales, locale)}
                  </dd>
                  <dt className="text-espresso-600">
                    <Trans>Threshold</Trans>
                  </dt>
                  <dd className="text-right tabular-nums">
                    {check.threshold === null ? '—' : formatPrice(check.threshold, locale)}
                  </dd>
                </dl>
                <div className="mt-3">
                  <Badge tone={status.tone}>{i18n._(status.label)}</Badge>
                  <p className="mt-1 text-xs text-espresso-600">{i18n._(status.advice)}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </section>
      <TaxReportSection initial={{ from: quarters[3]!.from, to: asOf }} />
    </>
  );
}
