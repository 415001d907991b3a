/**
 * What a courier's phone shows for each notification (decision 020), in the courier's language.
 * Server code has no Lingui macros: the `/*i18n*\/` comment is what `lingui extract` looks for.
 */
export const PUSH_TEXTS = {
  assignedTitle: /*i18n*/ { id: 'push.assigned.title', message: 'New order {number}' },
  assignedBody: /*i18n*/ {
    id: 'push.assigned.body',
    message: 'Assigned to you: deliver to {address}.',
  },
  assignedBodyNoAddress: /*i18n*/ {
    id: 'push.assigned.bodyNoAddress',
    message: 'Assigned to you. Open the app for the details.',
  },
  reassignedTitle: /*i18n*/ {
    id: 'push.reassigned.title',
    message: 'Order {number} went to another courier',
  },
  reassignedBody: /*i18n*/ {
    id: 'push.reassigned.body',
    message: 'Please do not deliver it: it is no longer on your list.',
  },
  cancelledTitle: /*i18n*/ { id: 'push.cancelled.title', message: 'Order {number} was cancelled' },
  cancelledBody: /*i18n*/ {
    id: 'push.cancelled.body',
    message: 'Please do not deliver it. If you picked it up, bring it back to the shop.',
  },
};
