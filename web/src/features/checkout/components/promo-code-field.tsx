import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { BadgePercent, X } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { PromoCodeFormSchema, type PromoOutcome } from '@ikawa/contracts/discounts';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';

type Values = z.input<typeof PromoCodeFormSchema>;
type Output = z.output<typeof PromoCodeFormSchema>;

interface PromoCodeFieldProps {
  /** The code the shopper entered, or null. */
  code: string | null;
  /** What the server's quote says about it (undefined while it is being asked). */
  outcome: PromoOutcome | null | undefined;
  checking: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
}

/**
 * A discount code: typed here, judged by the server's quote. An entered code shows
 * what it gives, or the server's reason it does not apply, with Remove; the price itself is the
 * quote's (the web never computes a discount).
 */
export function PromoCodeField({ code, outcome, checking, onApply, onRemove }: PromoCodeFieldProps) {
  const { t } = useLingui();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Values, unknown, Output>({
    resolver: zodResolver(PromoCodeFormSchema),
    defaultValues: { promoCode: '' },
  });

  if (code) {
    const refused = outcome && !outcome.applied ? outcome.reason : null;
    return (
      <div
        className={
          refused
            ? 'rounded-2xl border border-cherry-100 bg-cherry-50 p-3 text-sm text-cherry-700'
            : 'rounded-2xl border border-leaf-100 bg-leaf-50 p-3 text-sm text-leaf-700'
        }
      >
        <div className="flex items-center gap-2">
          <BadgePercent aria-hidden="true" className="size-5 shrink-0" />
          <p className="min-w-0 flex-1">
            <span className="font-mono font-semibold tracking-wider">{code}</span>
            {checking && !outcome ? (
              <span className="ml-2 inline-flex align-middle">
                <Spinner size="sm" label={t`Checking the code`} />
              </span>
            ) : outcome?.applied ? (
              <span> · {outcome.summary}</span>
            ) : null}
          </p>
          <button
            type="button"
            onClick={() => {
              reset({ promoCode: '' });
              onRemove();
            }}
            aria-label={t`Remove the code ${code}`}
            className="-my-2 -mr-1 inline-flex min-h-11 items-center gap-1 rounded-full px-2 font-semibold hover:bg-white/60"
          >
            <X aria-hidden="true" className="size-4" />
            <Trans>Remove</Trans>
          </button>
        </div>
        {refused && (
          <p id="promo-refused" role="alert" className="mt-1 pl-7">
            {refused.message}
          </p>
        )}
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        // The code box may sit inside the checkout's own form area: never submit anything else.
        event.stopPropagation();
        void handleSubmit((values) => onApply(values.promoCode))(event);
      }}
      className="flex items-start gap-2"
    >
      <Field
        label={t`Discount code`}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder={t`e.g. IKAWA15`}
        containerClassName="flex-1"
        error={errors.promoCode?.message}
        {...register('promoCode')}
      />
      <Button type="submit" variant="secondary" className="mt-7 shrink-0">
        <Trans>Apply</Trans>
      </Button>
    </form>
  );
}
