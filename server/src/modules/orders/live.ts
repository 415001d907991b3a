import { ARRIVAL_WINDOW_MINUTES, type OrderLive, POSITION_FRESH_MINUTES } from '@ikawa/contracts/order-live';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client';
import { findLiveFacts, type LiveFacts } from './repo';

/**
 * The customer's order followed live (README "Deliveries"): one Server-Sent Events stream per
 * open order page. The server reads the order's facts every `pollMs` (a small indexed read, on
 * whichever instance holds the stream, so several processes need no message bus) and sends an
 * `order` event when what the customer may see changed; the browser never polls.
 */

const MINUTE = 60_000;
const firstName = (name: string | null) => name?.trim().split(/\s+/)[0] ?? null;
/** About 100 m: the courier's street, not their doorstep. */
const rounded = (degrees: number) => Math.round(degrees * 1000) / 1000;

/** What the customer sees of the order now, from its facts. */
export function liveView(facts: LiveFacts, now: Date): OrderLive {
  const onTheWay = facts.deliveryStatus === 'picked_up' && facts.status === 'shipped';
  const pickedUp = facts.pickedUpAt?.getTime() ?? null;
  const fresh =
    facts.locationAt !== null &&
    now.getTime() - facts.locationAt.getTime() <= POSITION_FRESH_MINUTES * MINUTE;
  return {
    status: facts.status,
    deliveryStatus: facts.deliveryStatus,
    courier:
      facts.deliveryStatus === 'picked_up' || facts.deliveryStatus === 'delivered'
        ? firstName(facts.courierName)
        : null,
    arrival:
      onTheWay && pickedUp !== null
        ? {
            from: new Date(
              Math.max(now.getTime(), pickedUp + ARRIVAL_WINDOW_MINUTES.from * MINUTE),
            ).toISOString(),
            to: new Date(
              Math.max(now.getTime(), pickedUp + ARRIVAL_WINDOW_MINUTES.to * MINUTE),
            ).toISOString(),
          }
        : null,
    position:
      onTheWay && fresh && facts.latitude !== null && facts.longitude !== null
        ? {
            latitude: rounded(facts.latitude),
            longitude: rounded(facts.longitude),
            at: facts.locationAt!.toISOString(),
          }
        : null,
  };
}

/** A delivered or cancelled order changes no more: its stream ends after saying so. */
const final = (view: OrderLive) => view.status === 'delivered' || view.status === 'cancelled';

/** The open streams, ended when the app closes. */
export function createLiveStreams({
  db,
  pollMs = 2000,
  heartbeatMs = 15_000,
}: {
  db: Db;
  pollMs?: number;
  heartbeatMs?: number;
}) {
  const open = new Set<() => void>();

  /** Streams the order to a reply already allowed to see it; resolves when the stream ends. */
  async function stream(reply: FastifyReply, orderId: string): Promise<void> {
    const raw = reply.raw;
    reply.hijack();
    raw.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      'X-Content-Type-Options': 'nosniff',
      // A proxy in front (nginx) must not hold the events back.
      'X-Accel-Buffering': 'no',
    });
    let last = '';
    let ended = false;
    let polling: NodeJS.Timeout | undefined;
    // A comment now and then keeps proxies from closing a quiet stream.
    const beating = setInterval(() => raw.write(': still here\n\n'), heartbeatMs);
    beating.unref();
    const end = () => {
      if (ended) return;
      ended = true;
      clearTimeout(polling);
      clearInterval(beating);
      open.delete(end);
      raw.end();
    };
    open.add(end);
    raw.once('close', end);
    const tick = async () => {
      if (ended) return;
      try {
        const facts = await findLiveFacts(db, orderId);
        if (!facts) return end();
        const view = liveView(facts, new Date());
        const body = JSON.stringify(view);
        if (body !== last) {
          last = body;
          raw.write(`event: order\ndata: ${body}\n\n`);
        }
        if (final(view)) return end();
      } catch {
        // The database did not answer this time: the next tick asks again.
      }
      if (!ended) {
        polling = setTimeout(() => void tick(), pollMs);
        polling.unref();
      }
    };
    await tick();
  }

  return {
    stream,
    closeAll: () => {
      for (const end of [...open]) end();
    },
  };
}
export type LiveStreams = ReturnType<typeof createLiveStreams>;
