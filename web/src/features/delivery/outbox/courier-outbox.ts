import { sendDeliveryMove } from '../api/send-delivery-move';
import { courierDb } from './courier-db';
import { createOutbox } from './outbox';

/** The phone's one outbox of courier moves (decision 020). */
export const courierOutbox = createOutbox({ db: courierDb, send: sendDeliveryMove });
