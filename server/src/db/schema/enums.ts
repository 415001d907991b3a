import { pgEnum } from 'drizzle-orm/pg-core';
import {
  DELIVERY_METHODS,
  DELIVERY_STATUSES,
  EARNING_STATUSES,
  FULFILLMENT_METHODS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PRODUCT_TYPES,
  ROLES,
} from '@ikawa/contracts/enums';
import { ORDER_NOTE_VISIBILITIES } from '@ikawa/contracts/order-notes';
import { STOCK_MOVEMENT_REASONS } from '@ikawa/contracts/stock';
import { TAX_CATEGORIES, TAX_KINDS } from '@ikawa/contracts/tax';

export const roleEnum = pgEnum('role', ROLES);
export const productTypeEnum = pgEnum('product_type', PRODUCT_TYPES);
export const orderStatusEnum = pgEnum('order_status', ORDER_STATUSES);
export const paymentStatusEnum = pgEnum('payment_status', PAYMENT_STATUSES);
export const paymentMethodEnum = pgEnum('payment_method', PAYMENT_METHODS);
export const fulfillmentMethodEnum = pgEnum('fulfillment_method', FULFILLMENT_METHODS);
export const deliveryMethodEnum = pgEnum('delivery_method', DELIVERY_METHODS);
export const deliveryStatusEnum = pgEnum('delivery_status', DELIVERY_STATUSES);
export const earningStatusEnum = pgEnum('earning_status', EARNING_STATUSES);
export const stockMovementReasonEnum = pgEnum('stock_movement_reason', STOCK_MOVEMENT_REASONS);
export const orderNoteVisibilityEnum = pgEnum('order_note_visibility', ORDER_NOTE_VISIBILITIES);
export const taxCategoryEnum = pgEnum('tax_category', TAX_CATEGORIES);
export const taxKindEnum = pgEnum('tax_kind', TAX_KINDS);
