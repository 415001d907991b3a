import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2, CircleSlash, Clock, XCircle } from 'lucide-react';
import { useEffect } from 'react';
import { useMatch, useNavigate, useSearchParams } from 'react-router';
import { PAYMENT_REDIRECT_MS } from '@ikawa/contracts/constants';
import {
  intentStatusMessage,
  PAYMENT_MESSAGE_DESCRIPTORS,
  type PaymentStatusAnswer,
} from '@ikawa/contracts/payments';
import { Button, ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { usePaymentStatus } from '../api/get-payment-status';

type View =
  | { kind: 'processing' }
  | { kind: 'success'; orderNumber: string | null }
  | { kind: 'pending'; message: string }
  | { kind: 'failed'; message: string }
  /** `reason`: the server's sentence when it cancelled a payment it had taken (and refunded). */
  | { kind: 'cancelled'; reason: string | null }
  | { kind: 'signin' };

/**
 * /payment-success and /payment-canceled (SPEC §2 payment result page). Both query parameters
 * must be there (SPEC), and then the server — not the query string — says what happened. A
 * payment the shopper backed out of (the canceled page, unless the server says it went through)
 * or one the server cancelled is not a failure: the page says it was cancelled and that nothing
 * was charged, and keeps "Payment Failed" for a payment that was tried and refused.
 */
export function PaymentResult() {
  const { t, i18n } = useLingui();
  const FAILED_TEXT = t`There was an error processing your payment. Please try again.`;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const onCanceledPage = useMatch(paths.paymentCanceled) !== null;
  const { status: authStatus, openAuthDialog } = useAuth();
  const intentId = params.get('payment_intent');
  const clientSecret = params.get('payment_intent_client_secret');
  const hasParams = Boolean(intentId && clientSecret);
  const signedIn = authStatus === 'authenticated';
  const query = usePaymentStatus(intentId, hasParams && signedIn);

  let view: View;
  if (!hasParams) view = { kind: 'failed', message: FAILED_TEXT };
  else if (authStatus === 'loading' || (signedIn && query.isPending)) view = { kind: 'processing' };
  else if (!signedIn) view = { kind: 'signin' };
  else if (query.isError) view = { kind: 'failed', message: query.error.message || FAILED_TEXT };
  else if (query.data?.status === 'succeeded' && query.data.orderId)
    view = { kind: 'success', orderNumber: query.data.orderNumber };
  else if (query.data?.status === 'processing')
    view = { kind: 'pending', message: i18n._(PAYMENT_MESSAGE_DESCRIPTORS.processing) };
  else if (query.data?.status === 'canceled' || (onCanceledPage && query.data?.status !== 'succeeded'))
    view = { kind: 'cancelled', reason: cancelReason(query.data, onCanceledPage) };
  else view = { kind: 'failed', message: query.data?.message ?? FAILED_TEXT };

  // SPEC §9: after a successful payment the page returns home after 3 seconds.
  useEffect(() => {
    if (view.kind !== 'success') return;
    const timer = window.setTimeout(() => void navigate(paths.home), PAYMENT_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [view.kind, navigate]);

  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center px-6 py-20 text-center md:py-28"
      aria-live="polite"
    >
      {view.kind === 'processing' && (
        <>
          <Spinner size="lg" className="text-espresso-700" />
          <h1 className="mt-6 text-3xl font-semibold md:text-4xl">
            <Trans>Processing Payment</Trans>
          </h1>
          <p className="mt-3 text-espresso-600">
            <Trans>Please wait while we confirm your payment...</Trans>
          </p>
        </>
      )}
      {view.kind === 'success' && (
        <>
          <CheckCircle2 aria-hidden="true" className="size-16 text-leaf-600" />
          <h1 className="mt-6 text-3xl font-semibold md:text-4xl">
            <Trans>Payment Successful!</Trans>
          </h1>
          <p className="mt-3 text-espresso-600">{i18n._(PAYMENT_MESSAGE_DESCRIPTORS.succeeded)}</p>
          {view.orderNumber && <OrderNumber number={view.orderNumber} />}
          <ButtonLink to={paths.account.orders} variant="secondary" className="mt-8">
            <Trans>View My Orders</Trans>
          </ButtonLink>
        </>
      )}
      {view.kind === 'pending' && (
        <>
          <Clock aria-hidden="true" className="size-16 text-espresso-600" />
          <h1 className="mt-6 text-3xl font-semibold md:text-4xl">
            <Trans>Processing Payment</Trans>
          </h1>
          <p className="mt-3 text-espresso-600">{view.message}</p>
          <ButtonLink to={paths.account.orders} variant="secondary" className="mt-8">
            <Trans>View My Orders</Trans>
          </ButtonLink>
        </>
      )}
      {view.kind === 'signin' && (
        <>
          <Clock aria-hidden="true" className="size-16 text-espresso-600" />
          <h1 className="mt-6 text-3xl font-semibold md:text-4xl">
            <Trans>Processing Payment</Trans>
          </h1>
          <p className="mt-3 text-espresso-600">
            <Trans>Please sign in so we can confirm your payment.</Trans>
          </p>
          <Button className="mt-8" onClick={() => openAuthDialog()}>
            <Trans>Sign In</Trans>
          </Button>
        </>
      )}
      {view.kind === 'cancelled' && (
        <>
          <CircleSlash aria-hidden="true" className="size-16 text-espresso-600" />
          <h1 className="mt-6 text-3xl font-semibold md:text-4xl">
            <Trans>Payment cancelled</Trans>
          </h1>
          <p className="mt-3 text-espresso-600">
            {view.reason ?? <Trans>The payment was cancelled, so nothing was charged to your card.</Trans>}
          </p>
          <ButtonLink to={paths.home} size="lg" className="mt-8">
            <Trans>Return to Home</Trans>
          </ButtonLink>
        </>
      )}
      {view.kind === 'failed' && (
        <>
          <XCircle aria-hidden="true" className="size-16 text-cherry-600" />
          <h1 className="mt-6 text-3xl font-semibold md:text-4xl">
            <Trans>Payment Failed</Trans>
          </h1>
          <p className="mt-3 text-espresso-600">{view.message}</p>
          <ButtonLink to={paths.home} size="lg" className="mt-8">
            <Trans>Return to Home</Trans>
          </ButtonLink>
        </>
      )}
    </section>
  );
}

/**
 * The server's own sentence about a payment it cancelled after taking it (the coffee sold out, a
 * price or a code changed): it says the payment was refunded, which the page's own "nothing was
 * charged" would contradict. None for a payment the shopper cancelled, nor for the server's bare
 * "Payment status: canceled" line.
 */
function cancelReason(answer: PaymentStatusAnswer | undefined, onCanceledPage: boolean): string | null {
  if (!answer || onCanceledPage || answer.status !== 'canceled') return null;
  return answer.message && answer.message !== intentStatusMessage('canceled') ? answer.message : null;
}

function OrderNumber({ number }: { number: string }) {
  return (
    <p className="mt-2 text-sm text-espresso-500">
      <Trans>
        Order <span className="font-mono">{number}</span>
      </Trans>
    </p>
  );
}
