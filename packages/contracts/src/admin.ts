import { z } from './zod';
import { english, englishOf, type Message, text } from './messages';
import {
  IdSchema,
  PageNumberSchema,
  PageSizeSchema,
  MoneySchema,
  PageInfoSchema,
  TimestampSchema,
} from './common';
import {
  FULFILLMENT_METHODS,
  ORDER_STATUSES,
  OrderStatusSchema,
  PAYMENT_STATUSES,
  PRODUCT_TYPES,
  type ProductType,
  ProductTypeSchema,
  RoleInputSchema,
} from './enums';
import { OrderSchema } from './orders';
import { SubscriptionFiguresSchema } from './admin-subscriptions';
import { PRODUCT_WEIGHTS_KG } from './constants';
import { isCoffee, ProductWithTextsSchema } from './products';
import { TaxCategorySchema } from './tax';
import { AddressInputSchema, EmailSchema, NameSchema, UserSchema } from './users';
import {
  DESCRIPTION_REQUIRED,
  FROM_DATE,
  NAME_REQUIRED,
  ONE_LINE,
  ONE_LINE_PATTERN,
  TO_DATE,
} from './validation-messages';

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
      /** The order's number as printed everywhere: `IK-1042`. */
      number: z.string(),
      customer: z.string(),
      total: MoneySchema,
      status: OrderStatusSchema,
      createdAt: TimestampSchema,
    }),
  ),
  popularProducts: z.array(
    z.object({ _id: IdSchema, name: z.string(), sales: z.number().int(), stock: z.number().int() }),
  ),
  /** Subscribe & save: active and paused now, cancelled in the last 30 days and why. */
  subscriptions: SubscriptionFiguresSchema,
});
export type DashboardStats = z.infer<typeof DashboardStatsSchema>;
export const DashboardStatsResponseSchema = z.object({
  success: z.literal(true),
  data: DashboardStatsSchema,
});

export const STOCK_BAND_MESSAGES = {
  low: /*i18n*/ { id: 'stock.band.low', message: 'Low stock' },
  medium: /*i18n*/ { id: 'stock.band.medium', message: 'Medium stock' },
  high: /*i18n*/ { id: 'stock.band.high', message: 'In stock' },
} satisfies Record<string, Message>;

/** SPEC §9: popular products are 'Low stock' under 10, 'Medium stock' under 20, else 'In stock'. */
export function stockBandMessage(stock: number): Message {
  if (stock < 10) return STOCK_BAND_MESSAGES.low;
  if (stock < 20) return STOCK_BAND_MESSAGES.medium;
  return STOCK_BAND_MESSAGES.high;
}

export function stockBand(stock: number): 'Low stock' | 'Medium stock' | 'In stock' {
  return english(stockBandMessage(stock)) as 'Low stock' | 'Medium stock' | 'In stock';
}

// ---- orders ------------------------------------------------------------------------------

