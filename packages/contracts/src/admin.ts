import { z } from './zod';
import { IdSchema, PageNumberSchema, MoneySchema, PageInfoSchema, TimestampSchema } from './common';
import {
  FULFILLMENT_METHODS,
  ORDER_STATUSES,
  OrderStatusSchema,
  PAYMENT_STATUSES,
  PRODUCT_TYPES,
  ProductTypeSchema,
  RoleInputSchema,
} from './enums';
import { OrderSchema } from './orders';
import { PRODUCT_WEIGHTS_KG } from './constants';
import { ProductSchema } from './products';
import { TaxCategorySchema } from './tax';
import { AddressInputSchema, EmailSchema, NameSchema, UserSchema } from './users';

// ---- dashboard ---------------------------------------------------------------------------

export const DashboardStatsSchema = z.object({
  totalSales: MoneySchema,
  /** Percent change of the last 30 days against the 30 before (null when there was nothing before). */
  salesChange: z.number().nullable(),
  totalOrders: z.number().int(),
  ordersChange: z.number().nullable(),
  totalCustomers: z.number().int(),
  customersChange: z.number().nullable(),
  totalProducts: z.number().int(),
  lowStockProducts: z.number().int(),
  lowStockThreshold: z.number().int(),
  salesByDay: z.array(z.object({ date: z.string(), total: MoneySchema, orders: z.number().int() })),
  recentOrders: z.array(
    z.object({
      _id: IdSchema,
      customer: z.string(),
      total: MoneySchema,
      status: OrderStatusSchema,
      createdAt: TimestampSchema,
    }),
  ),
  popularProducts: z.array(
    z.object({ _id: IdSchema, name: z.string(), sales: z.number().int(), stock: z.number().int() }),
  ),
});
export type DashboardStats = z.infer<typeof DashboardStatsSchema>;
export const DashboardStatsResponseSchema = z.object({
  success: z.literal(true),
  data: DashboardStatsSchema,
});

/** SPEC §9: popular products are 'Low stock' under 10, 'Medium stock' under 20, else 'In stock'. */
export function stockBand(stock: number): 'Low stock' | 'Medium stock' | 'In stock' {
  if (stock < 10) return 'Low stock';
  if (stock < 20) return 'Medium stock';
  return 'In stock';
}

// ---- orders ------------------------------------------------------------------------------

