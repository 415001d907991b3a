import { describe, expect, it } from 'vitest';
import { isCanada, provinceOfPostalCode } from './tax';

/** The place-of-supply reading of an address (the tax rules' and the exports' one table). */
const provinceOf = (address: { postalCode: string; country: string }) =>
  isCanada(address.country) ? provinceOfPostalCode(address.postalCode) : null;

describe('provinceOfPostalCode', () => {
  it.each([
    ['M5H 2M9', 'ON'],
    ['h2x1y4', 'QC'],
    ['V6B 1A1', 'BC'],
    ['T2P 1J9', 'AB'],
    ['A1C 5M2', 'NL'],
    ['X0A 0H0', 'NU'],
    ['X1A 2P7', 'NT'],
    ['Y1A 1A1', 'YT'],
  ])('reads %s as %s from its first letter', (postalCode, province) => {
    expect(provinceOf({ postalCode, country: 'CA' })).toBe(province);
  });

  it('answers nothing outside Canada or for a code that is not Canadian', () => {
    expect(provinceOf({ postalCode: 'M5H 2M9', country: 'BI' })).toBeNull();
    expect(provinceOf({ postalCode: '2000', country: 'CA' })).toBeNull();
    // A country is a code now: no spelling of Canada passes for it.
    expect(provinceOf({ postalCode: 'M5H 2M9', country: 'Canada' })).toBeNull();
    expect(provinceOf({ postalCode: 'D1A 1A1', country: 'CA' })).toBeNull();
  });
});
