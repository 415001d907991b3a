import {
  type Discount,
  type DiscountCommand,
  discountIssues,
  discountOfferIn,
  type DiscountUpdateInputSchema,
} from '@ikawa/contracts/discounts';
import { toCents } from '@ikawa/contracts/money';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { DEFAULT_LOCALE, type Locale } from '@ikawa/contracts/i18n';
import { AppError, notFound } from '../../lib/app-error';
import { i18nFor } from '../../lib/i18n';
import { ERRORS } from '../../lib/error-messages';
import { isUniqueViolation } from '../../lib/db-errors';
import { availabilityRefusal } from '../orders/pricing';
import { toDiscountDto } from './mapper';
import {
  type DiscountRow,
  findDiscount,
  findDiscountByCode,
  insertDiscount,
  listDiscounts,
  type NewDiscount,
  updateDiscount,
} from './repo';

type DiscountPatch = z.output<typeof DiscountUpdateInputSchema>;

const codeTaken = () => new AppError('conflict', ERRORS.promo.codeTaken, { code: 'discount_code_taken' });
const missing = () => notFound(ERRORS.promo.notFound);

/** The columns of a code as the admin describes it (dollars → cents; unused values cleared). */
function toColumns(input: DiscountCommand): NewDiscount {
  return {
    code: input.code,
    kind: input.kind,
    percentOff: input.kind === 'percentage' ? input.percentOff : null,
    amountOffCents: input.kind === 'fixed' && input.amountOff !== null ? toCents(input.amountOff) : null,
    startsAt: input.startsAt ? new Date(input.startsAt) : null,
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
    minSubtotalCents: toCents(input.minSubtotal),
    maxUses: input.maxUses,
    maxUsesPerCustomer: input.maxUsesPerCustomer,
    firstOrderOnly: input.firstOrderOnly,
    productIds: [...new Set(input.productIds)],
    productTypes: [...new Set(input.productTypes)],
    active: input.active,
  };
}

function toCommand(row: DiscountRow): DiscountCommand {
  const dto = toDiscountDto(row);
  return { ...dto, code: row.code };
}

/** The admin's discount codes (list, create, edit, deactivate) and the public offer. */
export function createDiscountsService({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  async function list(): Promise<Discount[]> {
    return (await listDiscounts(db)).map(toDiscountDto);
  }

  async function save(write: () => Promise<DiscountRow | undefined>): Promise<Discount> {
    try {
      const row = await write();
      if (!row) throw missing();
      return toDiscountDto(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw codeTaken();
      throw error;
    }
  }

  async function create(input: DiscountCommand): Promise<Discount> {
    return save(() => insertDiscount(db, toColumns(input)));
  }

  /** A partial edit, checked as the code would be saved; total uses never below the uses held. */
  async function update(id: string, patch: DiscountPatch): Promise<Discount> {
    const current = await findDiscount(db, id);
    if (!current) throw missing();
    const defined = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
    const merged: DiscountCommand = { ...toCommand(current), ...defined };
    const issues = discountIssues(merged);
    if (merged.maxUses !== null && merged.maxUses < current.usesCount)
      issues.push({
        path: 'maxUses',
        message: `Total uses cannot be below the ${current.usesCount} uses already made`,
      });
    if (issues.length > 0)
      throw new AppError('validation', issues[0]?.message ?? ERRORS.promo.invalid, { details: issues });
    return save(() => updateDiscount(db, id, toColumns(merged)));
  }

  async function deactivate(id: string): Promise<Discount> {
    if (!(await findDiscount(db, id))) throw missing();
    return save(() => updateDiscount(db, id, { active: false }));
  }

  /** What the landing banner may announce: a code on offer now, or 404. */
  /** What a code on offer gives, in the reader's language (the landing banner). */
  async function offer(code: string, locale: Locale = DEFAULT_LOCALE) {
    const rule = await findDiscountByCode(db, code);
    if (
      !rule ||
      // The subscriber discount is applied by the shop, never announced as a code to type.
      rule.subscribersOnly ||
      availabilityRefusal(rule, now()) ||
      (rule.maxUses !== null && rule.usesCount >= rule.maxUses)
    )
      throw missing();
    const dto = toDiscountDto(rule);
    return { code: dto.code, offer: discountOfferIn(i18nFor(locale), dto, locale), endsAt: dto.endsAt };
  }

  return { list, create, update, deactivate, offer };
}

export type DiscountsService = ReturnType<typeof createDiscountsService>;
