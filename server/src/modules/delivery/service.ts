import { createDeliveryAdminService } from './admin-service';
import { createCourierService } from './courier-service';
import type { DeliveryServiceDeps } from './shared';

export type { DeliveryServiceDeps } from './shared';

/**
 * The delivery service: the courier's half (courier-service.ts) and the admin's
 * (admin-service.ts), built once from the same database and life cycle.
 */
export function createDeliveryService(deps: DeliveryServiceDeps) {
  return { ...createCourierService(deps), ...createDeliveryAdminService(deps) };
}

export type DeliveryService = ReturnType<typeof createDeliveryService>;
