import { Trans } from '@lingui/react/macro';
import { PackageCheck, PackageOpen } from 'lucide-react';
import type { DeliveryStatus } from '@ikawa/contracts/enums';
import { Button } from '@/components/ui/button';

interface DeliveryStatusButtonProps {
  status: DeliveryStatus | null;
  /** A cancelled order is never moved on (the server refuses it too). */
  cancelled?: boolean;
  isPending: boolean;
  onAdvance: (next: 'picked_up' | 'delivered') => void;
}

/**
 * SPEC §2/§4: 'Mark as Picked Up' when assigned, 'Mark as Delivered' when picked up, nothing once
 * delivered; the button reads 'Processing...' and is disabled while the change is sent. It spans the
 * card and sits at its bottom, where a thumb reaches it on a phone held in one hand.
 */
export function DeliveryStatusButton({
  status,
  cancelled = false,
  isPending,
  onAdvance,
}: DeliveryStatusButtonProps) {
  if (cancelled || (status !== 'assigned' && status !== 'picked_up')) return null;
  const next = status === 'assigned' ? 'picked_up' : 'delivered';
  const Icon = next === 'picked_up' ? PackageOpen : PackageCheck;
  return (
    <Button
      variant={next === 'picked_up' ? 'primary' : 'accent'}
      size="lg"
      fullWidth
      className="min-h-14 text-lg"
      disabled={isPending}
      aria-busy={isPending || undefined}
      onClick={() => onAdvance(next)}
    >
      {!isPending && <Icon aria-hidden="true" className="size-5" />}
      {isPending ? (
        <Trans>Processing...</Trans>
      ) : next === 'picked_up' ? (
        <Trans>Mark as Picked Up</Trans>
      ) : (
        <Trans>Mark as Delivered</Trans>
      )}
    </Button>
  );
}
