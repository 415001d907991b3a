import { useParams } from 'react-router';
import { paths } from '@/config/paths';
import { ReceiptView } from '@/features/receipts/components/receipt-view';

/** /account/orders/:orderId/receipt: the customer's receipt (issue 16 §2; e-mails link here). */
export function AccountReceiptRoute() {
  const { orderId = '' } = useParams();
  return <ReceiptView orderId={orderId} backTo={paths.account.orders} backLabel="My Orders" />;
}
