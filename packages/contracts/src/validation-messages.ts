/**
 * The contracts' validation sentences said by more than one schema, written once (the registry of
 * `messages.ts` knows each by its English; the same words must not be spelled twice).
 */
import { text } from './messages';

export const PROMO_CODE_REQUIRED = text(
  /*i18n*/ { id: 'validation.promoCode.required', message: 'Enter a code' },
);
export const EMAIL_REQUIRED = text(
  /*i18n*/ { id: 'validation.email.required', message: 'Email is required' },
);
export const EMAIL_INVALID = text(
  /*i18n*/ { id: 'validation.email.invalid', message: 'Please enter a valid email address' },
);
export const NAME_REQUIRED = text(/*i18n*/ { id: 'validation.name.required', message: 'Name is required' });
export const STREET_REQUIRED = text(
  /*i18n*/ { id: 'validation.street.required', message: 'Street is required' },
);
export const CITY_REQUIRED = text(/*i18n*/ { id: 'validation.city.required', message: 'City is required' });
export const POSTAL_CODE_REQUIRED = text(
  /*i18n*/ { id: 'validation.postalCode.required', message: 'Postal code is required' },
);
export const COUNTRY_REQUIRED = text(
  /*i18n*/ { id: 'validation.country.required', message: 'Country is required' },
);
export const CURRENT_PASSWORD_REQUIRED = text(
  /*i18n*/ { id: 'validation.currentPassword.required', message: 'Current password is required' },
);
export const NUMBER_REQUIRED = text(
  /*i18n*/ { id: 'validation.number.required', message: 'Must be a number' },
);
export const NUMBER_MIN0 = text(/*i18n*/ { id: 'validation.number.min0', message: 'Must be 0 or more' });
export const NUMBER_INTEGER = text(
  /*i18n*/ { id: 'validation.number.integer', message: 'Must be a whole number' },
);
export const NUMBER_MIN1 = text(/*i18n*/ { id: 'validation.number.min1', message: 'Must be at least 1' });
export const FROM_DATE = text(
  /*i18n*/ { id: 'validation.from.date', message: 'From must be a date (YYYY-MM-DD)' },
);
export const TO_DATE = text(/*i18n*/ { id: 'validation.to.date', message: 'To must be a date (YYYY-MM-DD)' });
export const DESCRIPTION_REQUIRED = text(
  /*i18n*/ { id: 'validation.description.required', message: 'Description is required' },
);
export const PERCENT_RANGE = text(
  /*i18n*/ { id: 'validation.percent.range', message: 'Percentage must be 1 to 100' },
);
export const PASSWORD_REQUIRED = text(
  /*i18n*/ { id: 'validation.password.required', message: 'Password is required' },
);
export const LINK_TOKEN_MISSING = text(
  /*i18n*/ { id: 'validation.link.tokenMissing', message: 'The link is missing its token' },
);
export const LINK_INVALID = text(
  /*i18n*/ { id: 'validation.link.invalid', message: 'This link is not valid' },
);
export const PHONE_REQUIRED = text(
  /*i18n*/ { id: 'validation.phone.required', message: 'Phone is required' },
);
export const IDEMPOTENCY_KEY_LENGTH = text(
  /*i18n*/ { id: 'validation.idempotencyKey.length', message: 'Idempotency-Key must be 8 to 255 characters' },
);
export const LATITUDE_RANGE = text(
  /*i18n*/ { id: 'validation.latitude.range', message: 'Latitude must be between -90 and 90' },
);
export const LONGITUDE_RANGE = text(
  /*i18n*/ { id: 'validation.longitude.range', message: 'Longitude must be between -180 and 180' },
);
export const DELIVERY_PERSON_REQUIRED = text(
  /*i18n*/ { id: 'validation.deliveryPerson.required', message: 'Please choose a delivery person' },
);
export const STOCK_CHANGE_INTEGER = text(
  /*i18n*/ { id: 'validation.stockChange.integer', message: 'Enter a whole number' },
);
export const STOCK_CHANGE_TOO_LARGE = text(
  /*i18n*/ { id: 'validation.stockChange.tooLarge', message: 'Too large a change' },
);
export const CARDHOLDER_REQUIRED = text(
  /*i18n*/ { id: 'validation.cardholder.required', message: 'Cardholder name is required' },
);
export const CARD_NUMBER_INVALID = text(
  /*i18n*/ { id: 'validation.cardNumber.invalid', message: 'Please enter a valid card number' },
);

/**
 * Names, addresses and other one-line fields: no line break, tab or other control character.
 * They end up in CSV exports, labels and e-mail headers, where a hidden line break starts a new
 * row or header.
 */
// eslint-disable-next-line no-control-regex -- control characters are what this refuses
export const ONE_LINE_PATTERN = /^[^\u0000-\u001f\u007f]*$/;
export const ONE_LINE = text(
  /*i18n*/ {
    id: 'validation.text.oneLine',
    message: 'Use a single line, without line breaks, tabs or other control characters',
  },
);
