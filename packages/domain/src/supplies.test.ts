import { describe, expect, it } from 'vitest';
import {
  perOrderLimitError,
  ZCartLineSet,
  canMoveSupplyOrder,
  facilityShipTo,
  formatSupplyOrderNumber,
  isFacilityAddress,
  popularityFromOrders,
  popularityOf,
  supplyLimitPeriod,
  ZPrice,
} from './supplies';

describe('popularity colour rule', () => {
  it.each([
    [0, 'danger'],
    [34, 'danger'],
    [35, 'warning'],
    [54, 'warning'],
    [55, 'primary'],
    [74, 'primary'],
    [75, 'success'],
    [100, 'success'],
  ] as const)('%s → %s', (value, color) => {
    expect(popularityOf(value)).toEqual({ popValue: value, color });
  });

  it.each([-1, 101, Number.NaN, Number.POSITIVE_INFINITY, '50', null, undefined])(
    '%s out of range → value 0, danger',
    (value) => {
      expect(popularityOf(value)).toEqual({ popValue: 0, color: 'danger' });
    },
  );

  it('between the bounds a fraction takes the band it is in', () => {
    expect(popularityOf(54.5).color).toBe('warning');
    expect(popularityOf(74.9).color).toBe('primary');
  });
});

describe('popularity from orders', () => {
  it('is the share of the most ordered item, rounded', () => {
    expect(popularityFromOrders(10, 10)).toBe(100);
    expect(popularityFromOrders(1, 3)).toBe(33);
    expect(popularityFromOrders(2, 3)).toBe(67);
    expect(popularityFromOrders(0, 3)).toBe(0);
    expect(popularityFromOrders(0, 0)).toBe(0);
  });
});

describe('supply orders', () => {
  it('numbers orders SO-YY-NNNNN', () => {
    expect(formatSupplyOrderNumber(2026, 1)).toBe('SO-26-00001');
    expect(formatSupplyOrderNumber(2031, 12345)).toBe('SO-31-12345');
  });

  it('ends at delivered or canceled', () => {
    expect(canMoveSupplyOrder('pending', 'delivered')).toBe(true);
    expect(canMoveSupplyOrder('on hold', 'pending')).toBe(true);
    expect(canMoveSupplyOrder('delivered', 'pending')).toBe(false);
    expect(canMoveSupplyOrder('canceled', 'delivered')).toBe(false);
    expect(canMoveSupplyOrder('pending', 'pending')).toBe(false);
  });

  it('keeps prices as two-decimal strings', () => {
    expect(ZPrice.parse('4.5')).toBe('4.50');
    expect(ZPrice.parse(12)).toBe('12.00');
    expect(ZPrice.safeParse('abc').success).toBe(false);
    expect(ZPrice.safeParse('-1').success).toBe(false);
  });
});

describe('supply limits: the period and the address', () => {
  it('counts in the calendar month (UTC) of the order', () => {
    expect(supplyLimitPeriod(new Date('2026-11-30T23:59:59Z'))).toEqual({
      from: new Date('2026-11-01T00:00:00Z'),
      to: new Date('2026-12-01T00:00:00Z'),
    });
    expect(supplyLimitPeriod(new Date('2026-12-31T12:00:00Z')).to).toEqual(new Date('2027-01-01T00:00:00Z'));
    expect(supplyLimitPeriod(new Date('2026-12-01T00:00:00Z')).from).toEqual(new Date('2026-12-01T00:00:00Z'));
  });

  it("takes only the facility's address on file, with or without its name, ignoring case and spacing", () => {
    const f = { name: "Riverside Women's Health", address: '1200 River Rd, Suite 300\nSpringfield, IL 62704' };
    expect(isFacilityAddress(facilityShipTo(f), f)).toBe(true);
    expect(isFacilityAddress('1200 river rd,  Suite 300\n  Springfield, IL 62704\n', f)).toBe(true);
    expect(isFacilityAddress('1200 River Rd, Suite 300', f)).toBe(false);
    expect(isFacilityAddress("Riverside Women's Health\n1200 River Rd, Suite 300, back door", f)).toBe(false);
    expect(isFacilityAddress('Elsewhere 1', f)).toBe(false);
    expect(isFacilityAddress('Anything', { name: 'No address', address: '' })).toBe(false);
  });
});

describe('the cart and checkout share the per-order rule', () => {
  const vial = { name: 'ThinPrep vial', perOrderLimit: 10 };
  it('takes up to the limit and names it above', () => {
    expect(perOrderLimitError(vial, 10)).toBeNull();
    expect(perOrderLimitError(vial, 11)).toBe('at most 10 of ThinPrep vial per order');
  });
  it('a cart quantity is a whole number, 0 or more (0 takes the line out)', () => {
    expect(ZCartLineSet.safeParse({ quantity: 0 }).success).toBe(true);
    expect(ZCartLineSet.safeParse({ quantity: -1 }).error?.issues[0]?.message).toBe('must be 0 or more');
    expect(ZCartLineSet.safeParse({ quantity: 2.5 }).error?.issues[0]?.message).toBe('must be a whole number');
    expect(ZCartLineSet.safeParse({}).error?.issues[0]?.message).toBe('is required');
  });
});
