/** Business constants from SPEC.md section 9 and DESIGN.md's settled readings. */

import { englishOf, type Message } from './messages';

export const CURRENCY = 'CAD';

/** Defaults of the store settings (fees are configurable, these seed them). */
export const DEFAULT_STANDARD_SHIPPING = 10;
export const DEFAULT_EXPRESS_SHIPPING = 15;
export const DEFAULT_FREE_SHIPPING_THRESHOLD = 50;
export const DEFAULT_LOW_STOCK_THRESHOLD = 10;

/** The store is in Toronto (the seeded address): its clock decides "after closing" and every date. */
export const DEFAULT_TIME_ZONE = 'America/Toronto';

/** DESIGN: standard 3-5 business days, express 1-2, same numbers in checkout and footer. */
export const DELIVERY_TIME_MESSAGES = {
  standard: /*i18n*/ { id: 'delivery.time.standard', message: '3-5 business days' },
  express: /*i18n*/ { id: 'delivery.time.express', message: '1-2 business days' },
} satisfies Record<'standard' | 'express', Message>;
export const DELIVERY_TIMES = englishOf(DELIVERY_TIME_MESSAGES);

/** SPEC §9: pickup ready usually 2-4 hours (of opening time; the hours are in the settings). */
export const PICKUP_READY_MESSAGE: Message = /*i18n*/ { id: 'pickup.ready', message: '2-4 hours' };
export const PICKUP_READY = PICKUP_READY_MESSAGE.message;

/** SPEC §9: allowed product weights in kilograms. */
export const PRODUCT_WEIGHTS_KG = [0.5, 1, 60] as const;

export const REQUEST_TIMEOUT_MS = 10_000;
export const PAYMENT_REDIRECT_MS = 3_000;
export const HERO_SLIDE_MS = 5_000;
/**
 * The landing page's first hero landscape, its largest paint: the web app shows it and the
 * server asks the browser to fetch it with the page (a `Link: rel=preload` header on `/`).
 */
export const LANDING_HERO_IMAGE = '/images/hero/kayanza-dawn.svg';
export const PROMO_ROTATE_MS = 4_000;
export const MOBILE_BREAKPOINT_PX = 768;

/** DESIGN: default courier fee offered in the assignment dialog. */
export const DEFAULT_ASSIGNMENT_FEE = 10;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;

/** Profile pictures: what the server accepts (checked by content) and the account form offers. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * Coffee as powder, granules or sacks; `accessory` for what a coffee shop sells beside it.
 * Here rather than in display.ts, so the cart's check of a stored line does not bring the labels
 * and formatting into the web app's first page.
 */
export const PRODUCT_TYPES = ['powder', 'granule', 'sack', 'accessory'] as const;
