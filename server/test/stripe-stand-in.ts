import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  last_payment_error: { message: string } | null;
}

/**
 * A local stand-in for the few Stripe REST endpoints the shop calls, so the real `stripe` SDK
 * is exercised end to end without a network (the SDK's host/port/protocol options point here).
 */
export class StripeStandIn {
  readonly intents = new Map<string, StandInIntent>();
  readonly refunds: string[] = [];
  readonly requests: { method: string; path: string; body: URLSearchParams; idempotencyKey?: string }[] = [];
  private readonly byKey = new Map<string, string>();
  private server: Server | undefined;
  private counter = 0;

  async start(): Promise<string> {
    this.server = createServer(async (req, res) => {
      const body = new URLSearchParams(await read(req));
      const path = (req.url ?? '').split('?')[0] ?? '';
      const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
      this.requests.push({
        method: req.method ?? '',
        path,
        body,
        ...(idempotencyKey ? { idempotencyKey } : {}),
      });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${this.counter}` });
        res.end(JSON.stringify(payload));
      };
      const notFound = () =>
        send(404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });

      if (req.method === 'POST' && path === '/v1/payment_intents') {
        const existing = idempotencyKey ? this.byKey.get(idempotencyKey) : undefined;
        if (existing) return send(200, this.intents.get(existing));
        this.counter += 1;
        const id = `pi_test_${this.counter}`;
        const metadata: Record<string, string> = {};
        for (const [key, value] of body) {
          const match = /^metadata\[(.+)\]$/.exec(key);
          if (match?.[1]) metadata[match[1]] = value;
        }
        const intent: StandInIntent = {
          id,
          object: 'payment_intent',
          amount: Number(body.get('amount')),
          currency: body.get('currency') ?? '',
          status: 'requires_payment_method',
          client_secret: `${id}_secret_standin`,
          metadata,
          last_payment_error: null,
        };
        this.intents.set(id, intent);
        if (idempotencyKey) this.byKey.set(idempotencyKey, id);
        return send(200, intent);
      }
      const intentMatch = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(path);
      if (intentMatch?.[1]) {
        const intent = this.intents.get(intentMatch[1]);
        if (!intent) return notFound();
        if (req.method === 'POST' && intentMatch[2]) intent.status = 'canceled';
        return send(200, intent);
      }
      if (req.method === 'POST' && path === '/v1/refunds') {
        const intentId = body.get('payment_intent') ?? '';
        if (!this.intents.has(intentId)) return notFound();
        this.refunds.push(intentId);
        return send(200, {
          id: `re_${this.refunds.length}`,
          object: 'refund',
          status: 'succeeded',
          payment_intent: intentId,
        });
      }
      return send(404, { error: { type: 'invalid_request_error', message: `Unknown path ${path}` } });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** What Stripe does once Elements confirms the card. */
  succeed(id: string): void {
    const intent = this.intents.get(id);
    if (intent) intent.status = 'succeeded';
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

function read(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => resolve(data));
  });
}
