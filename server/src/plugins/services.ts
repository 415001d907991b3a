import { createLiveStreams, type LiveStreams } from '../modules/orders/live';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { createAdminOrdersService, type AdminOrdersService } from '../modules/admin/orders-service';
import { createAdminUsersService, type AdminUsersService } from '../modules/admin/users-service';
import {
  type AdminSubscriptionsService,
  createAdminSubscriptionsService,
} from '../modules/admin-subscriptions/service';
import { type AuthService, createAuthService } from '../modules/auth/service';
import { createLoginThrottle } from '../modules/auth/throttle';
import { createDeliveryService, type DeliveryService } from '../modules/delivery/service';
import { createDeliveryZonesService, type DeliveryZonesService } from '../modules/delivery-zones/service';
import { createDiscountsService, type DiscountsService } from '../modules/discounts/service';
import { createExportsService, type ExportsService } from '../modules/exports/service';
import { createTaxService, type TaxService } from '../modules/tax/service';
import { createMailService, type MailService } from '../modules/mail/service';
import { createPushService, type PushService } from '../modules/push/service';
import { createFileTransport, createSmtpTransport } from '../modules/mail/transport';
import { createNewsletterService, type NewsletterService } from '../modules/newsletter/service';
import { createLifecycle, type Lifecycle } from '../modules/orders/lifecycle';
import { createOrderNotesService, type OrderNotesService } from '../modules/orders/notes-service';
import { createOrdersService, type OrdersService } from '../modules/orders/service';
import { createSubscriptionsService, type SubscriptionsService } from '../modules/subscriptions/service';
import { createPackingSlipsService, type PackingSlipsService } from '../modules/packing-slips/service';
import type { PaymentProvider } from '../modules/payments/provider';
import { createPaymentsService, type PaymentsService } from '../modules/payments/service';
import { createSimulatedProvider } from '../modules/payments/simulated-provider';
import { createStripeProvider } from '../modules/payments/stripe-provider';
import { createStripeSavedCards } from '../modules/payments/stripe-saved-cards';
import { createStockService, type StockService } from '../modules/products/stock-service';
import { createProductPhotosService, type ProductPhotosService } from '../modules/products/photos-service';
import { createDeliveryPhotosService, type DeliveryPhotosService } from '../modules/delivery/photos-service';
import {
  createPinExceptionsService,
  type PinExceptionsService,
} from '../modules/delivery/pin-exceptions-service';
import { createLocalFileStore, type FileStore } from '../lib/file-store';
import { PHOTO_CACHE } from '../modules/products/photo-files';
import path from 'node:path';
import { createReceiptLinks } from '../modules/receipts/link';
import { createReceiptsService, type ReceiptsService } from '../modules/receipts/service';
import { createUsersService, type UsersService } from '../modules/users/service';

declare module 'fastify' {
  interface FastifyInstance {
    paymentProvider: PaymentProvider;
    /** The order life cycle: every status move, cancel, refund and payout goes through it. */
    lifecycle: Lifecycle;
    orders: OrdersService;
    subscriptions: SubscriptionsService;
    payments: PaymentsService;
    delivery: DeliveryService;
    adminOrders: AdminOrdersService;
    /** The admin's user management. */
    adminUsers: AdminUsersService;
    /** The owner's view of subscriptions: the list, one's history, the renewals forecast. */
    adminSubscriptions: AdminSubscriptionsService;
    /** E-mail: the outbox, its sender and the messages' templates. */
    mail: MailService;
    /** Web Push to couriers: subscriptions, VAPID keys, and the sender (decision 020). */
    push: PushService;
    newsletter: NewsletterService;
    /** Discount codes: the admin's list and the storefront's offer (redeemed by orders). */
    discounts: DiscountsService;
    /** Delivery zones by postal code: the admin's list and the checkout's lookup (decision 019). */
    deliveryZones: DeliveryZonesService;
    /** Notes on orders, internal and to the customer. */
    orderNotes: OrderNotesService;
    /** Stock adjustments and each product's stock history. */
    stock: StockService;
    /** Product photos and their files. */
    productPhotos: ProductPhotosService;
    /** Photos couriers take at the door of their orders (private: the admin reads them). */
    deliveryPhotos: DeliveryPhotosService;
    /** The admin's review of deliveries completed without the PIN. */
    pinExceptions: PinExceptionsService;
    /** Receipts, invoices and credit notes of paid orders. */
    receipts: ReceiptsService;
    /** The customers' order pages followed live (Server-Sent Events). */
    liveOrders: LiveStreams;
    /** The accountant's CSV exports of orders and courier payouts. */
    exports: ExportsService;
    /** The shop's sales-tax duties: registration thresholds. */
    tax: TaxService;
    /** Printable packing slips. */
    packingSlips: PackingSlipsService;
    /** The account area: profile, password, picture, saved addresses and cards. */
    users: UsersService;
    /** Sign-up, sign-in and password reset (its e-mail written after the answer). */
    auth: AuthService;
  }
}

/**
 * The product photos' files: under DATA_DIR/uploads/products, or under `products/` in the
 * S3-compatible bucket S3_BUCKET names (decision 014). A bucket out of reach at start is said
 * in the log; the shop still starts (photos answer 503 until the bucket is back).
 */
