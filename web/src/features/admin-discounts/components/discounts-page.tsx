import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BadgePercent, Pencil, Plus, PowerOff, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { discountSummaryIn, PROMO_MESSAGE_DESCRIPTORS } from '@ikawa/contracts/discounts';
import { actionErrorMessage } from '@/components/admin/action-error';
import { PageHeader } from '@/components/admin/page-header';
import { ErrorPanel, StatePanel } from '@/components/admin/state-panel';
import { Alert } from '@/components/ui/alert';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { useLocale } from '@/hooks/use-locale';
import { formatDateWith, formatNumber } from '@/lib/format';
import { formattingLocale } from '@/lib/i18n';
import { type Discount, useDiscounts } from '../api/get-discounts';
import { useDeactivateDiscount } from '../api/save-discount';
import { DiscountFormDialog } from './discount-form-dialog';

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** "From Dec 1, 2026, 12:00 a.m. until …", or "No end date", in the language of `i18n`. */
export function activeDates(i18n: I18n, discount: Pick<Discount, 'startsAt' | 'endsAt'>): string {
  const locale = formattingLocale(i18n.locale);
  const start = discount.startsAt ? formatDateWith(discount.startsAt, locale, DATE_TIME) : null;
  const end = discount.endsAt ? formatDateWith(discount.endsAt, locale, DATE_TIME) : null;
  if (start && end) return i18n._(msg`From ${start} until ${end}`);
  if (start) return i18n._(msg`From ${start}`);
  if (end) return i18n._(msg`Until ${end}`);
  return i18n._(msg`No end date`);
}

/** "3 / 100 uses · 1 per customer", in the language of `i18n`. */
export function usesLabel(
  i18n: I18n,
  discount: Pick<Discount, 'uses' | 'maxUses' | 'maxUsesPerCustomer'>,
): string {
  const locale = formattingLocale(i18n.locale);
  const { uses } = discount;
  const used = formatNumber(uses, locale);
  const max = discount.maxUses === null ? null : formatNumber(discount.maxUses, locale);
  const perCustomer =
    discount.maxUsesPerCustomer === null ? null : formatNumber(discount.maxUsesPerCustomer, locale);
  if (max === null && perCustomer === null)
    return i18n._(msg`${plural(uses, { one: '# use', other: '# uses' })}`);
  if (max === null)
    return i18n._(
      msg`${plural(uses, { one: `# use · ${perCustomer} per customer`, other: `# uses · ${perCustomer} per customer` })}`,
    );
  if (perCustomer === null) return i18n._(msg`${used} / ${max} uses`);
  return i18n._(msg`${used} / ${max} uses · ${perCustomer} per customer`);
}

/** Whether shoppers can use it right now, in a word (translated where shown). */
export function discountState(
  discount: Discount,
  now = new Date(),
): { label: MessageDescriptor; tone: BadgeTone } {
  if (!discount.active) return { label: msg`Inactive`, tone: 'neutral' };
  if (discount.startsAt && new Date(discount.startsAt) > now) return { label: msg`Scheduled`, tone: 'crema' };
  if (discount.endsAt && new Date(discount.endsAt) <= now) return { label: msg`Expired`, tone: 'neutral' };
  if (discount.maxUses !== null && discount.uses >= discount.maxUses)
    return { label: msg`Used up`, tone: 'neutral' };
  return { label: msg`Active`, tone: 'leaf' };
}

type Editing = { discount: Discount | null } | null;

