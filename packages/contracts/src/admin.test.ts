import { describe, expect, it } from 'vitest';
import { ProductInputSchema, ProductUpdateInputSchema, weightProblem } from './admin';

const product = { name: 'Ikawa Stoneware Mug', description: 'A mug.', price: 24, stock: 40 };

/** The issues of an invalid product, as the form shows them: field → message. */
function issues(input: unknown) {
  const result = ProductInputSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('product weight rule', () => {
  it('takes an accessory without a weight, or with its own weight in grams', () => {
    expect(ProductInputSchema.parse({ ...product, type: 'accessory' }).weight).toBeUndefined();
    expect(ProductInputSchema.parse({ ...product, type: 'accessory', weight: null }).weight).toBeNull();
    expect(ProductInputSchema.parse({ ...product, type: 'accessory', weight: 0.35 }).weight).toBe(0.35);
  });

  it('refuses an accessory weight of nothing, too much or less than a gram', () => {
    expect(issues({ ...product, type: 'accessory', weight: 0 })).toEqual({
      weight: 'Weight must be more than 0 and at most 1,000 kg',
    });
    expect(issues({ ...product, type: 'accessory', weight: 1001 })).toHaveProperty('weight');
    expect(issues({ ...product, type: 'accessory', weight: 0.3505 })).toEqual({
      weight: 'Weight must be in whole grams (at most 3 decimals in kg)',
    });
  });

  it('holds coffee to its bags', () => {
    expect(issues({ ...product, type: 'powder' })).toEqual({ weight: 'Weight is required' });
    expect(issues({ ...product, type: 'sack', weight: null })).toEqual({ weight: 'Weight is required' });
    expect(issues({ ...product, type: 'granule', weight: 0.35 })).toEqual({
      weight: 'Weight must be 0.5, 1, 60 kg',
    });
    expect(ProductInputSchema.parse({ ...product, type: 'sack', weight: 60 }).weight).toBe(60);
  });

  it('says every field’s fault at once, the weight’s too', () => {
    expect(issues({ description: 'd', type: 'powder', price: 1, stock: 1, name: '' })).toEqual({
      name: 'Name is required',
      weight: 'Weight is required',
    });
  });

  it('leaves the rule of a partial update to the product as it would be saved', () => {
    expect(ProductUpdateInputSchema.parse({ weight: null })).toEqual({ weight: null });
    expect(weightProblem('powder', null)).toBe('Weight is required');
    expect(weightProblem('accessory', null)).toBeNull();
  });
});
