import type { MessageDescriptor } from '@ikawa/contracts/i18n';

/**
 * Every sentence the API answers an error with, as catalog descriptors (`error.<area>.<what>`).
 * The English is the wording the contracts' `*_MESSAGES` already give (clients and tests compare
 * with them); the error handler translates into the request's language. The `/*i18n*\/` comment is
 * what `lingui extract` looks for: server code cannot use Lingui's macros.
 */
type Group = Record<string, MessageDescriptor>;

export const ERRORS = {
  common: {
    notFound: /*i18n*/ { id: 'error.common.notFound', message: 'Not found' },
    imageNotFound: /*i18n*/ { id: 'error.common.imageNotFound', message: 'Image not found' },
    badRequest: /*i18n*/ { id: 'error.common.badRequest', message: 'Bad request' },
    invalidRequest: /*i18n*/ { id: 'error.common.invalidRequest', message: 'Invalid request' },
    required: /*i18n*/ {
      id: 'error.common.required',
      comment: 'field is the name of the missing field, in English ("Postal code")',
      message: '{field} is required',
    },
    internal: /*i18n*/ {
      id: 'error.common.internal',
      message: 'Something went wrong on our side. Please try again in a moment.',
    },
    databaseUnavailable: /*i18n*/ {
      id: 'error.common.databaseUnavailable',
      message: 'The shop cannot reach its database right now. Please try again in a moment.',
    },
    nul: /*i18n*/ { id: 'error.common.nul', message: 'Text must not contain NUL characters.' },
    rateLimited: /*i18n*/ {
      id: 'error.common.rateLimited',
      message: 'Too many requests. Please slow down and try again in a minute.',
    },
    disguisedPath: /*i18n*/ {
      id: 'error.common.disguisedPath',
      message:
        'The request address is not valid: it must not contain "." or ".." segments, encoded slashes, backslashes or "//".',
    },
    tooLarge: /*i18n*/ { id: 'error.common.tooLarge', message: 'The request is too large.' },
    unsupportedMediaType: /*i18n*/ {
      id: 'error.common.unsupportedMediaType',
      message: 'Unsupported content type. Send JSON.',
    },
    emptyJson: /*i18n*/ {
      id: 'error.common.emptyJson',
      message: 'The request body is empty. Send a JSON object.',
    },
    invalidJson: /*i18n*/ { id: 'error.common.invalidJson', message: 'The request body is not valid JSON.' },
    invalidAddress: /*i18n*/ {
      id: 'error.common.invalidAddress',
      message: 'The request address is not valid.',
    },
    tooSlow: /*i18n*/ { id: 'error.common.tooSlow', message: 'The request took too long to arrive.' },
  },
  health: {
    databaseSilent: /*i18n*/ { id: 'error.health.databaseSilent', message: 'The database is not answering.' },
    notMigrated: /*i18n*/ {
      id: 'error.health.notMigrated',
      message: 'The database is not migrated yet ({applied} of {expected} migrations).',
    },
  },
  upload: {
    broken: /*i18n*/ {
      id: 'error.upload.broken',
      message: 'The upload was cut off or is not valid multipart/form-data. Please try again.',
    },
    tooManyParts: /*i18n*/ {
      id: 'error.upload.tooManyParts',
      message: 'Send one file, with at most 5 other fields.',
    },
    imageBusy: /*i18n*/ {
      id: 'error.upload.imageBusy',
      message: 'The shop is busy with other pictures right now. Please try again in a moment.',
    },
    storageUnavailable: /*i18n*/ {
      id: 'error.upload.storageUnavailable',
      message: 'The photo storage cannot be reached just now; please try again',
    },
    avatarType: /*i18n*/ {
      id: 'error.upload.avatarType',
      message: 'Please upload a JPEG, PNG or WebP image',
    },
    avatarSize: /*i18n*/ { id: 'error.upload.avatarSize', message: 'The image must be at most 2 MB' },
    avatarPixels: /*i18n*/ {
      id: 'error.upload.avatarPixels',
      message: 'The image is too large: please use a picture of at most 16 megapixels (e.g. 4000 × 4000).',
    },
    avatarNotMultipart: /*i18n*/ {
      id: 'error.upload.avatarNotMultipart',
      message: 'Send the image as multipart/form-data',
    },
    avatarNoFile: /*i18n*/ { id: 'error.upload.avatarNoFile', message: 'Please choose an image to upload' },
    photoType: /*i18n*/ { id: 'error.upload.photoType', message: 'Please upload a JPEG, PNG or WebP photo' },
    photoSize: /*i18n*/ { id: 'error.upload.photoSize', message: 'A photo must be at most {megabytes} MB' },
    photoPixels: /*i18n*/ {
      id: 'error.upload.photoPixels',
      message: 'The photo is too large: please use a picture of at most 24 megapixels (e.g. 6000 × 4000).',
    },
    photoNotMultipart: /*i18n*/ {
      id: 'error.upload.photoNotMultipart',
      message: 'Send the photo as multipart/form-data',
    },
    photoNoFile: /*i18n*/ { id: 'error.upload.photoNoFile', message: 'Please choose a photo to upload' },
  },
  auth: {
    emailTaken: /*i18n*/ {
      id: 'error.auth.emailTaken',
      message: 'An account with this email already exists',
    },
    invalidCredentials: /*i18n*/ { id: 'error.auth.invalidCredentials', message: 'Invalid credentials' },
    resetInvalid: /*i18n*/ {
      id: 'error.auth.resetInvalid',
      message:
        'This password reset link is not valid, has expired or was already used. Please ask for a new one.',
    },
    sessionExpired: /*i18n*/ {
      id: 'error.auth.sessionExpired',
      message: 'Your session has expired. Please sign in again.',
    },
    tooManyAttempts: /*i18n*/ {
      id: 'error.auth.tooManyAttempts',
      message: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
    },
    loginRequired: /*i18n*/ { id: 'error.auth.loginRequired', message: 'Please sign in to continue' },
    forbidden: /*i18n*/ { id: 'error.auth.forbidden', message: 'You do not have permission to do this' },
  },
  account: {
    userNotFound: /*i18n*/ { id: 'error.account.userNotFound', message: 'User not found' },
    emailTaken: /*i18n*/ {
      id: 'error.account.emailTaken',
      message: 'An account with this email already exists',
    },
    wrongPassword: /*i18n*/ {
      id: 'error.account.wrongPassword',
      message: 'Your current password is not correct',
    },
    addressNotFound: /*i18n*/ { id: 'error.account.addressNotFound', message: 'Address not found' },
    cardNotFound: /*i18n*/ { id: 'error.account.cardNotFound', message: 'Payment method not found' },
    ownRole: /*i18n*/ { id: 'error.account.ownRole', message: 'You cannot remove your own admin role.' },
    deleteSelf: /*i18n*/ {
      id: 'error.account.deleteSelf',
      message: 'You cannot delete your own account here.',
    },
  },
  card: {
    stripeNotInUse: /*i18n*/ {
      id: 'error.card.stripeNotInUse',
      message: 'Stripe is not the card provider in use.',
    },
    simulatedNotInUse: /*i18n*/ {
      id: 'error.card.simulatedNotInUse',
      message: 'The simulated card provider is not in use.',
    },
    numberRefused: /*i18n*/ {
      id: 'error.card.numberRefused',
      message:
        'Card numbers are not accepted here: please add the card with the secure card form, which sends it to Stripe.',
    },
    expiryFormat: /*i18n*/ { id: 'error.card.expiryFormat', message: 'Expiry date must be MM/YY' },
    addWithNumber: /*i18n*/ {
      id: 'error.card.addWithNumber',
      message: 'Saved cards are added with a card number here.',
    },
    savedNotFound: /*i18n*/ { id: 'error.card.savedNotFound', message: 'Saved card not found.' },
    unknownAtStripe: /*i18n*/ {
      id: 'error.card.unknownAtStripe',
      message: 'This card could not be found at Stripe. Please add it again.',
    },
    alreadySaved: /*i18n*/ { id: 'error.card.alreadySaved', message: 'This card is already saved.' },
    finished: /*i18n*/ {
      id: 'error.card.finished',
      message: 'This payment is already finished. Please start again from your cart.',
    },
    notChargeable: /*i18n*/ {
      id: 'error.card.notChargeable',
      message:
        'This card was saved with the offline test provider and cannot be charged by Stripe. Please choose another card or use a new one.',
    },
    onlyCards: /*i18n*/ { id: 'error.card.onlyCards', message: 'Only cards can be saved.' },
    // The simulated provider's own sentences, Stripe's words for the same test cards.
    declined: /*i18n*/ { id: 'error.card.declined', message: 'Your card was declined.' },
    insufficientFunds: /*i18n*/ {
      id: 'error.card.insufficientFunds',
      message: 'Your card has insufficient funds.',
    },
    testCardsOnly: /*i18n*/ {
      id: 'error.card.testCardsOnly',
      message: 'Your card was declined. This shop takes test cards only, such as 4242 4242 4242 4242.',
    },
  },
  payment: {
    notFound: /*i18n*/ { id: 'error.payment.notFound', message: 'Payment not found' },
    expired: /*i18n*/ {
      id: 'error.payment.expired',
      message:
        'This payment was not completed in time and has been cancelled; you have not been charged. Please place your order again.',
    },
    incomplete: /*i18n*/ { id: 'error.payment.incomplete', message: 'Please complete all payment fields.' },
    processing: /*i18n*/ {
      id: 'error.payment.processing',
      message: 'Payment is being processed. Please wait a moment and check your order status.',
    },
    declined: /*i18n*/ {
      id: 'error.payment.declined',
      message: 'Your payment was declined. Please try a different payment method.',
    },
    requiresConfirmation: /*i18n*/ {
      id: 'error.payment.requiresConfirmation',
      message: 'Payment requires additional confirmation. Please try again.',
    },
    succeeded: /*i18n*/ {
      id: 'error.payment.succeeded',
      message: 'Thank you for your purchase. You will be redirected shortly.',
    },
    status: /*i18n*/ {
      id: 'error.payment.status',
      message: 'Payment status: {status}. Please contact support if this persists.',
    },
    refunded: /*i18n*/ {
      id: 'error.payment.refunded',
      message: 'Your payment has been refunded, so you have not been charged. Please review your cart.',
    },
    refundedSoldOut: /*i18n*/ {
      id: 'error.payment.refundedSoldOut',
      comment: 'reason: why the order could not be made, a whole sentence ("Only 2 left of …")',
      message:
        '{reason} Your payment has been refunded, so you have not been charged. Please review your cart.',
    },
    discountNoLongerValid: /*i18n*/ {
      id: 'error.payment.discountNoLongerValid',
      comment: 'reason: why the discount code no longer applies, a whole sentence',
      message:
        '{reason} Your payment has been refunded, so you have not been charged. Your cart is now priced without the code: please review it and pay again.',
    },
    priceChanged: /*i18n*/ {
      id: 'error.payment.priceChanged',
      message:
        'Prices changed while you were paying. Your payment has been refunded. Please review your cart.',
    },
    onlyPaidRefundable: /*i18n*/ {
      id: 'error.payment.onlyPaidRefundable',
      message: 'Only a paid intent can be refunded.',
    },
    noSimulatedWebhooks: /*i18n*/ {
      id: 'error.payment.noSimulatedWebhooks',
      message: 'The simulated provider sends no webhooks.',
    },
    cardServiceUnavailable: /*i18n*/ {
      id: 'error.payment.cardServiceUnavailable',
      message: 'The card service did not answer. Please try again in a moment.',
    },
    webhooksOff: /*i18n*/ {
      id: 'error.payment.webhooksOff',
      message: 'Webhooks are not configured (STRIPE_WEBHOOK_SECRET).',
    },
    signatureMissing: /*i18n*/ {
      id: 'error.payment.signatureMissing',
      message: 'Missing Stripe-Signature header',
    },
    signatureInvalid: /*i18n*/ {
      id: 'error.payment.signatureInvalid',
      message: 'Webhook signature verification failed',
    },
    unknownEvent: /*i18n*/ {
      id: 'error.payment.unknownEvent',
      message: 'The webhook event is not one Stripe sends.',
    },
  },
  order: {
    notFound: /*i18n*/ { id: 'error.order.notFound', message: 'Order not found' },
    cardViaPayment: /*i18n*/ {
      id: 'error.order.cardViaPayment',
      message: 'Card orders are placed through the card payment step.',
    },
    cancelOnlyPending: /*i18n*/ {
      id: 'error.order.cancelOnlyPending',
      message: 'Only a pending order can be cancelled.',
    },
    notWaitingForNewDay: /*i18n*/ {
      id: 'error.order.notWaitingForNewDay',
      message:
        'This order is not waiting for a new delivery day: it is on its way, delivered, cancelled or picked up at the store.',
    },
    idempotencyMismatch: /*i18n*/ {
      id: 'error.order.idempotencyMismatch',
      message: 'This Idempotency-Key was already used for a different order.',
    },
    alreadyPlacing: /*i18n*/ {
      id: 'error.order.alreadyPlacing',
      message: 'The same order is already being placed. Please wait a moment.',
    },
    tooManyOpenCashOrders: /*i18n*/ {
      id: 'error.order.tooManyOpenCashOrders',
      message:
        'You already have {max} cash orders waiting to be paid. Please pay one of them (on delivery or at pickup), cancel one, or pay this order by card.',
    },
    unpaidCashLimit: /*i18n*/ {
      id: 'error.order.unpaidCashLimit',
      message:
        'Unpaid cash orders are limited to {maxUnits} items and {maxValue} per account, and this order is over that. Please pay it by card, or order less.',
    },
    unpaidCashLimitHeld: /*i18n*/ {
      id: 'error.order.unpaidCashLimitHeld',
      message:
        'Unpaid cash orders are limited to {maxUnits} items and {maxValue} per account, and your cash orders waiting to be paid already hold {heldUnits} items ({heldValue}). Please pay this order by card, or place it once an earlier order has been delivered and paid.',
    },
    productGone: /*i18n*/ {
      id: 'error.order.productGone',
      message: 'A product in your cart is no longer available. Please remove it and try again.',
    },
    productNoLongerSold: /*i18n*/ {
      id: 'error.order.productNoLongerSold',
      message: '{name} is no longer sold. Please remove it from your cart.',
    },
    outOfStock: /*i18n*/ { id: 'error.order.outOfStock', message: '{name} is out of stock.' },
    onlyLeft: /*i18n*/ { id: 'error.order.onlyLeft', message: 'Only {left} left of {name}.' },
    postalCodeNotCanadian: /*i18n*/ {
      id: 'error.order.postalCodeNotCanadian',
      message:
        '{postalCode} is not a Canadian postal code (like M5V 2T6). We need it to charge the right sales tax for your province.',
    },
  },
  lifecycle: {
    cancelled: /*i18n*/ {
      id: 'error.lifecycle.cancelled',
      message: 'This order was cancelled, so it can no longer change.',
    },
    delivered: /*i18n*/ {
      id: 'error.lifecycle.delivered',
      message: 'This order has been delivered, so it can no longer change.',
    },
    pickupNotShipped: /*i18n*/ {
      id: 'error.lifecycle.pickupNotShipped',
      message: 'A store pickup order is not shipped: mark it as Delivered when the customer collects it.',
    },
    courierAssignedNoPending: /*i18n*/ {
      id: 'error.lifecycle.courierAssignedNoPending',
      message:
        'A delivery person is assigned to this order, so it cannot go back to Pending. Cancel it, or let the delivery go ahead.',
    },
    pickedUpNoGoingBack: /*i18n*/ {
      id: 'error.lifecycle.pickedUpNoGoingBack',
      message:
        'The delivery person has already picked this order up, so it cannot go back to an earlier status.',
    },
    shippedNotAssignable: /*i18n*/ {
      id: 'error.lifecycle.shippedNotAssignable',
      message: 'This order has already been shipped and can no longer be assigned.',
    },
    cannotGoFromTo: /*i18n*/ {
      id: 'error.lifecycle.cannotGoFromTo',
      message:
        'This order cannot go from {from, select, pending {Pending} processing {Processing} shipped {Shipped} delivered {Delivered} other {Cancelled}} to {to, select, pending {Pending} processing {Processing} shipped {Shipped} delivered {Delivered} other {Cancelled}}.',
    },
    cannotChangeWhile: /*i18n*/ {
      id: 'error.lifecycle.cannotChangeWhile',
      message:
        'This order cannot be changed that way while it is {status, select, pending {Pending} processing {Processing} shipped {Shipped} delivered {Delivered} other {Cancelled}}.',
    },
  },
  delivery: {
    orderNotFound: /*i18n*/ { id: 'error.delivery.orderNotFound', message: 'Order not found' },
    personNotFound: /*i18n*/ { id: 'error.delivery.personNotFound', message: 'Delivery person not found' },
    earningNotFound: /*i18n*/ {
      id: 'error.delivery.earningNotFound',
      message: 'No earning found for this order and delivery person',
    },
    alreadyPaid: /*i18n*/ { id: 'error.delivery.alreadyPaid', message: 'This earning has already been paid' },
    pickupNotAssignable: /*i18n*/ {
      id: 'error.delivery.pickupNotAssignable',
      message: 'Store pickup orders are collected at the store and cannot be assigned to a delivery person.',
    },
    cancelledNotAssignable: /*i18n*/ {
      id: 'error.delivery.cancelledNotAssignable',
      message: 'This order was cancelled and cannot be assigned.',
    },
    deliveredNotAssignable: /*i18n*/ {
      id: 'error.delivery.deliveredNotAssignable',
      message: 'This order has already been delivered.',
    },
    alreadyPickedUp: /*i18n*/ {
      id: 'error.delivery.alreadyPickedUp',
      message: 'This order has already been picked up and can no longer be re-assigned.',
    },
    orderCancelled: /*i18n*/ {
      id: 'error.delivery.orderCancelled',
      message: 'This order was cancelled. Please do not deliver it.',
    },
    pickUpFirst: /*i18n*/ {
      id: 'error.delivery.pickUpFirst',
      message: 'Please mark the order as picked up before marking it as delivered.',
    },
    failOnlyPickedUp: /*i18n*/ {
      id: 'error.delivery.failOnlyPickedUp',
      message: 'Only an order you have picked up and not delivered can be marked as not delivered.',
    },
    alreadyPickedUpByYou: /*i18n*/ {
      id: 'error.delivery.alreadyPickedUpByYou',
      message: 'This order has already been marked as picked up.',
    },
    alreadyDelivered: /*i18n*/ {
      id: 'error.delivery.alreadyDelivered',
      message: 'This order has already been marked as delivered.',
    },
    cannotGoBack: /*i18n*/ {
      id: 'error.delivery.cannotGoBack',
      message: 'A delivered order cannot be marked as picked up again.',
    },
    reassigned: /*i18n*/ {
      id: 'error.delivery.reassigned',
      message: 'This order was given to another courier. Please do not deliver it.',
    },
    madeAtInFuture: /*i18n*/ {
      id: 'error.delivery.madeAtInFuture',
      message: 'The time this change was made is in the future. Check the date and time of your phone.',
    },
    madeAtTooOld: /*i18n*/ {
      id: 'error.delivery.madeAtTooOld',
      message:
        'This change was made more than 24 hours ago and is too old to apply. Please ask the shop to update the order.',
    },
    idempotencyMismatch: /*i18n*/ {
      id: 'error.delivery.idempotencyMismatch',
      message: 'This Idempotency-Key was already used for a different change.',
    },
  },
  receipt: {
    notAvailable: /*i18n*/ {
      id: 'error.receipt.notAvailable',
      message:
        'The receipt is ready once the order is paid (card orders at once, cash orders when they are handed over).',
    },
    linkInvalid: /*i18n*/ {
      id: 'error.receipt.linkInvalid',
      message:
        'This receipt link is not valid. Sign in and open the receipt from My Orders, or use the link in your order e-mail.',
    },
    linkExpired: /*i18n*/ {
      id: 'error.receipt.linkExpired',
      message: 'This receipt link has expired. Sign in and open the receipt from My Orders.',
    },
    linkRevoked: /*i18n*/ {
      id: 'error.receipt.linkRevoked',
      message:
        'This receipt link was revoked for this order. Sign in and open the receipt from My Orders, or use the link in a newer order e-mail.',
    },
  },
  promo: {
    codeTaken: /*i18n*/ { id: 'error.promo.codeTaken', message: 'A discount with this code already exists.' },
    notFound: /*i18n*/ { id: 'error.promo.notFound', message: 'Discount not found' },
    invalid: /*i18n*/ { id: 'error.promo.invalid', message: 'Invalid discount' },
    unknown: /*i18n*/ {
      id: 'error.promo.unknown',
      message: 'There is no code {code}. Please check the spelling.',
    },
    inactive: /*i18n*/ { id: 'error.promo.inactive', message: 'The code {code} is no longer offered.' },
    notStarted: /*i18n*/ {
      id: 'error.promo.notStarted',
      message: 'The code {code} can be used from {date}.',
    },
    expired: /*i18n*/ { id: 'error.promo.expired', message: 'The code {code} has expired.' },
    usedUp: /*i18n*/ {
      id: 'error.promo.usedUp',
      message: 'The code {code} has been used as many times as it is offered.',
    },
    signInRequired: /*i18n*/ {
      id: 'error.promo.signInRequired',
      message: 'Sign in to use {code}: it is checked against your account when you check out.',
    },
    firstOrderOnly: /*i18n*/ {
      id: 'error.promo.firstOrderOnly',
      message: 'The code {code} is for the first order of an account only.',
    },
    customerLimit: /*i18n*/ {
      id: 'error.promo.customerLimit',
      message:
        '{max, plural, one {You have already used the code {code}.} other {You have already used the code {code} # times, as often as it is offered.}}',
    },
    minSubtotal: /*i18n*/ {
      id: 'error.promo.minSubtotal',
      message: 'The code {code} needs a subtotal of at least {min}.',
    },
    noEligibleProducts: /*i18n*/ {
      id: 'error.promo.noEligibleProducts',
      message: 'The code {code} applies to {scope} only, and there is none in your cart.',
    },
    nothingToDiscount: /*i18n*/ {
      id: 'error.promo.nothingToDiscount',
      message: 'Delivery is already free for this order, so {code} changes nothing.',
    },
  },
  deliveryZone: {
    outside: /*i18n*/ {
      id: 'error.deliveryZone.outside',
      message: 'We don’t deliver to {postalCode} yet. Store pickup is available: choose it at checkout.',
    },
    belowMinimum: /*i18n*/ {
      id: 'error.deliveryZone.belowMinimum',
      message:
        'Delivery to {zone} needs an order of at least {minimum} before discounts: add {missing} more, or choose store pickup.',
    },
    expressNotOffered: /*i18n*/ {
      id: 'error.deliveryZone.expressNotOffered',
      message: 'Express delivery is not offered in {zone}: choose standard delivery or store pickup.',
    },
    notFound: /*i18n*/ { id: 'error.deliveryZone.notFound', message: 'Delivery zone not found' },
    nameTaken: /*i18n*/ {
      id: 'error.deliveryZone.nameTaken',
      message: 'There is already a delivery zone named {name}. Choose another name.',
    },
    areaTaken: /*i18n*/ {
      id: 'error.deliveryZone.areaTaken',
      message:
        'The postal area {area} is already in the zone {zone}: a postal area belongs to one zone only. Remove it there first, or from this zone.',
    },
  },
  packingSlip: {
    notFoundOne: /*i18n*/ { id: 'error.packingSlip.notFoundOne', message: 'Order {number} was not found.' },
    notFoundMany: /*i18n*/ {
      id: 'error.packingSlip.notFoundMany',
      message: 'These orders were not found: {numbers}.',
    },
    tooManyDue: /*i18n*/ {
      id: 'error.packingSlip.tooManyDue',
      message:
        'More than {max} orders are due by that day, more than one document holds: select them in the list instead.',
    },
    noneDue: /*i18n*/ { id: 'error.packingSlip.noneDue', message: 'No open orders are due that day.' },
  },
  product: {
    notFound: /*i18n*/ { id: 'error.product.notFound', message: 'Product not found' },
    noFreeSlug: /*i18n*/ {
      id: 'error.product.noFreeSlug',
      message: 'Could not find a free web address for this product.',
    },
    duplicate: /*i18n*/ {
      id: 'error.product.duplicate',
      message: 'A product with this name and weight already exists.',
    },
    stockBelowZero: /*i18n*/ {
      id: 'error.product.stockBelowZero',
      message:
        'That would take the stock below zero: there {stock, plural, one {is # unit} other {are # units}} left.',
    },
  },
  photo: {
    tooMany: /*i18n*/ {
      id: 'error.photo.tooMany',
      message: 'A product has at most {max} photos: delete one to add another.',
    },
    duplicate: /*i18n*/ { id: 'error.photo.duplicate', message: 'This photo is already on this product.' },
    notFound: /*i18n*/ { id: 'error.photo.notFound', message: 'Photo not found' },
  },
  mail: {
    notFound: /*i18n*/ { id: 'error.mail.notFound', message: 'Message not found' },
    resendOnlyFailed: /*i18n*/ {
      id: 'error.mail.resendOnlyFailed',
      message: 'Only a message that failed can be sent again.',
    },
  },
  newsletter: {
    invalidLink: /*i18n*/ {
      id: 'error.newsletter.invalidLink',
      message: 'This link is not valid or has already been used.',
    },
    unknownConsentVersion: /*i18n*/ {
      id: 'error.newsletter.unknownConsentVersion',
      message: 'This form is out of date. Please reload the page and try again.',
    },
  },
} satisfies Record<string, Group>;
