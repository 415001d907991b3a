import { z } from './zod';
import { IdSchema, PageNumberSchema, PageInfoSchema, TimestampSchema } from './common';

/**
 * The e-mails the shop writes (issue 13 §3). Each kind has one template on the server
 * (server/src/modules/mail/templates) and is written to the outbox in the transaction of the
 * change that causes it.
 */
export const MAIL_KINDS = [
  'order_confirmation',
  'order_status',
  'order_cancelled',
  'order_refunded',
  'staff_new_order',
  'staff_low_stock',
  'welcome',
  'password_reset',
  'newsletter_confirm',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export const MAIL_KIND_LABELS: Record<MailKind, string> = {
  order_confirmation: 'Order confirmation',
  order_status: 'Order update',
  order_cancelled: 'Order cancelled',
  order_refunded: 'Refund',
  staff_new_order: 'New order (staff)',
  staff_low_stock: 'Low stock (staff)',
  welcome: 'Welcome',
  password_reset: 'Password reset',
  newsletter_confirm: 'Newsletter confirmation',
};

export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const OUTBOX_STATUS_LABELS: Record<OutboxStatus, string> = {
  pending: 'Waiting',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
};

export const OutboxMessageSchema = z.object({
  _id: IdSchema,
  kind: z.enum(MAIL_KINDS),
  to: z.string(),
  subject: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  transport: z.string().nullable(),
  orderId: IdSchema.nullable(),
  nextAttemptAt: TimestampSchema,
  sentAt: TimestampSchema.nullable(),
  createdAt: TimestampSchema,
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

export const OutboxListQuerySchema = z.object({
  page: PageNumberSchema,
  pageSize: z.coerce.number().int().min(1).max(100, 'Page size must be at most 100').default(20),
  status: z
    .enum(['all', ...OUTBOX_STATUSES], { error: `Status must be one of all, ${OUTBOX_STATUSES.join(', ')}` })
    .default('all'),
});
export type OutboxListQuery = z.output<typeof OutboxListQuerySchema>;

export const OutboxListResponseSchema = PageInfoSchema.extend({
  success: z.literal(true),
  data: z.array(OutboxMessageSchema),
});
export type OutboxListResponse = z.infer<typeof OutboxListResponseSchema>;

/** One message as its recipient sees it: the HTML and the plain-text part. */
export const OutboxMessageDetailSchema = z.object({
  success: z.literal(true),
  data: OutboxMessageSchema.extend({ from: z.string(), html: z.string(), text: z.string() }),
});
export type OutboxMessageDetail = z.infer<typeof OutboxMessageDetailSchema>['data'];

export const OutboxMessageResponseSchema = z.object({ success: z.literal(true), data: OutboxMessageSchema });

export const MAIL_MESSAGES = {
  notFound: 'Message not found',
  resendOnlyFailed: 'Only a message that failed can be sent again.',
  loadFailed: 'Error Loading Messages',
  empty: 'No messages yet. E-mails the shop writes appear here.',
} as const;