const dateFilter = (message: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .optional();

export const AdminOrderListQuerySchema = z
  .object({
    page: PageNumberSchema,
    pageSize: PageSizeSchema.default(20),
    status: z
      .enum(['all', ...ORDER_STATUSES], {
        error: text(/*i18n*/ { id: 'validation.orderStatus.unknown', message: 'Unknown order status' }),
      })
      .default('all'),
    paymentStatus: z
      .enum(['all', ...PAYMENT_STATUSES], {
        error: text(/*i18n*/ { id: 'validation.paymentStatus.unknown', message: 'Unknown payment status' }),
      })
      .default('all'),
    fulfillment: z
      .enum(['all', ...FULFILLMENT_METHODS], {
        error: text(/*i18n*/ { id: 'validation.fulfillment.unknown', message: 'Unknown fulfilment method' }),
      })
      .default('all'),
    from: dateFilter(FROM_DATE),
    to: dateFilter(TO_DATE),
    /** The start of an order id, or part of the customer's name or e-mail. */
    q: z.string().trim().max(100).optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: text(/*i18n*/ { id: 'validation.range.fromAfterTo', message: 'From must not be after To' }),
    path: ['from'],
  });
export type AdminOrderListQuery = z.output<typeof AdminOrderListQuerySchema>;
export type AdminOrderListQueryInput = z.input<typeof AdminOrderListQuerySchema>;

export const AdminOrderListResponseSchema = PageInfoSchema.extend({
  success: z.literal(true),
  data: z.array(OrderSchema),
  /** True when `total` is the planner's estimate (a large result), shown as "about". */
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
  role: z
    .enum(['all', 'customer', 'user', 'admin', 'delivery'], {
      error: text(/*i18n*/ { id: 'validation.role.unknown', message: 'Unknown role' }),
    })
    .default('all'),
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

export const ADMIN_MESSAGE_DESCRIPTORS = {
  dashboardFailed: /*i18n*/ { id: 'admin.dashboardFailed', message: 'Failed to load dashboard data' },
  fetchUsersFailed: /*i18n*/ { id: 'admin.fetchUsersFailed', message: 'Failed to fetch users' },
  updateUserFailed: /*i18n*/ { id: 'admin.updateUserFailed', message: 'Failed to update user' },
  deleteUserFailed: /*i18n*/ { id: 'admin.deleteUserFailed', message: 'Failed to delete user' },
  updateStatusFailed: /*i18n*/ { id: 'admin.updateStatusFailed', message: 'Failed to update order status' },
  assignFailed: /*i18n*/ { id: 'admin.assignFailed', message: 'Failed to assign delivery person' },
  ownRole: /*i18n*/ { id: 'admin.ownRole', message: 'You cannot remove your own admin role.' },
  deleteSelf: /*i18n*/ { id: 'admin.deleteSelf', message: 'You cannot delete your own account here.' },
  noOrders: /*i18n*/ { id: 'admin.noOrders', message: 'No orders found' },
  noOrdersFiltered: /*i18n*/ {
    id: 'admin.noOrdersFiltered',
    message: 'No orders found matching your filters.',
  },
} satisfies Record<string, Message>;
export const ADMIN_MESSAGES = englishOf(ADMIN_MESSAGE_DESCRIPTORS);

// ---- products ----------------------------------------------------------------------------

const requiredNumber = (messages: { required: string; notNumber: string }) =>
  z.number({
    error: (issue) =>
      issue.input === undefined || issue.input === null ? messages.required : messages.notNumber,
  });

/** The heaviest accessory the form takes, in kilograms (a typo guard: a grinder is some 10 kg). */
export const ACCESSORY_MAX_WEIGHT_KG = 1000;

const WEIGHT_MESSAGES = {
  required: text(/*i18n*/ { id: 'validation.weight.required', message: 'Weight is required' }),
  notNumber: text(/*i18n*/ { id: 'validation.weight.number', message: 'Weight must be a number' }),
  allowed: text(
    /*i18n*/ {
      id: 'validation.weight.allowed',
      message: 'Weight must be {weights} kg',
      values: { weights: PRODUCT_WEIGHTS_KG.join(', ') },
    },
  ),
  range: text(
    /*i18n*/ {
      id: 'validation.weight.range',
      message: 'Weight must be more than 0 and at most {max, number} kg',
      values: { max: ACCESSORY_MAX_WEIGHT_KG },
    },
  ),
  grams: text(
    /*i18n*/ {
      id: 'validation.weight.grams',
      message: 'Weight must be in whole grams (at most 3 decimals in kg)',
    },
  ),
};

/**
 * SPEC §9's weight rule, by kind of product: coffee comes in bags of 0.5, 1 or 60 kg, so a coffee
 * needs one of them; an accessory may have any weight in whole grams, or none (null). The
 * message for the weight field, or null when the weight is right. The form and the create route
 * check it with the schema; a partial update checks the product as it would be saved.
 */
export function weightProblem(type: ProductType, weight: number | null | undefined): string | null {
  if (isCoffee(type)) {
    if (weight === null || weight === undefined) return WEIGHT_MESSAGES.required;
    return (PRODUCT_WEIGHTS_KG as readonly number[]).includes(weight) ? null : WEIGHT_MESSAGES.allowed;
  }
  if (weight === null || weight === undefined) return null;
  if (!(weight > 0) || weight > ACCESSORY_MAX_WEIGHT_KG) return WEIGHT_MESSAGES.range;
  return Math.abs(Math.round(weight * 1000) - weight * 1000) < 1e-6 ? null : WEIGHT_MESSAGES.grams;
}

/**
 * The product form's fields, without the rule that ties the weight to the type: an update
 * takes any subset of them (`ProductUpdateInputSchema`), and zod cannot make a subset of a
 * schema with a refinement.
 */
const ProductFieldsSchema = z.object({
  name: z
    .string({ error: NAME_REQUIRED })
    .trim()
    .min(1, NAME_REQUIRED)
    .max(120, text(/*i18n*/ { id: 'validation.productName.tooLong', message: 'Name is too long' }))
    .regex(ONE_LINE_PATTERN, ONE_LINE),
  description: z
    .string({
      error: DESCRIPTION_REQUIRED,
    })
    .trim()
    .min(1, DESCRIPTION_REQUIRED)
    .max(2000, text(/*i18n*/ { id: 'validation.description.tooLong', message: 'Description is too long' })),
  /**
   * The French name and description; '' (or left out) = not written yet, shown in English. Given
   * on an update, it replaces both French fields.
   */
  translations: z
    .object({
      'fr-CA': z.object({
        name: z
          .string()
          .trim()
          .max(120, text(/*i18n*/ { id: 'validation.productName.tooLong', message: 'Name is too long' }))
          .default(''),
        description: z
          .string()
          .trim()
          .max(
            2000,
            text(/*i18n*/ { id: 'validation.description.tooLong', message: 'Description is too long' }),
          )
          .default(''),
      }),
    })
    .partial()
    .optional(),
  type: ProductTypeSchema.default('granule'),
  /** Left out, coffee is zero-rated and an accessory taxable (`defaultTaxCategory`). */
  taxCategory: TaxCategorySchema.optional(),
  /**
   * Kilograms: a coffee's bag (0.5, 1 or 60), or an accessory's own weight; null (or left out on
   * a new product) = an accessory without a weight. `weightProblem` ties it to the type.
   */
  weight: z.number({ error: WEIGHT_MESSAGES.notNumber }).nullable().optional(),
  price: requiredNumber({
    required: text(/*i18n*/ { id: 'validation.price.required', message: 'Price is required' }),
    notNumber: text(/*i18n*/ { id: 'validation.price.number', message: 'Price must be a number' }),
  })
    .min(0, text(/*i18n*/ { id: 'validation.price.positive', message: 'Price must be positive' }))
    .max(100_000, text(/*i18n*/ { id: 'validation.price.tooLarge', message: 'Price is too large' }))
    .refine(
      (value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6,
      text(/*i18n*/ { id: 'validation.price.decimals', message: 'Price must have at most 2 decimals' }),
    ),
  stock: requiredNumber({
    required: text(/*i18n*/ { id: 'validation.stock.required', message: 'Stock is required' }),
    notNumber: text(/*i18n*/ { id: 'validation.stock.number', message: 'Stock must be a number' }),
  })
    .int(text(/*i18n*/ { id: 'validation.stock.integer', message: 'Stock must be a whole number' }))
    .min(0, text(/*i18n*/ { id: 'validation.stock.positive', message: 'Stock must be positive' }))
    .max(1_000_000),
});

/** SPEC §5 product form rules and messages (the admin form uses the same schema). */
export const ProductInputSchema = ProductFieldsSchema.superRefine(
  (product, ctx) => {
    // Run even when another field failed, so the form shows every error at once; a weight or a
    // type that is not even of the right kind already has its own message.
    const { type, weight } = product as { type: unknown; weight: unknown };
    if (!ProductTypeSchema.safeParse(type).success) return;
    if (weight !== null && weight !== undefined && typeof weight !== 'number') return;
    const problem = weightProblem(type as ProductType, weight);
    if (problem) ctx.addIssue({ code: 'custom', path: ['weight'], message: problem, input: weight });
  },
  { when: () => true },
);
export type ProductInput = z.input<typeof ProductInputSchema>;

/**
 * PATCH /products/{id}: any subset; the update may carry `_id` (SPEC §7), which is ignored.
 * Without the create form's default type: a field left out is left as it is. The weight rule is
 * checked against the product as it would be saved (`weightProblem`); `weight: null` takes an
 * accessory's weight away.
 */
export const ProductUpdateInputSchema = ProductFieldsSchema.extend({ type: ProductTypeSchema })
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
  data: z.array(ProductWithTextsSchema.extend({ archived: z.boolean(), sold: z.number().int() })),
});

export const DeleteProductResponseSchema = z.object({
  success: z.literal(true),
  /** 'archived' when the product appears in past orders (history keeps its lines). */
  outcome: z.enum(['deleted', 'archived']),
});
