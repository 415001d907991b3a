import { useParams } from 'react-router';
import { paths } from '@/config/paths';
import { ReceiptView } from '@/features/receipts/components/receipt-view';

/** /admin/orders/:orderId/receipt: an order's receipt for the shop (issue 16 §2). */
export function AdminOrderReceiptRoute() {
  const { orderId = '' } = useParams();
  return <ReceiptView orderId={orderId} backTo={paths.admin.orders} backLabel="Orders" />;
}
