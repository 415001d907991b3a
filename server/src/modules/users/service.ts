import {
  type SavePaymentMethodInputSchema,
  type SaveStripePaymentMethodInputSchema,
  STRIPE_CARD_NUMBER_REFUSED,
  type UpdatePaymentMethodInput,
} from '@ikawa/contracts/payment-methods';
import { cardBrand, digitsOnly, parseExpiry } from '@ikawa/contracts/rules/card';
import {
  ACCOUNT_MESSAGES,
  type ChangePasswordInput,
  type SavedAddressInput,
  type UpdateProfileInput,
  type UserProfile,
} from '@ikawa/contracts/users';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { addresses, paymentMethods, users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import { tokenizeSimulatedCard } from '../payments/simulated-provider';
import {
  isStripeCardToken,
  SAVED_CARD_MESSAGES,
  type StripeSavedCards,
} from '../payments/stripe-saved-cards';
import { toAddressDto, toPaymentMethodDto, toUserDto } from './mapper';
import { findUserByEmail, findUserById, forgetSessionUser } from './repo';
import { isUuid } from '../../lib/ids';

type SaveCard = z.output<typeof SavePaymentMethodInputSchema>;
type SaveStripeCard = z.output<typeof SaveStripePaymentMethodInputSchema>;

/** `stripeCards` is set in Stripe mode: saved cards then live at Stripe (ADR 004). */
export function createUsersService({ db, stripeCards }: { db: Db; stripeCards?: StripeSavedCards }) {
  async function requireUser(id: string) {
    const row = isUuid(id) ? await findUserById(db, id) : undefined;
    if (!row || row.anonymisedAt) throw new AppError('not_found', ACCOUNT_MESSAGES.userNotFound);
    return row;
  }

  async function profile(id: string): Promise<UserProfile> {
    const row = await requireUser(id);
    const [addressRows, cardRows] = await Promise.all([
      db
        .select()
        .from(addresses)
        .where(eq(addresses.userId, id))
        .orderBy(desc(addresses.isDefault), addresses.createdAt),
      db
        .select()
        .from(paymentMethods)
        .where(eq(paymentMethods.userId, id))
        .orderBy(desc(paymentMethods.isDefault), paymentMethods.createdAt),
    ]);
    return {
      ...toUserDto(row, addressRows.find((a) => a.isDefault) ?? null),
      addresses: addressRows.map(toAddressDto),
      paymentMethods: cardRows.map(toPaymentMethodDto),
    };
  }

  async function updateProfile(id: string, input: UpdateProfileInput): Promise<UserProfile> {
    await requireUser(id);
    if (input.email) {
      const owner = await findUserByEmail(db, input.email);
      if (owner && owner.id !== id) throw new AppError('conflict', ACCOUNT_MESSAGES.emailTaken);
    }
    try {
      await db
        .update(users)
        .set({
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.email !== undefined ? { email: input.email } : {}),
          ...(input.phone !== undefined ? { phone: input.phone || null } : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, id));
      forgetSessionUser(db, id);
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('conflict', ACCOUNT_MESSAGES.emailTaken);
      throw error;
    }
    return profile(id);
  }

  /** A new password ends every earlier session (token version), except the one we return. */
  async function changePassword(id: string, input: ChangePasswordInput) {
    const row = await requireUser(id);
    if (!(await verifyPassword(row.passwordHash, input.currentPassword))) {
      throw new AppError('validation', ACCOUNT_MESSAGES.wrongPassword, {
        details: [{ path: 'currentPassword', message: ACCOUNT_MESSAGES.wrongPassword }],
      });
    }
    const [updated] = await db
      .update(users)
      .set({
        passwordHash: await hashPassword(input.newPassword),
        tokenVersion: sql`${users.tokenVersion} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(users.id, id))
      .returning();
    forgetSessionUser(db, id);
    if (!updated) throw new AppError('not_found', ACCOUNT_MESSAGES.userNotFound);
    return updated;
  }

  // ---- addresses -------------------------------------------------------------------------

  /** Makes one address the default; the partial unique index keeps it at one per user. */
  async function setDefaultAddress(tx: Tx, userId: string, addressId: string) {
    await tx
      .update(addresses)
      .set({ isDefault: false })
      .where(and(eq(addresses.userId, userId), ne(addresses.id, addressId), eq(addresses.isDefault, true)));
    await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, addressId));
  }

  /** When the default goes, the newest remaining address takes its place. */
  async function promoteNewestAddress(tx: Tx, userId: string) {
    const [existingDefault] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
    if (existingDefault) return;
    const [newest] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.createdAt))
      .limit(1);
    if (newest) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, newest.id));
  }

  async function requireAddress(tx: Tx | Db, userId: string, addressId: string) {
    const [row] = isUuid(addressId)
      ? await tx
          .select()
          .from(addresses)
          .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
      : [];
    if (!row) throw new AppError('not_found', ACCOUNT_MESSAGES.addressNotFound);
    return row;
  }

  function addressValues(input: SavedAddressInput) {
    return {
      street: input.street,
      city: input.city,
      postalCode: input.postalCode,
      country: input.country,
      phone: input.phone ?? null,
      latitude: input.latitude ?? null,
      longitude: input.longitude ?? null,
    };
  }

  async function addAddress(userId: string, input: SavedAddressInput) {
    await requireUser(userId);
    await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(addresses)
        .values({ userId, ...addressValues(input), isDefault: false })
        .returning({ id: addresses.id });
      const [hasDefault] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
      // The first address is the default one.
      if (created && (input.isDefault || !hasDefault)) await setDefaultAddress(tx, userId, created.id);
    });
    return profile(userId);
  }

  async function updateAddress(userId: string, addressId: string, input: SavedAddressInput) {
    await requireUser(userId);
    await db.transaction(async (tx) => {
      const row = await requireAddress(tx, userId, addressId);
      await tx.update(addresses).set(addressValues(input)).where(eq(addresses.id, row.id));
      if (input.isDefault) await setDefaultAddress(tx, userId, row.id);
    });
    return profile(userId);
  }

  async function deleteAddress(userId: string, addressId: string) {
    await requireUser(userId);
    await db.transaction(async (tx) => {
      const row = await requireAddress(tx, userId, addressId);
      await tx.delete(addresses).where(eq(addresses.id, row.id));
      if (row.isDefault) await promoteNewestAddress(tx, userId);
    });
    return profile(userId);
  }

  /** SPEC §7 `PUT /users/{id}/address`: sets the default address (creating it if needed). */
  async function putDefaultAddress(userId: string, input: SavedAddressInput) {
    await requireUser(userId);
    await db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(addresses)
        .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
      if (current) {
        await tx.update(addresses).set(addressValues(input)).where(eq(addresses.id, current.id));
      } else {
        await tx.insert(addresses).values({ userId, ...addressValues(input), isDefault: true });
      }
    });
    return profile(userId);
  }

  async function deleteDefaultAddress(userId: string) {
    await requireUser(userId);
    await db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(addresses)
        .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
      if (!current) throw new AppError('not_found', ACCOUNT_MESSAGES.addressNotFound);
      await tx.delete(addresses).where(eq(addresses.id, current.id));
      await promoteNewestAddress(tx, userId);
    });
    return profile(userId);
  }

  // ---- payment methods -------------------------------------------------------------------

  async function requireCard(tx: Tx | Db, userId: string, methodId: string) {
    const [row] = isUuid(methodId)
      ? await tx
          .select()
          .from(paymentMethods)
          .where(and(eq(paymentMethods.id, methodId), eq(paymentMethods.userId, userId)))
      : [];
    if (!row) throw new AppError('not_found', ACCOUNT_MESSAGES.cardNotFound);
    return row;
  }

  async function setDefaultCard(tx: Tx, userId: string, methodId: string) {
    await tx
      .update(paymentMethods)
      .set({ isDefault: false })
      .where(
        and(
          eq(paymentMethods.userId, userId),
          ne(paymentMethods.id, methodId),
          eq(paymentMethods.isDefault, true),
        ),
      );
    await tx.update(paymentMethods).set({ isDefault: true }).where(eq(paymentMethods.id, methodId));
  }

  /** Writes a saved card row; the first card (or one asked to be) becomes the default. */
  async function insertCard(
    tx: Tx,
    userId: string,
    values: Omit<typeof paymentMethods.$inferInsert, 'userId' | 'isDefault'>,
    isDefault: boolean | undefined,
  ) {
    const [created] = await tx
      .insert(paymentMethods)
      .values({ userId, ...values, isDefault: false })
      .returning({ id: paymentMethods.id });
    const [hasDefault] = await tx
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.isDefault, true)));
    if (created && (isDefault || !hasDefault)) await setDefaultCard(tx, userId, created.id);
  }

  /** Keeps brand, last 4 and expiry; the number and CVC end here (DESIGN: saved cards). */
  async function addCard(userId: string, card: SaveCard | SaveStripeCard) {
    await requireUser(userId);
    if ('paymentMethodId' in card) return addStripeCard(userId, card);
    if (stripeCards) throw new AppError('validation', STRIPE_CARD_NUMBER_REFUSED);
    const expiry = parseExpiry(card.expiryDate);
    if (!expiry) throw new AppError('validation', 'Expiry date must be MM/YY');
    const number = digitsOnly(card.cardNumber);
    await db.transaction(async (tx) => {
      // The simulated provider's vault keeps a token (brand, last 4, behaviour), never the number,
      // so the card can be charged at checkout.
      const providerToken = await tokenizeSimulatedCard(tx, number);
      await insertCard(
        tx,
        userId,
        {
          brand: cardBrand(number),
          last4: number.slice(-4),
          expMonth: expiry.month,
          expYear: expiry.year,
          cardholderName: card.cardholderName,
          providerToken,
        },
        card.isDefault,
      );
    });
    return profile(userId);
  }

  /**
   * Stripe mode: the browser confirmed a SetupIntent with Stripe Elements; Stripe tells us the
   * card's brand, last 4 and expiry, and the row keeps the payment method id as its token.
   */
  async function addStripeCard(userId: string, card: SaveStripeCard) {
    if (!stripeCards) throw new AppError('validation', 'Saved cards are added with a card number here.');
    // Outside any transaction: network calls to Stripe (DESIGN: PGlite).
    const stripeCard = await stripeCards.resolveNewCard(userId, card.paymentMethodId);
    await db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: paymentMethods.id })
        .from(paymentMethods)
        .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.providerToken, stripeCard.id)));
      if (existing) throw new AppError('conflict', SAVED_CARD_MESSAGES.alreadySaved);
      await insertCard(
        tx,
        userId,
        {
          brand: stripeCard.brand,
          last4: stripeCard.last4,
          expMonth: stripeCard.expMonth,
          expYear: stripeCard.expYear,
          cardholderName: card.cardholderName,
          providerToken: stripeCard.id,
        },
        card.isDefault,
      );
    });
    return profile(userId);
  }

  async function updateCard(userId: string, methodId: string, input: UpdatePaymentMethodInput) {
    await requireUser(userId);
    const expiry = input.expiryDate ? parseExpiry(input.expiryDate) : undefined;
    const current = await requireCard(db, userId, methodId);
    if (stripeCards && isStripeCardToken(current.providerToken)) {
      // Stripe keeps the card: its billing name and expiry change there first (a refusal is a 400).
      await stripeCards.update(current.providerToken, {
        ...(input.cardholderName ? { name: input.cardholderName } : {}),
        ...(expiry ? { expMonth: expiry.month, expYear: expiry.year } : {}),
      });
    }
    await db.transaction(async (tx) => {
      const row = await requireCard(tx, userId, methodId);
      const changes = {
        ...(input.cardholderName ? { cardholderName: input.cardholderName } : {}),
        ...(expiry ? { expMonth: expiry.month, expYear: expiry.year } : {}),
      };
      // "Make default" alone changes nothing else (an empty SET is an error in SQL).
      if (Object.keys(changes).length > 0)
        await tx.update(paymentMethods).set(changes).where(eq(paymentMethods.id, row.id));
      if (input.isDefault) await setDefaultCard(tx, userId, row.id);
    });
    return profile(userId);
  }

  async function deleteCard(userId: string, methodId: string) {
    await requireUser(userId);
    const deleted = await db.transaction(async (tx) => {
      const row = await requireCard(tx, userId, methodId);
      await tx.delete(paymentMethods).where(eq(paymentMethods.id, row.id));
      if (row.isDefault) {
        const [newest] = await tx
          .select({ id: paymentMethods.id })
          .from(paymentMethods)
          .where(eq(paymentMethods.userId, userId))
          .orderBy(desc(paymentMethods.createdAt))
          .limit(1);
        if (newest)
          await tx.update(paymentMethods).set({ isDefault: true }).where(eq(paymentMethods.id, newest.id));
      }
      return row;
    });
    // Stripe mode: detached at Stripe after the row is gone; a failure there is logged, not shown.
    if (stripeCards && isStripeCardToken(deleted.providerToken))
      await stripeCards.forget(deleted.providerToken);
    return profile(userId);
  }

  async function setProfileImage(userId: string, url: string | null) {
    const [row] = await db
      .update(users)
      .set({ profileImage: url, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    if (!row) throw new AppError('not_found', ACCOUNT_MESSAGES.userNotFound);
    return row;
  }

  return {
    profile,
    updateProfile,
    changePassword,
    addAddress,
    updateAddress,
    deleteAddress,
    putDefaultAddress,
    deleteDefaultAddress,
    addCard,
    updateCard,
    deleteCard,
    setProfileImage,
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