/** The admin's discount codes. */
export function DiscountsPage() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const discounts = useDiscounts();
  const deactivate = useDeactivateDiscount();
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const header = (
    <PageHeader
      title={t`Discounts`}
      description={t`Codes shoppers enter at checkout. The server checks every limit when an order is placed.`}
      actions={
        <Button onClick={() => setEditing({ discount: null })}>
          <Plus aria-hidden="true" className="size-4" />
          <Trans>New discount</Trans>
        </Button>
      }
    />
  );

  if (discounts.isError && !discounts.data)
    return (
      <>
        {header}
        <ErrorPanel
          title={t`Error Loading Discounts`}
          action={
            <Button
              variant="secondary"
              onClick={() => void discounts.refetch()}
              isLoading={discounts.isFetching}
            >
              <RefreshCw aria-hidden="true" className="size-4" />
              <Trans>Retry</Trans>
            </Button>
          }
        >
          {i18n._(PROMO_MESSAGE_DESCRIPTORS.loadFailed)}
        </ErrorPanel>
      </>
    );

  return (
    <>
      {header}
      {notice && (
        <Alert variant="info" onDismiss={() => setNotice(null)} className="mb-4">
          {notice}
        </Alert>
      )}
      {deactivate.isError && (
        <Alert onDismiss={() => deactivate.reset()} className="mb-4">
          {actionErrorMessage(deactivate.error, i18n._(PROMO_MESSAGE_DESCRIPTORS.saveFailed))}
        </Alert>
      )}
      {discounts.isPending ? (
        <LoadingState label={t`Loading discounts…`} />
      ) : discounts.data.length === 0 ? (
        <StatePanel
          icon={BadgePercent}
          title={t`No discount codes yet`}
          action={
            <Button onClick={() => setEditing({ discount: null })}>
              <Trans>New discount</Trans>
            </Button>
          }
        >
          <Trans>Create a code for a welcome offer, a season or a loyal customer.</Trans>
        </StatePanel>
      ) : (
        <ul aria-label={t`Discount codes`} className="grid gap-3 md:grid-cols-2">
          {discounts.data.map((discount) => {
            const state = discountState(discount);
            const code = discount.code;
            return (
              <li
                key={discount._id}
                className="rounded-2xl border border-espresso-100 bg-cream-50 p-4 shadow-xs"
              >
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2">
                      <span className="font-mono text-lg font-semibold tracking-wider text-espresso-900">
                        {discount.code}
                      </span>
                      <Badge tone={state.tone}>{i18n._(state.label)}</Badge>
                    </p>
                    <p className="mt-1 text-sm text-espresso-800">
                      {discountSummaryIn(i18n, discount, locale)}
                    </p>
                    {discount.subscribersOnly && (
                      <p className="mt-1 text-sm text-espresso-600">
                        <Trans>
                          Subscribe &amp; save: applied to every subscription order, never typed at a
                          checkout.
                        </Trans>
                      </p>
                    )}
                  </div>
                  <div className="flex shrink-0 items-center gap-1">
                    <Button
                      variant="ghost"
                      size="icon"
                      onClick={() => setEditing({ discount })}
                      aria-label={t`Edit ${code}`}
                    >
                      <Pencil aria-hidden="true" className="size-4" />
                    </Button>
                    {discount.active && (
                      <Button
                        variant="ghost"
                        size="icon"
                        onClick={() =>
                          deactivate.mutate(discount._id, {
                            onSuccess: () => setNotice(t`${code} is no longer offered.`),
                          })
                        }
                        isLoading={deactivate.isPending && deactivate.variables === discount._id}
                        aria-label={t`Deactivate ${code}`}
                        className="text-cherry-700 hover:bg-cherry-50"
                      >
                        <PowerOff aria-hidden="true" className="size-4" />
                      </Button>
                    )}
                  </div>
                </div>
                <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
                  <div>
                    <dt className="text-espresso-500">
                      <Trans>Uses</Trans>
                    </dt>
                    <dd className="tabular-nums">{usesLabel(i18n, discount)}</dd>
                  </div>
                  <div>
                    <dt className="text-espresso-500">
                      <Trans>Dates</Trans>
                    </dt>
                    <dd>{activeDates(i18n, discount)}</dd>
                  </div>
                </dl>
              </li>
            );
          })}
        </ul>
      )}
      <DiscountFormDialog
        open={editing !== null}
        discount={editing?.discount ?? null}
        onClose={() => setEditing(null)}
        onSaved={(message) => {
          setEditing(null);
          setNotice(message);
        }}
      />
    </>
  );
}
