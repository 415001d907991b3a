import { z } from 'zod';
import { IdSchema, TimestampSchema } from './common';
import { RoleSchema } from './enums';

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
});
export type User = z.infer<typeof UserSchema>;
