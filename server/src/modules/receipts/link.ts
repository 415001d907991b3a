import { RECEIPT_LINK_DAYS } from '@ikawa/contracts/receipts';
import { createSigner, createVerifier, TokenError } from 'fast-jwt';
import { AppError } from '../../lib/app-error';
import { ERRORS } from '../../lib/error-messages';

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
 * The receipt link of an order e-mail: a JWT (HS256, the library behind
 * @fastify/jwt) whose subject is the order and whose audience is `ikawa:receipt`, expiring after
 * RECEIPT_LINK_DAYS. It opens that one order's receipt without signing in, and nothing else.
 * Its `ver` claim is the order's receipt link version when it was signed: revoking the order's
 * links raises the version, and the receipts service refuses a token of another one. Tokens
 * signed before versions existed carry none and count as version 1.
 */
export function createReceiptLinks({
  secret,
  now = () => new Date(),
  days = RECEIPT_LINK_DAYS,
}: ReceiptLinksDeps) {
  const sign = createSigner({ key: secret, algorithm: 'HS256', aud: RECEIPT_LINK_AUDIENCE });

  return {
    /** A token for this order at its current receipt link version, valid `days` from now. */
    tokenFor(orderId: string, version: number): string {
      const issued = Math.floor(now().getTime() / 1000);
      return sign({
        sub: orderId,
        ver: version,
        iat: issued,
        exp: issued + Math.round((days * DAY_MS) / 1000),
      });
    },

    /**
     * Throws a 403 with `receipt_link_expired` or `receipt_link_invalid` unless `token` opens
     * `orderId`; answers the link version it was signed at.
     */
    check(token: string, orderId: string): { version: number } {
      const verify = createVerifier({
        key: secret,
        algorithms: ['HS256'],
        allowedAud: RECEIPT_LINK_AUDIENCE,
        allowedSub: orderId,
        requiredClaims: ['exp', 'sub', 'aud'],
        clockTimestamp: now().getTime(),
      });
      let payload: { ver?: unknown };
      try {
        payload = verify(token) as { ver?: unknown };
      } catch (error) {
        if (error instanceof TokenError && error.code === TokenError.codes.expired)
          throw new AppError('forbidden', ERRORS.receipt.linkExpired, { code: 'receipt_link_expired' });
        throw new AppError('forbidden', ERRORS.receipt.linkInvalid, { code: 'receipt_link_invalid' });
      }
      if (payload.ver === undefined) return { version: 1 };
      if (typeof payload.ver !== 'number' || !Number.isInteger(payload.ver))
        throw new AppError('forbidden', ERRORS.receipt.linkInvalid, { code: 'receipt_link_invalid' });
      return { version: payload.ver };
    },
  };
}

export type ReceiptLinks = ReturnType<typeof createReceiptLinks>;
