import { vi } from 'vitest';

/**
 * Stripe.js comes from Stripe's servers and cannot load in tests (no network). In its place,
 * an object with the methods Stripe Elements and the forms call; its card fields are empty
 * elements. A test file routes `stripeFor` to it:
 *
 *   vi.mock('@/lib/stripe', async (original) => ({
 *     ...(await original<typeof StripeLib>()),
 *     stripeFor: async () => (await import('@/testing/fake-stripe')).fakeStripeJs.current,
 *   }));
 */
export const fakeStripeJs: { current: ReturnType<typeof fakeStripe>['stripe'] | null } = { current: null };

type Answer = Record<string, unknown>;

export function fakeStripe(answers: { confirmCardSetup?: Answer; handleNextAction?: Answer } = {}) {
  const field = {
    mount: vi.fn(),
    destroy: vi.fn(),
    on: vi.fn(),
    off: vi.fn(),
    update: vi.fn(),
    clear: vi.fn(),
  };
  const elements = { create: vi.fn(() => field), getElement: vi.fn(() => field), update: vi.fn() };
  const stripe = {
    elements: vi.fn(() => elements),
    createToken: vi.fn(),
    createPaymentMethod: vi.fn(),
    confirmCardPayment: vi.fn(),
    confirmPayment: vi.fn(),
    confirmCardSetup: vi.fn(async () => answers.confirmCardSetup ?? {}),
    handleNextAction: vi.fn(async () => answers.handleNextAction ?? {}),
  };
  fakeStripeJs.current = stripe;
  return { stripe, elements, field };
}