async function photoFileStore(
  app: FastifyInstance,
  config: Config,
  folder: 'products' | 'deliveries' = 'products',
): Promise<FileStore> {
  const settings = config.fileStore;
  if (settings.kind === 'disk') return createLocalFileStore(path.join(config.dataDir, 'uploads', folder));
  // The AWS SDK is loaded only for a bucket (about 200 ms and its memory at every start otherwise).
  const { createS3Client, createS3FileStore } = await import('../lib/s3-file-store');
  const client = createS3Client(settings);
  const store = createS3FileStore({
    client,
    bucket: settings.bucket,
    prefix: `${folder}/`,
    cacheControl: folder === 'products' ? PHOTO_CACHE : 'private, max-age=3600',
    // Delivery photos are private: always read through the shop, never from a public address.
    publicUrl: folder === 'products' ? settings.publicUrl : undefined,
  });
  app.addHook('onReady', async () => {
    await store.check().catch((error: unknown) => {
      const where = settings.endpoint ?? `AWS S3 (${settings.region})`;
      app.log.error(
        { err: error },
        `S3_BUCKET ${settings.bucket} cannot be reached at ${where}: ${folder} photos will fail until it can`,
      );
    });
  });
  app.addHook('onClose', async () => client.destroy());
  return store;
}

/**
 * The shop's services, built once on one clock and one card provider (PAYMENT_PROVIDER:
 * simulated by default, Stripe with keys): the life cycle, placing and reading orders, card
 * payments and saved cards, accounts, deliveries, the admin's lists, photos, receipts, exports
 * and e-mail.
 */
export const servicesPlugin = fp(
  async (app: FastifyInstance, opts: { config: Config; provider?: PaymentProvider; now?: () => Date }) => {
    const settings = opts.config.payments;
    const provider =
      opts.provider ??
      (settings.provider === 'stripe' ? createStripeProvider(settings) : createSimulatedProvider(app.db));
    const lifecycle = createLifecycle({ db: app.db, provider, log: app.log, now: opts.now });
    const orders = createOrdersService({ db: app.db, lifecycle });
    app.decorate('paymentProvider', provider);
    app.decorate('lifecycle', lifecycle);
    app.decorate('orders', orders);
    const receiptLinks = createReceiptLinks({ secret: opts.config.jwtSecret, now: lifecycle.now });
    app.decorate('receipts', createReceiptsService({ db: app.db, links: receiptLinks }));
    // Stripe mode keeps saved cards at Stripe (ADR 004); the simulated mode in its own vault table.
    const vault = provider.cardVault;
    const stripeCards = vault ? createStripeSavedCards({ db: app.db, vault, log: app.log }) : undefined;
    app.decorate(
      'payments',
      createPaymentsService({ db: app.db, provider, orders, lifecycle, log: app.log, stripeCards }),
    );
    app.decorate('users', createUsersService({ db: app.db, stripeCards }));
    app.decorate('delivery', createDeliveryService({ db: app.db, lifecycle }));
    app.decorate('adminOrders', createAdminOrdersService({ db: app.db, lifecycle }));
    app.decorate('adminUsers', createAdminUsersService({ db: app.db }));
    app.decorate('adminSubscriptions', createAdminSubscriptionsService({ db: app.db, now: lifecycle.now }));
    app.decorate('discounts', createDiscountsService({ db: app.db, now: lifecycle.now }));
    app.decorate('deliveryZones', createDeliveryZonesService({ db: app.db }));
    app.decorate('stock', createStockService({ db: app.db, now: opts.now }));
    app.decorate('orderNotes', createOrderNotesService({ db: app.db }));
    const photoStore = await photoFileStore(app, opts.config);
    app.decorate('productPhotos', createProductPhotosService({ db: app.db, store: photoStore }));
    const deliveryPhotoStore = await photoFileStore(app, opts.config, 'deliveries');
    app.decorate(
      'deliveryPhotos',
      createDeliveryPhotosService({ db: app.db, store: deliveryPhotoStore, now: lifecycle.now }),
    );
    app.decorate('pinExceptions', createPinExceptionsService({ db: app.db, now: lifecycle.now }));
    app.decorate('exports', createExportsService({ db: app.db }));
    app.decorate('tax', createTaxService({ db: app.db }));
    app.decorate('packingSlips', createPackingSlipsService({ db: app.db, now: lifecycle.now }));
    const liveOrders = createLiveStreams({ db: app.db });
    app.decorate('liveOrders', liveOrders);
    // Open streams end before the database closes (`preClose` runs before the server stops waiting).
    app.addHook('preClose', async () => liveOrders.closeAll());

    const { smtpUrl } = opts.config.mail;
    const transport = smtpUrl ? createSmtpTransport(smtpUrl) : createFileTransport(opts.config.dataDir);
    const mail = createMailService({
      db: app.db,
      config: opts.config,
      transport,
      log: app.log,
      now: opts.now,
      receiptLinks,
    });
    app.decorate('mail', mail);
    app.decorate(
      'subscriptions',
      createSubscriptionsService({
        db: app.db,
        orders,
        payments: app.payments,
        mail,
        now: lifecycle.now,
      }),
    );
    app.decorate('push', createPushService({ db: app.db, config: opts.config, log: app.log, now: opts.now }));
    app.decorate('newsletter', createNewsletterService({ db: app.db, mail, now: opts.now }));
    const auth = createAuthService({
      db: app.db,
      throttle: createLoginThrottle(app.db, opts.config.loginThrottle),
      signToken: (user) => app.signToken(user),
      mail,
      log: app.log,
      now: opts.now,
    });
    app.decorate('auth', auth);
    // Reset links already promised are written before the database closes.
    app.addHook('onClose', async () => auth.settled());
    app.addHook('onClose', async () => transport.close());
  },
  { name: 'services', dependencies: ['db'] },
);
