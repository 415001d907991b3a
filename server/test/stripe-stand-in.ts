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
  last_payment_error: { message: string; code?: string } | null;
  customer: string | null;
  payment_method: string | null;
  next_action: { type: string } | null;
}

export interface StandInPaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  customer: string | null;
  billing_details: { name: string | null };
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
}

/** How a test card behaves when charged, as Stripe's test payment methods do. */
type Behaviour = 'succeed' | 'decline' | 'insufficient_funds' | 'requires_action';

/** Stripe's test payment method ids (`pm_card_…`) and the cards they stand for. */
const TEST_PAYMENT_METHODS: Record<string, { brand: string; last4: string; behaviour: Behaviour }> = {
  pm_card_visa: { brand: 'visa', last4: '4242', behaviour: 'succeed' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', behaviour: 'succeed' },
  pm_card_amex: { brand: 'amex', last4: '8431', behaviour: 'succeed' },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', behaviour: 'decline' },
  pm_card_chargeDeclinedInsufficientFunds: { brand: 'visa', last4: '9995', behaviour: 'insufficient_funds' },
  pm_card_authenticationRequired: { brand: 'visa', last4: '3184', behaviour: 'requires_action' },
};

const DECLINES: Record<'decline' | 'insufficient_funds', { code: string; message: string }> = {
  decline: { code: 'generic_decline', message: 'Your card was declined.' },
  insufficient_funds: { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
};

/**
 * A local stand-in for the few Stripe REST endpoints the shop calls, so the real `stripe` SDK
 * is exercised end to end without a network (the SDK's host/port/protocol options point here).
 */
export class StripeStandIn {
  readonly intents = new Map<string, StandInIntent>();
  readonly refunds: string[] = [];
  readonly customers = new Map<
    string,
    { id: string; email: string; name: string; metadata: Record<string, string> }
  >();
  readonly setupIntents = new Map<
    string,
    {
      id: string;
      object: 'setup_intent';
      customer: string | null;
      usage: string;
      status: string;
      client_secret: string;
      payment_method: string | null;
    }
  >();
  readonly paymentMethods = new Map<string, StandInPaymentMethod>();
  /** Set to make every card-vault call answer a Stripe 500 (for failure paths). */
  failVault = false;
  /** Set to make refunds answer a Stripe 500 (a refund that must be retried later). */
  failRefunds = false;
  private readonly behaviours = new Map<string, Behaviour>();
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
        const intent: StandInIntent = {
          id,
          object: 'payment_intent',
          amount: Number(body.get('amount')),
          currency: body.get('currency') ?? '',
          status: 'requires_payment_method',
          client_secret: `${id}_secret_standin`,
          metadata: metadataOf(body),
          last_payment_error: null,
          customer: null,
          payment_method: null,
          next_action: null,
        };
        this.intents.set(id, intent);
        if (idempotencyKey) this.byKey.set(idempotencyKey, id);
        return send(200, intent);
      }
      const missing = (what: string, id: string) =>
        send(404, {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `No such ${what}: '${id}'`,
          },
        });
      const vaultPath = /^\/v1\/(customers|setup_intents|payment_methods)/.test(path);
      if (vaultPath && this.failVault) {
        return send(500, { error: { type: 'api_error', message: 'Something went wrong on Stripe’s end.' } });
      }

      if (req.method === 'POST' && path === '/v1/customers') {
        const existing = idempotencyKey ? this.byKey.get(idempotencyKey) : undefined;
        if (existing) return send(200, { object: 'customer', ...this.customers.get(existing) });
        this.counter += 1;
        const customer = {
          id: `cus_test_${this.counter}`,
          email: body.get('email') ?? '',
          name: body.get('name') ?? '',
          metadata: metadataOf(body),
        };
        this.customers.set(customer.id, customer);
        if (idempotencyKey) this.byKey.set(idempotencyKey, customer.id);
        return send(200, { object: 'customer', ...customer });
      }

      if (req.method === 'POST' && path === '/v1/setup_intents') {
        const customer = body.get('customer');
        if (customer && !this.customers.has(customer)) return missing('customer', customer);
        this.counter += 1;
        const id = `seti_test_${this.counter}`;
        const setup = {
          id,
          object: 'setup_intent' as const,
          customer,
          usage: body.get('usage') ?? 'off_session',
          status: 'requires_payment_method',
          client_secret: `${id}_secret_standin`,
          payment_method: null,
        };
        this.setupIntents.set(id, setup);
        return send(200, setup);
      }

      const methodMatch = /^\/v1\/payment_methods\/([^/]+)(\/attach|\/detach)?$/.exec(path);
      if (methodMatch?.[1]) {
        const id = methodMatch[1];
        let method = this.paymentMethods.get(id);
        const template = TEST_PAYMENT_METHODS[id];
        if (!method && template) method = this.makeMethod(template, null, id);
        if (!method) return missing('PaymentMethod', id);
        if (req.method === 'GET') return send(200, method);
        if (methodMatch[2] === '/attach') {
          const customer = body.get('customer') ?? '';
          if (!this.customers.has(customer)) return missing('customer', customer);
          // Like Stripe, attaching a test id makes a new payment method for the customer.
          const attached = template ? this.makeMethod(template, customer) : method;
          attached.customer = customer;
          return send(200, attached);
        }
        if (methodMatch[2] === '/detach') {
          if (!method.customer) {
            return send(400, {
              error: {
                type: 'invalid_request_error',
                message: `The payment method you provided is not attached to a customer so detachment is impossible.`,
              },
            });
          }
          method.customer = null;
          return send(200, method);
        }
        // Update: billing name and card expiry.
        const name = body.get('billing_details[name]');
        if (name !== null) method.billing_details.name = name;
        const month = body.get('card[exp_month]');
        const year = body.get('card[exp_year]');
        if (month !== null) method.card.exp_month = Number(month);
        if (year !== null) method.card.exp_year = Number(year);
        return send(200, method);
      }

      const intentMatch = /^\/v1\/payment_intents\/([^/]+)(\/cancel|\/confirm)?$/.exec(path);
      if (intentMatch?.[1]) {
        const intent = this.intents.get(intentMatch[1]);
        if (!intent) return notFound();
        if (req.method !== 'POST') {
          // A GET carries `expand[]=payment_method` in its query string.
          const query = new URLSearchParams((req.url ?? '').split('?')[1] ?? '');
          return send(200, this.withExpanded(intent, query));
        }
        if (intentMatch[2] === '/cancel') {
          // As Stripe: a paid intent cannot be cancelled (it is refunded instead).
          if (intent.status === 'succeeded')
            return send(400, {
              error: {
                type: 'invalid_request_error',
                code: 'payment_intent_unexpected_state',
                message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
              },
            });
          intent.status = 'canceled';
          return send(200, intent);
        }
        if (intentMatch[2] === '/confirm') return this.confirm(intent, body, send);
        // Update.
        const customer = body.get('customer');
        if (customer !== null) {
          if (!this.customers.has(customer)) return missing('customer', customer);
          intent.customer = customer;
        }
        const paymentMethod = body.get('payment_method');
        if (paymentMethod !== null) intent.payment_method = paymentMethod;
        return send(200, intent);
      }
      if (req.method === 'POST' && path === '/v1/refunds') {
        if (this.failRefunds)
          return send(500, {
            error: { type: 'api_error', message: 'Something went wrong on Stripe’s end.' },
          });
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

  private makeMethod(
    card: { brand: string; last4: string; behaviour: Behaviour },
    customer: string | null,
    id?: string,
  ): StandInPaymentMethod {
    this.counter += 1;
    const method: StandInPaymentMethod = {
      id: id ?? `pm_test_${this.counter}`,
      object: 'payment_method',
      type: 'card',
      customer,
      billing_details: { name: null },
      card: { brand: card.brand, last4: card.last4, exp_month: 12, exp_year: 2034 },
    };
    this.behaviours.set(method.id, card.behaviour);
    if (!id) this.paymentMethods.set(method.id, method);
    return method;
  }

  private withExpanded(intent: StandInIntent, body: URLSearchParams) {
    const expand = [...body.entries()].some(
      ([key, value]) => key.startsWith('expand') && value === 'payment_method',
    );
    const method = intent.payment_method ? this.paymentMethods.get(intent.payment_method) : undefined;
    return expand && method ? { ...intent, payment_method: method } : intent;
  }

  /** Confirms an intent on the server with a saved payment method, as Stripe does. */
  private confirm(
    intent: StandInIntent,
    body: URLSearchParams,
    send: (status: number, payload: unknown) => void,
  ) {
    const methodId = body.get('payment_method') ?? intent.payment_method;
    const method = methodId ? this.paymentMethods.get(methodId) : undefined;
    if (!methodId || !method) {
      return send(400, {
        error: { type: 'invalid_request_error', message: 'You must provide a payment method to confirm.' },
      });
    }
    if (!['requires_payment_method', 'requires_confirmation'].includes(intent.status)) {
      return send(400, {
        error: {
          type: 'invalid_request_error',
          code: 'payment_intent_unexpected_state',
          message: `This PaymentIntent's status is ${intent.status}, so it cannot be confirmed.`,
        },
      });
    }
    if (method.customer && method.customer !== intent.customer) {
      return send(400, {
        error: {
          type: 'invalid_request_error',
          message:
            'The provided PaymentMethod belongs to a Customer; please include the Customer in the customer parameter.',
        },
      });
    }
    if (!body.get('return_url')) {
      return send(400, {
        error: {
          type: 'invalid_request_error',
          message:
            'This PaymentIntent is configured to accept payment methods enabled in your Dashboard; return_url is required.',
        },
      });
    }
    intent.payment_method = method.id;
    const behaviour = this.behaviours.get(method.id) ?? 'succeed';
    if (behaviour === 'decline' || behaviour === 'insufficient_funds') {
      const decline = DECLINES[behaviour];
      intent.status = 'requires_payment_method';
      intent.last_payment_error = { message: decline.message, code: 'card_declined' };
      return send(402, {
        error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: decline.code,
          message: decline.message,
          payment_intent: intent,
        },
      });
    }
    intent.last_payment_error = null;
    if (behaviour === 'requires_action') {
      intent.status = 'requires_action';
      intent.next_action = { type: 'use_stripe_sdk' };
    } else {
      intent.status = 'succeeded';
    }
    return send(200, this.withExpanded(intent, body));
  }

  /**
   * What Stripe.js does when the shopper confirms a SetupIntent with a card typed into Elements:
   * a new payment method attached to the SetupIntent's customer. Answers its id.
   */
  confirmSetup(setupIntentId: string, testCard: keyof typeof TEST_PAYMENT_METHODS): string {
    const setup = this.setupIntents.get(setupIntentId);
    const template = TEST_PAYMENT_METHODS[testCard];
    if (!setup || !template)
      throw new Error(`unknown setup intent or test card ${setupIntentId} ${testCard}`);
    const method = this.makeMethod(template, setup.customer);
    setup.status = 'succeeded';
    setup.payment_method = method.id;
    return method.id;
  }

  /** What Stripe.js does once the shopper passes the bank's extra step (3-D Secure). */
  authenticate(intentId: string): void {
    const intent = this.intents.get(intentId);
    if (intent?.status === 'requires_action') {
      intent.status = 'succeeded';
      intent.next_action = null;
    }
  }

  /** What Stripe does once Elements confirms the card. */
  /** Pays an intent, with a card like the browser's Stripe.js would have sent. */
  succeed(id: string, card: { brand: string; last4: string } = { brand: 'visa', last4: '4242' }): void {
    const intent = this.intents.get(id);
    if (!intent) return;
    const method = this.makeMethod({ ...card, behaviour: 'succeed' }, null);
    intent.payment_method = method.id;
    intent.status = 'succeeded';
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

function metadataOf(body: URLSearchParams): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of body) {
    const match = /^metadata\[(.+)\]$/.exec(key);
    if (match?.[1]) metadata[match[1]] = value;
  }
  return metadata;
}

function read(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => resolve(data));
  });
}
