import {
  type SavePaymentMethodInputSchema,
  type SaveStripePaymentMethodInputSchema,
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
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { ERRORS } from '../../lib/error-messages';
import { isUniqueViolation } from '../../lib/db-errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import { getSettingsRow } from '../settings/repo';
import { assertShipsTo } from '../settings/shipping';
import { assertCardCanBeSaved, tokenizeSimulatedCard } from '../payments/simulated-provider';
import { isStripeCardToken, type StripeSavedCards } from '../payments/stripe-saved-cards';
import { toAddressDto, toPaymentMethodDto, toUserDto } from './mapper';
import {
  type AddressValues,
  deleteAddressRow,
  deletePaymentMethodRow,
  findAddress,
  findDefaultAddress,
  hasDefaultPaymentMethod,
  findNewestAddressId,
  findNewestPaymentMethodId,
  findPaymentMethod,
  findPaymentMethodByToken,
  findUserByEmail,
  findUserById,
  insertAddress,
  insertPaymentMethod,
  listAddresses,
  listPaymentMethods,
  markDefaultAddress,
  markDefaultPaymentMethod,
  type PaymentMethodValues,
  saveDefaultAddress,
  setPasswordHash,
  updateAddressRow,
  updatePaymentMethodRow,
  updateUserFields,
} from './repo';
import { isUuid } from '../../lib/ids';

type SaveCard = z.output<typeof SavePaymentMethodInputSchema>;
type SaveStripeCard = z.output<typeof SaveStripePaymentMethodInputSchema>;

/**
 * The account area: profile, password, saved addresses and saved cards. Its statements are in
 * `repo.ts`; the rules here (one default address and card, the first one saved becomes it, the
 * newest left takes over when the default goes).
 *
 * `stripeCards` is set in Stripe mode: saved cards then live at Stripe (ADR 004).
 */
export function createUsersService({ db, stripeCards }: { db: Db; stripeCards?: StripeSavedCards }) {
  async function requireUser(id: string) {
    const row = isUuid(id) ? await findUserById(db, id) : undefined;
    if (!row || row.anonymisedAt) throw new AppError('not_found', ERRORS.account.userNotFound);
    return row;
  }

  async function profile(id: string): Promise<UserProfile> {
    const row = await requireUser(id);
    const [addressRows, cardRows] = await Promise.all([listAddresses(db, id), listPaymentMethods(db, id)]);
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
      if (owner && owner.id !== id) throw new AppError('conflict', ERRORS.account.emailTaken);
    }
    try {
      await updateUserFields(db, id, {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.email !== undefined ? { email: input.email } : {}),
        ...(input.phone !== undefined ? { phone: input.phone || null } : {}),
        ...(input.preferredLocale !== undefined ? { preferredLocale: input.preferredLocale } : {}),
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('conflict', ERRORS.account.emailTaken);
      throw error;
    }
    return profile(id);
  }

  /**
   * A new password ends every earlier session (token version), except the one the route signs
   * from the row answered.
   */
  async function changePassword(id: string, input: ChangePasswordInput) {
    const row = await requireUser(id);
    if (!(await verifyPassword(row.passwordHash, input.currentPassword))) {
      throw new AppError('validation', ERRORS.account.wrongPassword, {
        details: [{ path: 'currentPassword', message: ACCOUNT_MESSAGES.wrongPassword }],
      });
    }
    const updated = await setPasswordHash(db, id, await hashPassword(input.newPassword));
    if (!updated) throw new AppError('not_found', ERRORS.account.userNotFound);
    return { row: updated, user: toUserDto(updated, await findDefaultAddress(db, id)) };
  }

  // ---- addresses -------------------------------------------------------------------------

  /** When the default goes, the newest remaining address takes its place. */
  async function promoteNewestAddress(tx: DbOrTx, userId: string) {
    if (await findDefaultAddress(tx, userId)) return;
    const newest = await findNewestAddressId(tx, userId);
    if (newest) await markDefaultAddress(tx, userId, newest);
  }

  async function requireAddress(tx: DbOrTx, userId: string, addressId: string) {
    const row = await findAddress(tx, userId, addressId);
    if (!row) throw new AppError('not_found', ERRORS.account.addressNotFound);
    return row;
  }

  function addressValues(input: SavedAddressInput): AddressValues {
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

  /** A saved address is a delivery address: only in a country the shop ships to. */
  async function requireShippingCountry(input: SavedAddressInput) {
    assertShipsTo(await getSettingsRow(db), input.country);
  }

  async function addAddress(userId: string, input: SavedAddressInput) {
    await requireUser(userId);
    await requireShippingCountry(input);
    await db.transaction(async (tx) => {
      const hasDefault = await findDefaultAddress(tx, userId);
      const created = await insertAddress(tx, userId, addressValues(input), false);
      // The first address is the default one.
      if (input.isDefault || !hasDefault) await markDefaultAddress(tx, userId, created.id);
    });
    return profile(userId);
  }

  async function updateAddress(userId: string, addressId: string, input: SavedAddressInput) {
    await requireUser(userId);
    await requireShippingCountry(input);
    await db.transaction(async (tx) => {
      const row = await requireAddress(tx, userId, addressId);
      await updateAddressRow(tx, row.id, addressValues(input));
      if (input.isDefault) await markDefaultAddress(tx, userId, row.id);
    });
    return profile(userId);
  }

  async function deleteAddress(userId: string, addressId: string) {
    await requireUser(userId);
    await db.transaction(async (tx) => {
      const row = await requireAddress(tx, userId, addressId);
      await deleteAddressRow(tx, row.id);
      if (row.isDefault) await promoteNewestAddress(tx, userId);
    });
    return profile(userId);
  }

  /** SPEC §7 `PUT /users/{id}/address`: sets the default address (creating it if needed). */
  async function putDefaultAddress(userId: string, input: SavedAddressInput) {
    await requireUser(userId);
    await requireShippingCountry(input);
    await db.transaction((tx) => saveDefaultAddress(tx, userId, addressValues(input)));
    return profile(userId);
  }

  async function deleteDefaultAddress(userId: string) {
    await requireUser(userId);
    await db.transaction(async (tx) => {
      const current = await findDefaultAddress(tx, userId);
      if (!current) throw new AppError('not_found', ERRORS.account.addressNotFound);
      await deleteAddressRow(tx, current.id);
      await promoteNewestAddress(tx, userId);
    });
    return profile(userId);
  }

  // ---- payment methods -------------------------------------------------------------------

  async function requireCard(tx: DbOrTx, userId: string, methodId: string) {
    const row = await findPaymentMethod(tx, userId, methodId);
    if (!row) throw new AppError('not_found', ERRORS.account.cardNotFound);
    return row;
  }

  /** Writes a saved card row; the first card (or one asked to be) becomes the default. */
  async function insertCard(
    tx: DbOrTx,
    userId: string,
    values: PaymentMethodValues,
    isDefault: boolean | undefined,
  ) {
    const hadDefault = await hasDefaultPaymentMethod(tx, userId);
    const created = await insertPaymentMethod(tx, userId, values);
    if (isDefault || !hadDefault) await markDefaultPaymentMethod(tx, userId, created.id);
  }

  /** Stripe mode: a SetupIntent, whose secret Stripe.js confirms with the card typed into its field. */
  async function startCardSetup(userId: string) {
    if (!stripeCards) throw new AppError('not_found', ERRORS.card.stripeNotInUse);
    await requireUser(userId);
    return stripeCards.startSetup(userId);
  }

  /** Keeps brand, last 4 and expiry; the number and CVC end here (DESIGN: saved cards). */
  async function addCard(userId: string, card: SaveCard | SaveStripeCard) {
    await requireUser(userId);
    if ('paymentMethodId' in card) return addStripeCard(userId, card);
    if (stripeCards) throw new AppError('validation', ERRORS.card.numberRefused);
    const expiry = parseExpiry(card.expiryDate);
    if (!expiry) throw new AppError('validation', ERRORS.card.expiryFormat);
    const number = digitsOnly(card.cardNumber);
    assertCardCanBeSaved(number);
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
    if (!stripeCards) throw new AppError('validation', ERRORS.card.addWithNumber);
    // Outside any transaction: network calls to Stripe (DESIGN: PGlite).
    const stripeCard = await stripeCards.resolveNewCard(userId, card.paymentMethodId);
    await db.transaction(async (tx) => {
      if (await findPaymentMethodByToken(tx, userId, stripeCard.id))
        throw new AppError('conflict', ERRORS.card.alreadySaved);
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
      await updatePaymentMethodRow(tx, row.id, {
        ...(input.cardholderName ? { cardholderName: input.cardholderName } : {}),
        ...(expiry ? { expMonth: expiry.month, expYear: expiry.year } : {}),
      });
      if (input.isDefault) await markDefaultPaymentMethod(tx, userId, row.id);
    });
    return profile(userId);
  }

  async function deleteCard(userId: string, methodId: string) {
    await requireUser(userId);
    const deleted = await db.transaction(async (tx) => {
      const row = await requireCard(tx, userId, methodId);
      await deletePaymentMethodRow(tx, row.id);
      if (row.isDefault) {
        const newest = await findNewestPaymentMethodId(tx, userId);
        if (newest) await markDefaultPaymentMethod(tx, userId, newest);
      }
      return row;
    });
    // Stripe mode: detached at Stripe after the row is gone; a failure there is logged, not shown.
    if (stripeCards && isStripeCardToken(deleted.providerToken))
      await stripeCards.forget(deleted.providerToken);
    return profile(userId);
  }

  /**
   * Sets (or, with null, removes) the signed-in user's picture; answers the user and the picture
   * they had, whose file the caller removes once the new one is in place.
   */
  async function setProfileImage(userId: string, url: string | null) {
    const previous = (await findUserById(db, userId))?.profileImage ?? null;
    const row = await updateUserFields(db, userId, { profileImage: url });
    if (!row) throw new AppError('not_found', ERRORS.account.userNotFound);
    return { user: toUserDto(row, await findDefaultAddress(db, userId)), previous };
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
    /** Saved cards are kept at Stripe (a `pm_…` is sent, never a number). */
    cardsAtStripe: stripeCards !== undefined,
    startCardSetup,
    addCard,
    updateCard,
    deleteCard,
    setProfileImage,
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
