import { z } from './zod';
import { englishOf, type Message, text } from './messages';
import { IdSchema, TimestampSchema } from './common';
import { RoleSchema } from './enums';
import { LOCALES } from './i18n';
import { normalizePhone } from './rules/phone';
import { checkPostalCode, CountryCodeSchema } from './countries';
import {
  CITY_REQUIRED,
  CURRENT_PASSWORD_REQUIRED,
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  NAME_REQUIRED,
  ONE_LINE,
  ONE_LINE_PATTERN,
  POSTAL_CODE_REQUIRED,
  STREET_REQUIRED,
} from './validation-messages';

const trimmed = (max: number) =>
  z
    .string()
    .trim()
    .regex(ONE_LINE_PATTERN, ONE_LINE)
    .max(
      max,
      text(
        /*i18n*/ {
          id: 'validation.text.tooLong',
          message: 'Must be at most {max, number} characters',
          values: { max },
        },
      ),
    );

export const EmailSchema = z
  .string({ error: EMAIL_REQUIRED })
  .trim()
  .toLowerCase()
  .min(1, EMAIL_REQUIRED)
  .max(254, text(/*i18n*/ { id: 'validation.email.tooLong', message: 'Email is too long' }))
  .pipe(
    z.email({
      error: EMAIL_INVALID,
    }),
  );

export const NameSchema = trimmed(100).min(1, NAME_REQUIRED);

/** A phone number, kept with its country code when it can be told (`normalizePhone`). */
export const PhoneSchema = z
  .string()
  .trim()
  .regex(
    /^\+?[0-9 ()-]{6,20}$/,
    text(/*i18n*/ { id: 'validation.phone.invalid', message: 'Please enter a valid phone number' }),
  )
  .transform(normalizePhone);

/** An address as the sign-up form and the profile send it (all parts optional on sign-up). */
export const AddressFieldsSchema = z.object({
  street: trimmed(200).min(1, STREET_REQUIRED),
  city: trimmed(100).min(1, CITY_REQUIRED),
  postalCode: trimmed(20).min(1, POSTAL_CODE_REQUIRED),
  /** An ISO 3166-1 alpha-2 code ("CA"). */
  country: CountryCodeSchema,
  phone: PhoneSchema.optional(),
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
});
/** The fields with the postal code checked against the country (`checkPostalCode`). */
export const AddressInputSchema = AddressFieldsSchema.superRefine(checkPostalCode);
export type AddressInput = z.infer<typeof AddressInputSchema>;

export const AddressSchema = z.object({
  _id: IdSchema,
  street: z.string(),
  city: z.string(),
  postalCode: z.string(),
  country: z.string(),
  phone: z.string().nullable().optional(),
  latitude: z.number().nullable().optional(),
  longitude: z.number().nullable().optional(),
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof AddressSchema>;

/** A language of the shop (`en-CA` | `fr-CA`), as the API takes and answers it. */
export const LocaleSchema = z.enum(LOCALES, {
  error: text(/*i18n*/ { id: 'validation.locale.unknown', message: 'Language must be en-CA or fr-CA' }),
});

/** The user as every answer shows it: never a password hash (response schemas drop unknown keys). */
export const UserSchema = z.object({
  _id: IdSchema,
  id: IdSchema,
  name: z.string(),
  email: z.string(),
  role: RoleSchema,
  phone: z.string().nullable(),
  profileImage: z.string().nullable(),
  address: AddressSchema.nullable(),
  createdAt: TimestampSchema,
  lastLogin: TimestampSchema.nullable(),
  /** The language of the account's e-mails and documents; every answer carries it (optional for older clients' fixtures). */
  preferredLocale: LocaleSchema.optional(),
});
export type User = z.infer<typeof UserSchema>;

/** PUT /users/{id}: only these fields can change; role, hash and ids are not part of it. */
export const UpdateProfileInputSchema = z.object({
  name: NameSchema.optional(),
  email: EmailSchema.optional(),
  phone: z.union([PhoneSchema, z.literal('')]).optional(),
  preferredLocale: LocaleSchema.optional(),
});
export type UpdateProfileInput = z.infer<typeof UpdateProfileInputSchema>;

export const ChangePasswordInputSchema = z.object({
  currentPassword: z
    .string({
      error: CURRENT_PASSWORD_REQUIRED,
    })
    .min(1, CURRENT_PASSWORD_REQUIRED)
    .max(200),
  newPassword: z
    .string({
      error: text(/*i18n*/ { id: 'validation.newPassword.required', message: 'New password is required' }),
    })
    .min(
      8,
      text(
        /*i18n*/ {
          id: 'validation.newPassword.tooShort',
          message: 'New password must be at least {min, number} characters',
          values: { min: 8 },
        },
      ),
    )
    .max(
      200,
      text(
        /*i18n*/ {
          id: 'validation.newPassword.tooLong',
          message: 'New password must be at most {max, number} characters',
          values: { max: 200 },
        },
      ),
    ),
});
export type ChangePasswordInput = z.infer<typeof ChangePasswordInputSchema>;

export const SavedAddressFieldsSchema = AddressFieldsSchema.extend({
  isDefault: z.boolean().optional(),
});
export const SavedAddressInputSchema = SavedAddressFieldsSchema.superRefine(checkPostalCode);
export type SavedAddressInput = z.infer<typeof SavedAddressInputSchema>;

export const PaymentMethodSchema = z.object({
  _id: IdSchema,
  id: IdSchema,
  brand: z.string(),
  last4: z.string(),
  /** Always masked: '•••• 4242'. The full number is never stored. */
  cardNumber: z.string(),
  expiryDate: z.string(),
  cardholderName: z.string(),
  isDefault: z.boolean(),
});
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

export const UserProfileSchema = UserSchema.extend({
  addresses: z.array(AddressSchema),
  paymentMethods: z.array(PaymentMethodSchema),
});
export type UserProfile = z.infer<typeof UserProfileSchema>;

export const UserProfileResponseSchema = z.object({ success: z.literal(true), user: UserProfileSchema });

export const UserIdParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });
export const AddressParamsSchema = UserIdParamsSchema.extend({ addressId: z.string().trim().min(1).max(64) });
export const PaymentMethodParamsSchema = UserIdParamsSchema.extend({
  methodId: z.string().trim().min(1).max(64),
});

