import { z } from './zod';
import { englishOf, type Message, text } from './messages';
import { IdSchema, PageNumberSchema, PageSizeSchema, PageInfoSchema, TimestampSchema } from './common';

/**
 * The e-mails the shop writes. Each kind has one template on the server
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
  'delivery_missed',
  'staff_delivery_failed',
  'staff_pin_locked',
  'subscription_changed',
  'subscription_reminder',
  'subscription_problem',
  'welcome',
  'password_reset',
  'newsletter_confirm',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export const MAIL_KIND_MESSAGES: Record<MailKind, Message> = {
  order_confirmation: /*i18n*/ { id: 'mail.kind.order_confirmation', message: 'Order confirmation' },
  order_status: /*i18n*/ { id: 'mail.kind.order_status', message: 'Order update' },
  order_cancelled: /*i18n*/ { id: 'mail.kind.order_cancelled', message: 'Order cancelled' },
  order_refunded: /*i18n*/ { id: 'mail.kind.order_refunded', message: 'Refund' },
  staff_new_order: /*i18n*/ { id: 'mail.kind.staff_new_order', message: 'New order (staff)' },
  staff_low_stock: /*i18n*/ { id: 'mail.kind.staff_low_stock', message: 'Low stock (staff)' },
  delivery_missed: /*i18n*/ { id: 'mail.kind.delivery_missed', message: 'Missed delivery' },
  staff_delivery_failed: /*i18n*/ {
    id: 'mail.kind.staff_delivery_failed',
    message: 'Delivery failed again (staff)',
  },
  staff_pin_locked: /*i18n*/ { id: 'mail.kind.staff_pin_locked', message: 'PIN locked (staff)' },
  subscription_changed: /*i18n*/ { id: 'mail.kind.subscription_changed', message: 'Subscription change' },
  subscription_reminder: /*i18n*/ {
    id: 'mail.kind.subscription_reminder',
    message: 'Subscription reminder',
  },
  subscription_problem: /*i18n*/ {
    id: 'mail.kind.subscription_problem',
    message: 'Subscription problem',
  },
  welcome: /*i18n*/ { id: 'mail.kind.welcome', message: 'Welcome' },
  password_reset: /*i18n*/ { id: 'mail.kind.password_reset', message: 'Password reset' },
  newsletter_confirm: /*i18n*/ { id: 'mail.kind.newsletter_confirm', message: 'Newsletter confirmation' },
};
export const MAIL_KIND_LABELS: Record<MailKind, string> = englishOf(MAIL_KIND_MESSAGES);

export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const OUTBOX_STATUS_MESSAGES: Record<OutboxStatus, Message> = {
  pending: /*i18n*/ { id: 'mail.status.pending', message: 'Waiting' },
  sending: /*i18n*/ { id: 'mail.status.sending', message: 'Sending' },
  sent: /*i18n*/ { id: 'mail.status.sent', message: 'Sent' },
  failed: /*i18n*/ { id: 'mail.status.failed', message: 'Failed' },
};
export const OUTBOX_STATUS_LABELS: Record<OutboxStatus, string> = englishOf(OUTBOX_STATUS_MESSAGES);

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
  pageSize: PageSizeSchema.default(20),
  status: z
    .enum(['all', ...OUTBOX_STATUSES], {
      error: text(
        /*i18n*/ {
          id: 'validation.outboxStatus.unknown',
          message: 'Status must be one of all, {statuses}',
          values: { statuses: OUTBOX_STATUSES.join(', ') },
        },
      ),
    })
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

export const MAIL_MESSAGE_DESCRIPTORS = {
  notFound: /*i18n*/ { id: 'mail.notFound', message: 'Message not found' },
  resendOnlyFailed: /*i18n*/ {
    id: 'mail.resendOnlyFailed',
    message: 'Only a message that failed can be sent again.',
  },
  loadFailed: /*i18n*/ { id: 'mail.loadFailed', message: 'Error Loading Messages' },
  empty: /*i18n*/ { id: 'mail.empty', message: 'No messages yet. E-mails the shop writes appear here.' },
} satisfies Record<string, Message>;
export const MAIL_MESSAGES = englishOf(MAIL_MESSAGE_DESCRIPTORS);
