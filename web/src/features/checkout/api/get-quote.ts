import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  type CheckoutQuote,
  type CheckoutQuoteInput,
  CheckoutQuoteResponseSchema,
} from '@ikawa/contracts/discounts';
import type { DeliveryMethod, FulfillmentMethod } from '@ikawa/contracts/enums';
import { apiPaths } from '@/config/paths';
import { api } from '@/lib/api-client';
import type { CartLine } from '@/stores/cart';

export interface QuoteRequest {
  lines: readonly CartLine[];
  fulfillment: FulfillmentMethod;
  deliveryMethod: DeliveryMethod;
  promoCode: string | null;
  /**
   * Where a delivery goes decides its sales tax (the postal code's province, or an
   * export); without one the server estimates at the store's province.
   */
  address?: { postalCode: string; country: string } | null;
  /** Whose quote: a code checked against an account changes when the shopper signs in. */
  userId: string | null;
  /** Subscribe & save: priced with the subscriber discount, and no code. */
  subscribe?: boolean;
}

export function quoteInput(request: QuoteRequest): CheckoutQuoteInput {
  return {
    products: request.lines.map((line) => ({ product: line.product._id, quantity: line.quantity })),
    delivery: {
      fulfillmentMethod: request.fulfillment,
      method: request.deliveryMethod,
      ...(request.fulfillment === 'delivery' && request.address
        ? { address: { postalCode: request.address.postalCode, country: request.address.country } }
        : {}),
    },
    ...(request.subscribe ? { subscribe: true } : request.promoCode ? { promoCode: request.promoCode } : {}),
  };
}

/** POST /checkout/quote: the server's price of this cart (the one pricing function). */
export async function getQuote(request: QuoteRequest, { signal }: { signal?: AbortSignal } = {}) {
  const response = await api.post(apiPaths.checkoutQuote, quoteInput(request), CheckoutQuoteResponseSchema, {
    signal,
  });
  return response.data;
}

export const quoteKey = ['checkout', 'quote'] as const;

export function quoteQueryOptions(request: QuoteRequest) {
  const input = quoteInput(request);
  return queryOptions({
    queryKey: [...quoteKey, request.userId, input],
    queryFn: ({ signal }) => getQuote(request, { signal }),
    // A price must be today's: re-asked whenever the checkout shows it again.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** The quote of the cart as it stands; nothing is asked for an empty cart. */
export function useQuote(request: QuoteRequest, enabled = true) {
  return useQuery({ ...quoteQueryOptions(request), enabled: enabled && request.lines.length > 0 });
}

export type { CheckoutQuote };
