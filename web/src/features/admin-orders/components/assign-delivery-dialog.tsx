import { useLingui } from '@lingui/react/macro';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { DEFAULT_ASSIGNMENT_FEE } from '@ikawa/contracts/constants';
import type { AssignDeliveryCommand } from '@ikawa/contracts/delivery';
import type { Order } from '@ikawa/contracts/orders';
import { Dialog } from '@/components/ui/dialog';
import { LoadingState } from '@/components/ui/spinner';
import { Alert } from '@/components/ui/alert';
import { useAssignDelivery } from '../api/assign-delivery';
import { useCourierSuggestion } from '../api/get-courier-suggestion';
import { useCouriers } from '../api/get-couriers';
import { AssignDeliveryForm, type SuggestionState } from './assign-delivery-form';

const FORM_ID = 'assign-delivery-form';

interface AssignDeliveryDialogProps {
  order: Order | null;
  enabled: boolean;
  onClose: () => void;
  onAssigned: (order: Order) => void;
}

/** "Order IK-1042 for Aline, Gitega": who the delivery is for, and where when known. */
function useOrderDescription(order: Order | null): string | undefined {
  const { t } = useLingui();
  if (!order) return undefined;
  const number = order.number;
  const customer = order.user.name;
  const city = order.delivery.address?.city;
  return city ? t`Order ${number} for ${customer}, ${city}` : t`Order ${number} for ${customer}`;
}

export function AssignDeliveryDialog({ order, enabled, onClose, onAssigned }: AssignDeliveryDialogProps) {
  const { t } = useLingui();
  const description = useOrderDescription(order);
  const open = order !== null;
  const couriers = useCouriers({ enabled: enabled && open });
  const suggestion = useCourierSuggestion(order?._id ?? '', { enabled: enabled && open });
  const assign = useAssignDelivery();

  const suggestionState: SuggestionState = suggestion.isPending
    ? { status: 'loading' }
    : suggestion.isError
      ? { status: 'error', message: suggestion.error.message }
      : { status: 'ready', suggestion: suggestion.data };

  async function submit(input: AssignDeliveryCommand) {
    if (!order) return;
    const saved = await assign.mutateAsync({ orderId: order._id, input });
    onAssigned(saved);
  }

  const reassigning = Boolean(order?.delivery.assignedTo);
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!assign.isPending) onClose();
      }}
      title={reassigning ? t`Reassign delivery` : t`Assign delivery person`}
      description={description}
      className="sm:max-w-lg"
      footer={
        <FormDialogFooter
          formId={FORM_ID}
          submitLabel={t`Assign`}
          onCancel={onClose}
          isPending={assign.isPending}
          submitDisabled={!couriers.data}
        />
      }
    >
      {couriers.isPending ? (
        <LoadingState label={t`Loading delivery persons…`} />
      ) : couriers.isError ? (
        <Alert title={t`Error loading delivery persons`}>{couriers.error.message}</Alert>
      ) : order ? (
        <AssignDeliveryForm
          key={order._id}
          id={FORM_ID}
          couriers={couriers.data}
          suggestion={suggestionState}
          defaultFee={order.delivery.deliveryFee ?? DEFAULT_ASSIGNMENT_FEE}
          currentCourierId={order.delivery.assignedTo?._id}
          onSubmit={submit}
        />
      ) : null}
    </Dialog>
  );
}
