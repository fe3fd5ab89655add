import { beforeEach, describe, expect, it } from 'vitest';
import { cart } from './cart';

describe('the supplies cart (browser storage)', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('adds, merges a second add of the same item up to its limit, sets and removes', () => {
    cart.add(7, 1, 10);
    cart.add(9, 4, 10);
    cart.add(7, 12, 10);
    expect(cart.lines()).toEqual([
      { itemId: 7, quantity: 10 },
      { itemId: 9, quantity: 4 },
    ]);
    cart.set(9, 2);
    cart.remove(7);
    expect(cart.lines()).toEqual([{ itemId: 9, quantity: 2 }]);
    cart.clear();
    expect(cart.lines()).toEqual([]);
  });

  it('ignores what it cannot read', () => {
    localStorage.setItem('lab.supplies.cart', '{not json');
    expect(cart.lines()).toEqual([]);
    localStorage.setItem(
      'lab.supplies.cart',
      JSON.stringify([
        { itemId: 3, quantity: 2 },
        { itemId: 'x', quantity: 1 },
        { itemId: 4, quantity: 0 },
      ]),
    );
    expect(cart.lines()).toEqual([{ itemId: 3, quantity: 2 }]);
  });
});
