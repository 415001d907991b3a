import { z } from './zod';
import { IdSchema, TimestampSchema } from './common';
import { RoleSchema } from './enums';
import { LOCALES } from './i18n';

const trimmed = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`);

export const EmailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email({ error: 'Please enter a valid email address' }));

export const NameSchema = trimmed(100).min(1, 'Name is required');

export const PhoneSchema = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()-]{6,20}$/, 'Please enter a valid phone number');

/** An address as the sign-up form and the profile send it (all parts optional on sign-up). */
export const AddressInputSchema = z.object({
  street: trimmed(200).min(1, 'Street is required'),
  city: trimmed(100).min(1, 'City is required'),
  postalCode: trimmed(20).min(1, 'Postal code is required'),
  country: trimmed(100).min(1, 'Country is required'),
  phone: PhoneSchema.optional(),
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
});
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
export const LocaleSchema = z.enum(LOCALES, { error: 'Language must be en-CA or fr-CA' });

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
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(200),
  newPassword: z
    .string({ error: 'New password is required' })
    .min(8, 'New password must be at least 8 characters')
    .max(200, 'New password must be at most 200 characters'),
});
export type ChangePasswordInput = z.infer<typeof ChangePasswordInputSchema>;

export const SavedAddressInputSchema = AddressInputSchema.extend({
  isDefault: z.boolean().optional(),
});
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

export const ACCOUNT_MESSAGES = {
  noUser: 'No user logged in',
  updateFailed: 'Failed to update profile',
  profileError: 'An error occurred while updating your profile',
  addressError: 'An error occurred while updating your address',
  paymentError: 'An error occurred while updating your payment method',
  deleteAddressError: 'An error occurred while deleting your address',
  deletePaymentError: 'An error occurred while deleting your payment method',
  addressesLogin: 'You must be logged in to manage addresses',
  paymentsLogin: 'You must be logged in to manage payment methods',
  emailTaken: 'An account with this email already exists',
  wrongPassword: 'Your current password is not correct',
  userNotFound: 'User not found',
  addressNotFound: 'Address not found',
  cardNotFound: 'Payment method not found',
  imageType: 'Please upload a JPEG, PNG or WebP image',
  imageSize: 'The image must be at most 2 MB',
  imagePixels: 'The image is too large: please use a picture of at most 16 megapixels (e.g. 4000 × 4000).',
} as const;

/** PATCH and DELETE /auth/profile/image (SPEC §7: status, profileImage). */
export const ProfileImageResponseSchema = z.object({
  status: z.literal('success'),
  profileImage: z.string().nullable(),
  user: UserSchema,
});
export type ProfileImageResponse = z.infer<typeof ProfileImageResponseSchema>;
