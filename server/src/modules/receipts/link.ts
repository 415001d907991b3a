import { RECEIPT_LINK_DAYS, RECEIPT_MESSAGES } from '@ikawa/contracts/receipts';
import { createSigner, createVerifier, TokenError } from 'fast-jwt';
import { AppError } from '../../lib/app-error';

/**
 * The audience of a receipt link's token. Session tokens carry none, so neither kind is taken
 * for the other: the verifier below demands this audience, and `authenticate` refuses any token
 * that has one.
 */
export const RECEIPT_LINK_AUDIENCE = 'ikawa:receipt';

const DAY_MS = 86_400_000;

export interface ReceiptLinksDeps {
  /** The app's JWT secret (JWT_SECRET, or the generated one shared by every process). */
  secret: string;
  now?: () => Date;
  days?: number;
}

/**
 * The receipt link of an order e-mail (issue 16 §2): a JWT (HS256, the library behind
 * @fastify/jwt) whose subject is the order and whose audience is `ikawa:receipt`, expiring after
 * RECEIPT_LINK_DAYS. It opens that one order's receipt without signing in, and nothing else.
 */
export function createReceiptLinks({
  secret,
  now = () => new Date(),
  days = RECEIPT_LINK_DAYS,
}: ReceiptLinksDeps) {
  const sign = createSigner({ key: secret, algorithm: 'HS256', aud: RECEIPT_LINK_AUDIENCE });

  return {
    /** A token for this order, valid `days` from now. */
    tokenFor(orderId: string): string {
      const issued = Math.floor(now().getTime() / 1000);
      return sign({ sub: orderId, iat: issued, exp: issued + Math.round((days * DAY_MS) / 1000) });
    },

    /** Throws a 403 with `receipt_link_expired` or `receipt_link_invalid` unless `token` opens `orderId`. */
    check(token: string, orderId: string): void {
      const verify = createVerifier({
        key: secret,
        algorithms: ['HS256'],
        allowedAud: RECEIPT_LINK_AUDIENCE,
        allowedSub: orderId,
        requiredClaims: ['exp', 'sub', 'aud'],
        clockTimestamp: now().getTime(),
      });
      try {
        verify(token);
      } catch (error) {
        if (error instanceof TokenError && error.code === TokenError.codes.expired)
          throw new AppError('forbidden', RECEIPT_MESSAGES.linkExpired, { code: 'receipt_link_expired' });
        throw new AppError('forbidden', RECEIPT_MESSAGES.linkInvalid, { code: 'receipt_link_invalid' });
      }
    },
  };
}

export type ReceiptLinks = ReturnType<typeof createReceiptLinks>;
