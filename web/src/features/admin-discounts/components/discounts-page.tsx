import { BadgePercent, Pencil, Plus, PowerOff, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { PROMO_MESSAGES } from '@ikawa/contracts/discounts';
import { actionErrorMessage } from '@/components/admin/action-error';
import { PageHeader } from '@/components/admin/page-header';
import { ErrorPanel, StatePanel } from '@/components/admin/state-panel';
import { Alert } from '@/components/ui/alert';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { type Discount, useDiscounts } from '../api/get-discounts';
import { useDeactivateDiscount } from '../api/save-discount';
import { DiscountFormDialog } from './discount-form-dialog';

const dateFormat = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeStyle: 'short' });

/** "From 1 Dec 2026, 00:00 · until …", or "Always". */
export function activeDates(discount: Pick<Discount, 'startsAt' | 'endsAt'>): string {
  const parts: string[] = [];
  if (discount.startsAt) parts.push(`From ${dateFormat.format(new Date(discount.startsAt))}`);
  if (discount.endsAt) parts.push(`until ${dateFormat.format(new Date(discount.endsAt))}`);
  return parts.length > 0 ? parts.join(' ') : 'No end date';
}

/** "3 / 100 uses · 1 per customer". */
export function usesLabel(discount: Pick<Discount, 'uses' | 'maxUses' | 'maxUsesPerCustomer'>): string {
  const total =
    discount.maxUses === null
      ? `${discount.uses} ${discount.uses === 1 ? 'use' : 'uses'}`
      : `${discount.uses} / ${discount.maxUses} uses`;
  return discount.maxUsesPerCustomer === null
    ? total
    : `${total} · ${discount.maxUsesPerCustomer} per customer`;
}

/** Whether shoppers can use it right now, in a word. */
export function discountState(discount: Discount, now = new Date()): { label: string; tone: BadgeTone } {
  if (!discount.active) return { label: 'Inactive', tone: 'neutral' };
  if (discount.startsAt && new Date(discount.startsAt) > now) return { label: 'Scheduled', tone: 'crema' };
  if (discount.endsAt && new Date(discount.endsAt) <= now) return { label: 'Expired', tone: 'neutral' };
  if (discount.maxUses !== null && discount.uses >= discount.maxUses)
    return { label: 'Used up', tone: 'neutral' };
  return { label: 'Active', tone: 'leaf' };
}

type Editing = { discount: Discount | null } | null;

/** Issue 17 §1: the admin's discount codes. */
export function DiscountsPage() {
  const discounts = useDiscounts();
  const deactivate = useDeactivateDiscount();
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const header = (
    <PageHeader
      title="Discounts"
      description="Codes shoppers enter at checkout. The server checks every limit when an order is placed."
      actions={
        <Button onClick={() => setEditing({ discount: null })}>
          <Plus aria-hidden="true" className="size-4" />
          New discount
        </Button>
      }
    />
  );

  if (discounts.isError && !discounts.data)
    return (
      <>
        {header}
        <ErrorPanel
          title="Error Loading Discounts"
          action={
            <Button
              variant="secondary"
              onClick={() => void discounts.refetch()}
              isLoading={discounts.isFetching}
            >
              <RefreshCw aria-hidden="true" className="size-4" />
              Retry
            </Button>
          }
        >
          {PROMO_MESSAGES.loadFailed}
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
          {actionErrorMessage(deactivate.error, PROMO_MESSAGES.saveFailed)}
        </Alert>
      )}
      {discounts.isPending ? (
        <LoadingState label="Loading discounts…" />
      ) : discounts.data.length === 0 ? (
        <StatePanel
          icon={BadgePercent}
          title="No discount codes yet"
          action={<Button onClick={() => setEditing({ discount: null })}>New discount</Button>}
        >
          Create a code for a welcome offer, a season or a loyal customer.
        </StatePanel>
      ) : (
        <ul aria-label="Discount codes" className="grid gap-3 md:grid-cols-2">
          {discounts.data.map((discount) => {
            const state = discountState(discount);
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
                      <Badge tone={state.tone}>{state.label}</Badge>
                    </p>
                    <p className="mt-1 text-sm text-espresso-800">{discount.summary}</p>
                  </div>
                  <div className="flex shrink-0 items-center gap-1">
                    <Button
                      variant="ghost"
                      size="icon"
                      onClick={() => setEditing({ discount })}
                      aria-label={`Edit ${discount.code}`}
                    >
                      <Pencil aria-hidden="true" className="size-4" />
                    </Button>
                    {discount.active && (
                      <Button
                        variant="ghost"
                        size="icon"
                        onClick={() =>
                          deactivate.mutate(discount._id, {
                            onSuccess: (saved) => setNotice(`${saved.code} is no longer offered.`),
                          })
                        }
                        isLoading={deactivate.isPending && deactivate.variables === discount._id}
                        aria-label={`Deactivate ${discount.code}`}
                        className="text-cherry-700 hover:bg-cherry-50"
                      >
                        <PowerOff aria-hidden="true" className="size-4" />
                      </Button>
                    )}
                  </div>
                </div>
                <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
                  <div>
                    <dt className="text-espresso-500">Uses</dt>
                    <dd className="tabular-nums">{usesLabel(discount)}</dd>
                  </div>
                  <div>
                    <dt className="text-espresso-500">Dates</dt>
                    <dd>{activeDates(discount)}</dd>
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
