import { describe, expect, it } from 'vitest';
import { formatOrderNumber, orderSearch } from './order-number';

describe('order numbers', () => {
  it('are printed one way', () => {
    expect(formatOrderNumber(1042)).toBe('IK-1042');
  });

  it.each([
    ['IK-1042', { number: 1042, idPrefix: null }],
    ['#IK-1042', { number: 1042, idPrefix: null }],
    ['  ik 1042 ', { number: 1042, idPrefix: null }],
    ['#1042', { number: 1042, idPrefix: '1042' }],
    ['1042', { number: 1042, idPrefix: '1042' }],
    ['#D4DBEB17', { number: null, idPrefix: 'd4dbeb17' }],
    ['d4dbeb17-0', { number: null, idPrefix: 'd4dbeb17-0' }],
    [
      'd4dbeb17-0c1e-4a7b-9f2e-1b2c3d4e5f60',
      { number: null, idPrefix: 'd4dbeb17-0c1e-4a7b-9f2e-1b2c3d4e5f60' },
    ],
    ['Sarah', { number: null, idPrefix: null }],
    ['IK-', { number: null, idPrefix: null }],
    ['', { number: null, idPrefix: null }],
  ])('reads %j as an order', (text, expected) => {
    expect(orderSearch(text)).toEqual(expected);
  });
});
