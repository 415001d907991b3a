import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { paths } from '@/config/paths';
import { ReceiptView } from '@/features/receipts/components/receipt-view';

/** /account/orders/:orderId/receipt: the customer's receipt (e-mails link here). */
export function AccountReceiptRoute() {
  const { t } = useLingui();
  const { orderId = '' } = useParams();
  return <ReceiptView orderId={orderId} backTo={paths.account.orders} backLabel={t`My Orders`} />;
}
