import { msg } from '@lingui/core/macro';

/**
 * The courier app's name and description, as the install button says them; the web app manifests
 * (web/courier-app.config.ts) take the same words from the delivery catalog by their English.
 */
export const COURIER_APP_NAMES = {
  name: msg`Ikawa Deliveries`,
  shortName: msg`Deliveries`,
  description: msg`Your assigned orders, on the road and offline.`,
};
