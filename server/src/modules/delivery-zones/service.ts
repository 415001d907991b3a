import {
  type DeliveryZone,
  type DeliveryZoneLookup,
  type DeliveryZoneUpdateInputSchema,
  type DeliveryZoneValues,
  patternOfPrefix,
  prefixOfPattern,
} from '@ikawa/contracts/delivery-zones';
import { toCents } from '@ikawa/contracts/money';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { ERRORS } from '../../lib/error-messages';
import { getSettingsRow } from '../settings/repo';
import { assertShipsTo } from '../settings/shipping';
import { toTermsDto, toZoneDto } from './mapper';
import {
  deleteZone,
  findZone,
  forgetZones,
  insertZone,
  listZones,
  type NewDeliveryZone,
  takenPrefixes,
  updateZone,
} from './repo';
import { coverageOf } from './terms';

type ZonePatch = z.output<typeof DeliveryZoneUpdateInputSchema>;

const missing = () => notFound(ERRORS.deliveryZone.notFound);
const nameTaken = (name: string) =>
  new AppError('conflict', ERRORS.deliveryZone.nameTaken, {
    code: 'delivery_zone_name_taken',
    values: { name },
  });
const areaTaken = (area: string, zone: string) =>
  new AppError('conflict', ERRORS.deliveryZone.areaTaken, {
    code: 'delivery_zone_area_taken',
    values: { area, zone },
  });

/** The constraint a unique violation names (the driver's error or its cause). */
function violatedConstraint(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The columns of a zone as the admin describes it (dollars → cents). */
function toColumns(input: Partial<DeliveryZoneValues>): Partial<NewDeliveryZone> {
  const cents = (dollars: number | null) => (dollars === null ? null : toCents(dollars));
  return {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.standardFee !== undefined ? { standardFeeCents: toCents(input.standardFee) } : {}),
    ...(input.expressFee !== undefined ? { expressFeeCents: cents(input.expressFee) } : {}),
    ...(input.minimumOrder !== undefined ? { minimumOrderCents: toCents(input.minimumOrder) } : {}),
    ...(input.freeDeliveryThreshold !== undefined
      ? { freeThresholdCents: cents(input.freeDeliveryThreshold) }
      : {}),
    ...(input.deliveryDays !== undefined ? { deliveryDays: input.deliveryDays } : {}),
  };
}

/** The admin's delivery zones (list, create, edit, delete) and the checkout's lookup. */
export function createDeliveryZonesService({ db }: { db: Db }) {
  async function list(): Promise<DeliveryZone[]> {
    return (await listZones(db)).map(toZoneDto);
  }

  /**
   * Writes a zone in one transaction, after checking that no other zone has any of its areas;
   * two admins saving at once are held apart by the areas' primary key. Nothing is written on a
   * refusal.
   */
  async function save(
    zoneId: string | null,
    prefixes: string[] | undefined,
    name: string | undefined,
    write: (tx: DbOrTx) => Promise<string | undefined>,
  ): Promise<DeliveryZone> {
    try {
      const id = await db.transaction(async (tx) => {
        if (prefixes) {
          const [taken] = await takenPrefixes(tx, prefixes, zoneId);
          if (taken) throw areaTaken(patternOfPrefix(taken.prefix), taken.zone);
        }
        return write(tx);
      });
      forgetZones(db);
      const zone = id ? await findZone(db, id) : undefined;
      if (!zone) throw missing();
      return toZoneDto(zone);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (violatedConstraint(error) === 'delivery_zones_name_unique') throw nameTaken(name ?? '');
      // Another admin took one of these areas between the check and the write: named now.
      const [taken] = prefixes ? await takenPrefixes(db, prefixes, zoneId) : [];
      if (taken) throw areaTaken(patternOfPrefix(taken.prefix), taken.zone);
      throw error;
    }
  }

  async function create(input: DeliveryZoneValues): Promise<DeliveryZone> {
    const prefixes = input.fsas.map(prefixOfPattern);
    return save(null, prefixes, input.name, async (tx) => {
      const row = await insertZone(tx, toColumns(input) as NewDeliveryZone, prefixes);
      return row.id;
    });
  }

  async function update(id: string, patch: ZonePatch): Promise<DeliveryZone> {
    const prefixes = patch.fsas?.map(prefixOfPattern);
    return save(
      id,
      prefixes,
      patch.name,
      async (tx) => (await updateZone(tx, id, toColumns(patch), prefixes))?.id,
    );
  }

  async function remove(id: string): Promise<void> {
    if (!(await deleteZone(db, id))) throw missing();
    forgetZones(db);
  }

  /** Where a delivery to this postal code would go, and on which terms (the checkout's address step). */
  async function lookup(address: { postalCode: string; country: string }): Promise<DeliveryZoneLookup> {
    const settings = await getSettingsRow(db);
    assertShipsTo(settings, address.country);
    const { coverage, fsa, terms } = await coverageOf(db, settings, address);
    return { coverage, fsa, terms: terms ? toTermsDto(terms) : null };
  }

  return { list, create, update, remove, lookup };
}

export type DeliveryZonesService = ReturnType<typeof createDeliveryZonesService>;
