import { Trans, useLingui } from '@lingui/react/macro';
import { useParams, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { ReceiptView } from '@/features/receipts/components/receipt-view';

/**
 * /receipt/:orderId?token=…: the receipt an order e-mail links, opened with the
 * link's token, signed in or not.
 */
export function ReceiptLinkRoute() {
  const { t } = useLingui();
  const { orderId = '' } = useParams();
  const [params] = useSearchParams();
  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 md:py-12">
      <h1 className="sr-only">
        <Trans>Your receipt</Trans>
      </h1>
      <ReceiptView
        orderId={orderId}
        token={params.get('token') ?? undefined}
        backTo={paths.shop}
        backLabel={t`Shop`}
      />
    </section>
  );
}