const dateFilter = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`)
    .optional();

export const AdminOrderListQuerySchema = z
  .object({
    page: PageNumberSchema,
    pageSize: z.coerce.number().int().min(1).max(100, 'Page size must be at most 100').default(20),
    status: z.enum(['all', ...ORDER_STATUSES], { error: 'Unknown order status' }).default('all'),
    paymentStatus: z.enum(['all', ...PAYMENT_STATUSES], { error: 'Unknown payment status' }).default('all'),
    fulfillment: z
      .enum(['all', ...FULFILLMENT_METHODS], { error: 'Unknown fulfilment method' })
      .default('all'),
    from: dateFilter('From'),
    to: dateFilter('To'),
    /** The start of an order id, or part of the customer's name or e-mail. */
    q: z.string().trim().max(100).optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'From must not be after To',
    path: ['from'],
  });
export type AdminOrderListQuery = z.output<typeof AdminOrderListQuerySchema>;
export type AdminOrderListQueryInput = z.input<typeof AdminOrderListQuerySchema>;

export const AdminOrderListResponseSchema = PageInfoSchema.extend({
  success: z.literal(true),
  data: z.array(OrderSchema),
  /** True when `total` is the planner's estimate (a large result; issue 7 §8), shown as "about". */
  totalIsEstimate: z.boolean(),
});

export const UpdateOrderStatusInputSchema = z.object({
  status: OrderStatusSchema,
});
export type UpdateOrderStatusInput = z.infer<typeof UpdateOrderStatusInputSchema>;

// ---- users -------------------------------------------------------------------------------

export const AdminUserSchema = UserSchema.extend({
  ordersCount: z.number().int(),
  totalSpent: MoneySchema,
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUserListQuerySchema = z.object({
  page: PageNumberSchema,
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  q: z.string().trim().max(100).optional(),
  role: z.enum(['all', 'customer', 'user', 'admin', 'delivery'], { error: 'Unknown role' }).default('all'),
});
export type AdminUserListQuery = z.output<typeof AdminUserListQuerySchema>;

export const AdminUserListResponseSchema = PageInfoSchema.extend({
  success: z.literal(true),
  users: z.array(AdminUserSchema),
});

export const AdminUpdateUserInputSchema = z.object({
  name: NameSchema.optional(),
  email: EmailSchema.optional(),
  role: RoleInputSchema.optional(),
  address: AddressInputSchema.optional(),
});
export type AdminUpdateUserInput = z.input<typeof AdminUpdateUserInputSchema>;

export const AdminUserResponseSchema = z.object({ success: z.literal(true), user: AdminUserSchema });

/** DELETE /admin/users/{id}: a user with orders or deliveries is anonymised instead of erased. */
export const AdminDeleteUserResponseSchema = z.object({
  success: z.literal(true),
  outcome: z.enum(['deleted', 'anonymised']),
});

export const ADMIN_MESSAGES = {
  dashboardFailed: 'Failed to load dashboard data',
  fetchUsersFailed: 'Failed to fetch users',
  updateUserFailed: 'Failed to update user',
  deleteUserFailed: 'Failed to delete user',
  updateStatusFailed: 'Failed to update order status',
  assignFailed: 'Failed to assign delivery person',
  ownRole: 'You cannot remove your own admin role.',
  deleteSelf: 'You cannot delete your own account here.',
  noOrders: 'No orders found',
  noOrdersFiltered: 'No orders found matching your filters.',
} as const;

// ---- products ----------------------------------------------------------------------------

const requiredNumber = (label: string) =>
  z.number({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? `${label} is required`
        : `${label} must be a number`,
  });

/** SPEC §5 product form rules and messages (the admin form uses the same schema). */
export const ProductInputSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(120, 'Name is too long'),
  description: z
    .string({ error: 'Description is required' })
    .trim()
    .min(1, 'Description is required')
    .max(2000, 'Description is too long'),
  type: ProductTypeSchema.default('granule'),
  /** Issue 16: left out, coffee is zero-rated and an accessory taxable (`defaultTaxCategory`). */
  taxCategory: TaxCategorySchema.optional(),
  weight: requiredNumber('Weight').refine(
    (value) => (PRODUCT_WEIGHTS_KG as readonly number[]).includes(value),
    `Weight must be ${PRODUCT_WEIGHTS_KG.join(', ')} kg`,
  ),
  price: requiredNumber('Price')
    .min(0, 'Price must be positive')
    .max(100_000, 'Price is too large')
    .refine(
      (value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6,
      'Price must have at most 2 decimals',
    ),
  stock: requiredNumber('Stock')
    .int('Stock must be a whole number')
    .min(0, 'Stock must be positive')
    .max(1_000_000),
});
export type ProductInput = z.input<typeof ProductInputSchema>;

/**
 * PATCH /products/{id}: any subset; the update may carry `_id` (SPEC §7), which is ignored.
 * Without the create form's default type: a field left out is left as it is.
 */
export const ProductUpdateInputSchema = ProductInputSchema.extend({ type: ProductTypeSchema })
  .partial()
  .extend({ _id: z.string().optional() });
export type ProductUpdateInput = z.input<typeof ProductUpdateInputSchema>;

export const ProductIdParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });

export const AdminProductListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  type: z.enum(['all', ...PRODUCT_TYPES]).default('all'),
});

export const AdminProductListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(ProductSchema.extend({ archived: z.boolean(), sold: z.number().int() })),
});

export const DeleteProductResponseSchema = z.object({
  success: z.literal(true),
  /** 'archived' when the product appears in past orders (history keeps its lines). */
  outcome: z.enum(['deleted', 'archived']),
});
