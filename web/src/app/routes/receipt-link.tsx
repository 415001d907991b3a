import { useParams, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { ReceiptView } from '@/features/receipts/components/receipt-view';

/**
 * /receipt/:orderId?token=…: the receipt an order e-mail links (issue 16 §2), opened with the
 * link's token, signed in or not.
 */
export function ReceiptLinkRoute() {
  const { orderId = '' } = useParams();
  const [params] = useSearchParams();
  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 md:py-12">
      <h1 className="sr-only">Your receipt</h1>
      <ReceiptView
        orderId={orderId}
        token={params.get('token') ?? undefined}
        backTo={paths.shop}
        backLabel="Shop"
      />
    </section>
  );
}
