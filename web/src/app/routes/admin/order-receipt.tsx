import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { paths } from '@/config/paths';
import { ReceiptView } from '@/features/receipts/components/receipt-view';

/** /admin/orders/:orderId/receipt: an order's receipt for the shop. */
export function AdminOrderReceiptRoute() {
  const { t } = useLingui();
  const { orderId = '' } = useParams();
  return <ReceiptView orderId={orderId} backTo={paths.admin.orders} backLabel={t`Orders`} />;
}
