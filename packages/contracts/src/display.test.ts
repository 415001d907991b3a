import { describe, expect, it } from 'vitest';
import {
  addressLine,
  addressLines,
  bagSize,
  isCoffee,
  lineLabel,
  productImage,
  productWeight,
} from './display';

const kayanza = { name: 'Kayanza Ground', type: 'powder', weight: 0.5 } as const;
const mug = { name: 'Ikawa Stoneware Mug', type: 'accessory', weight: null } as const;

describe('line label', () => {
  it('follows a coffee’s name with its bag size', () => {
    expect(lineLabel(kayanza)).toBe('Kayanza Ground (1/2 kg)');
    expect(lineLabel({ name: 'Nemba Sack', type: 'sack', weight: 60 })).toBe('Nemba Sack (60 kg)');
    expect(lineLabel({ name: 'Gitega', type: 'granule', weight: 1.5 }, 'fr-CA')).toBe('Gitega (1,5 kg)');
  });

  it('names an accessory alone, with or without a weight', () => {
    expect(lineLabel(mug)).toBe('Ikawa Stoneware Mug');
    // A mug weighed at half a kilo is still not a 1/2 kg bag.
    expect(lineLabel({ ...mug, weight: 0.5 })).toBe('Ikawa Stoneware Mug');
    expect(lineLabel({ ...mug, weight: 0.35 }, 'fr-CA')).toBe('Ikawa Stoneware Mug');
  });

  it('has a bag size only for coffee', () => {
    expect(bagSize(kayanza)).toBe('1/2 kg');
    expect(bagSize({ ...mug, weight: 1 })).toBeNull();
    expect(isCoffee('sack')).toBe(true);
    expect(isCoffee('accessory')).toBe(false);
  });
});

describe('product weight', () => {
  it('reads a coffee’s bag as the shop writes it', () => {
    expect(productWeight(kayanza)).toBe('1/2 kg');
    expect(productWeight({ type: 'sack', weight: 60 }, 'fr-CA')).toBe('60 kg');
  });

  it('reads an accessory’s own weight in grams under a kilogram, and none when it has none', () => {
    expect(productWeight({ type: 'accessory', weight: 0.35 })).toBe('350 g');
    expect(productWeight({ type: 'accessory', weight: 0.5 })).toBe('500 g');
    expect(productWeight({ type: 'accessory', weight: 1.25 }, 'fr-CA')).toBe('1,25 kg');
    expect(productWeight(mug)).toBeNull();
  });
});

describe('product drawing', () => {
  it('draws coffee by type and bag, and every accessory alike', () => {
    expect(productImage('powder', 0.5)).toBe('/images/products/powder-500g.svg');
    expect(productImage('sack', 60)).toBe('/images/products/sack-60kg.svg');
    expect(productImage('accessory', null)).toBe('/images/products/accessory.svg');
    expect(productImage('accessory', 60)).toBe('/images/products/accessory.svg');
  });
});

describe('address', () => {
  const toronto = { street: '100 King St W', city: 'Toronto', postalCode: 'M5H 2M9', country: 'CA' };

  it('writes the street, the city with its postal code, then the country', () => {
    expect(addressLines(toronto)).toEqual(['100 King St W', 'Toronto M5H 2M9', 'Canada']);
    expect(addressLine(toronto)).toBe('100 King St W, Toronto M5H 2M9, Canada');
  });

  it('leaves out a part that is empty', () => {
    expect(addressLines({ ...toronto, postalCode: ' ' })).toEqual(['100 King St W', 'Toronto', 'Canada']);
    expect(addressLine({ ...toronto, country: '' })).toBe('100 King St W, Toronto M5H 2M9');
  });
});
