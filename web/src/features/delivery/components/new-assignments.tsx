import { Trans } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { CourierOrder } from '@ikawa/contracts/delivery';
import { Alert } from '@/components/ui/alert';
import { courierOrdersQueryKey } from '../api/get-courier-orders';

/** A short two-note chime made on the spot (no sound file to download); silent where not allowed. */
export function chime(): void {
  try {
    const AudioContextClass = window.AudioContext;
    if (!AudioContextClass) return;
    const audio = new AudioContextClass();
    const start = audio.currentTime;
    for (const [index, frequency] of [880, 1320].entries()) {
      const tone = audio.createOscillator();
      const gain = audio.createGain();
      tone.frequency.value = frequency;
      gain.gain.setValueAtTime(0.2, start + index * 0.18);
      gain.gain.exponentialRampToValueAtTime(0.001, start + index * 0.18 + 0.16);
      tone.connect(gain).connect(audio.destination);
      tone.start(start + index * 0.18);
      tone.stop(start + index * 0.18 + 0.17);
    }
    window.setTimeout(() => void audio.close(), 600);
  } catch {
    // A browser that refuses sound before a tap: the banner still says it.
  }
}

/** The open orders in `next` that `known` did not have (new assignments). */
export function newlyAssigned(known: ReadonlySet<string>, next: readonly CourierOrder[]): CourierOrder[] {
  return next.filter(
    (order) => !known.has(order._id) && order.status !== 'cancelled' && order.delivery.status === 'assigned',
  );
}

/**
 * While the app is open, a new assignment chimes and is named in a banner (decision 020): the
 * list refetches on focus, every minute, and at once when a push arrives (the service worker
 * passes it on), and the orders it did not have before are the new ones.
 */
export function NewAssignments({ orders }: { orders: readonly CourierOrder[] | undefined }) {
  const queryClient = useQueryClient();
  const known = useRef<Set<string> | null>(null);
  const [fresh, setFresh] = useState<string[]>([]);

  useEffect(() => {
    if (!orders) return;
    if (known.current) {
      const added = newlyAssigned(known.current, orders);
      if (added.length > 0) {
        setFresh((current) => [...current, ...added.map((order) => order.number)]);
        chime();
      }
    }
    known.current = new Set(orders.map((order) => order._id));
  }, [orders]);

  useEffect(() => {
    const worker = navigator.serviceWorker;
    if (!worker) return;
    const onMessage = (event: MessageEvent<{ type?: string }>) => {
      if (event.data?.type === 'ikawa:push')
        void queryClient.invalidateQueries({ queryKey: courierOrdersQueryKey });
    };
    worker.addEventListener('message', onMessage);
    return () => worker.removeEventListener('message', onMessage);
  }, [queryClient]);

  if (fresh.length === 0) return null;
  const numbers = fresh.join(', ');
  return (
    <Alert variant="info" onDismiss={() => setFresh([])}>
      <span className="flex items-center gap-2 font-semibold">
        <BellRing aria-hidden="true" className="size-4" />
        <Trans>New order assigned to you: {numbers}</Trans>
      </span>
    </Alert>
  );
}
