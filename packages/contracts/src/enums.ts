import { z } from './zod';
import { PRODUCT_TYPES, ROLES } from './display';

// Plain values live in display.ts, so the web app can use them without loading zod.
export { PRODUCT_TYPES, ROLE_LABELS, ROLES } from './display';

export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;
export const RoleInputSchema = z
  .enum(['customer', 'user', 'admin', 'delivery'])
  .transform((role): Role => (role === 'user' ? 'customer' : role));

export const ProductTypeSchema = z.enum(PRODUCT_TYPES);
export type ProductType = z.infer<typeof ProductTypeSchema>;

export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

export const PAYMENT_STATUSES = ['pending', 'completed', 'failed', 'refunded'] as const;
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

export const PAYMENT_METHODS = ['cash', 'stripe'] as const;
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

export const FULFILLMENT_METHODS = ['delivery', 'pickup'] as const;
export const FulfillmentMethodSchema = z.enum(FULFILLMENT_METHODS);
export type FulfillmentMethod = z.infer<typeof FulfillmentMethodSchema>;

export const DELIVERY_METHODS = ['standard', 'express'] as const;
export const DeliveryMethodSchema = z.enum(DELIVERY_METHODS);
export type DeliveryMethod = z.infer<typeof DeliveryMethodSchema>;

export const DELIVERY_STATUSES = ['assigned', 'picked_up', 'delivered', 'failed'] as const;
export const DeliveryStatusSchema = z.enum(DELIVERY_STATUSES);
export type DeliveryStatus = z.infer<typeof DeliveryStatusSchema>;

export const EARNING_STATUSES = ['pending', 'paid'] as const;
export const EarningStatusSchema = z.enum(EARNING_STATUSES);
export type EarningStatus = z.infer<typeof EarningStatusSchema>;