export const ACCOUNT_MESSAGE_DESCRIPTORS = {
  noUser: /*i18n*/ { id: 'account.noUser', message: 'No user logged in' },
  updateFailed: /*i18n*/ { id: 'account.updateFailed', message: 'Failed to update profile' },
  profileError: /*i18n*/ {
    id: 'account.profileError',
    message: 'An error occurred while updating your profile',
  },
  addressError: /*i18n*/ {
    id: 'account.addressError',
    message: 'An error occurred while updating your address',
  },
  paymentError: /*i18n*/ {
    id: 'account.paymentError',
    message: 'An error occurred while updating your payment method',
  },
  deleteAddressError: /*i18n*/ {
    id: 'account.deleteAddressError',
    message: 'An error occurred while deleting your address',
  },
  deletePaymentError: /*i18n*/ {
    id: 'account.deletePaymentError',
    message: 'An error occurred while deleting your payment method',
  },
  addressesLogin: /*i18n*/ {
    id: 'account.addressesLogin',
    message: 'You must be logged in to manage addresses',
  },
  paymentsLogin: /*i18n*/ {
    id: 'account.paymentsLogin',
    message: 'You must be logged in to manage payment methods',
  },
  emailTaken: /*i18n*/ { id: 'account.emailTaken', message: 'An account with this email already exists' },
  wrongPassword: /*i18n*/ { id: 'account.wrongPassword', message: 'Your current password is not correct' },
  userNotFound: /*i18n*/ { id: 'account.userNotFound', message: 'User not found' },
  addressNotFound: /*i18n*/ { id: 'account.addressNotFound', message: 'Address not found' },
  cardNotFound: /*i18n*/ { id: 'account.cardNotFound', message: 'Payment method not found' },
  imageType: /*i18n*/ { id: 'account.imageType', message: 'Please upload a JPEG, PNG or WebP image' },
  imageSize: /*i18n*/ { id: 'account.imageSize', message: 'The image must be at most 2 MB' },
  imagePixels: /*i18n*/ {
    id: 'account.imagePixels',
    message: 'The image is too large: please use a picture of at most 16 megapixels (e.g. 4000 × 4000).',
  },
} satisfies Record<string, Message>;
export const ACCOUNT_MESSAGES = englishOf(ACCOUNT_MESSAGE_DESCRIPTORS);

/** PATCH and DELETE /auth/profile/image (SPEC §7: status, profileImage). */
export const ProfileImageResponseSchema = z.object({
  status: z.literal('success'),
  profileImage: z.string().nullable(),
  user: UserSchema,
});
export type ProfileImageResponse = z.infer<typeof ProfileImageResponseSchema>;
