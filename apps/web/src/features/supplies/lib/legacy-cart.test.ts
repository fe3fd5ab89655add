import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { TCart, TSupplyItem } from '@lab/domain';

const api = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', async (orig) => ({ ...(await orig<typeof import('@/lib/api-client')>()), api }));

import { ApiError } from '@/lib/api-client';
import { LEGACY_CART_KEY, migrateLegacyCart, readLegacyCart } from './legacy-cart';

const item = (id: number, perOrderLimit = 10): TSupplyItem => ({
  id,
  order_status: 'pending',
  name: `Item ${id}`,
  category: 'containers',
  price: '1.00',
  popularity: { popValue: 0, color: 'danger' },
  img: '',
  description: '',
  unit: 'each',
  perOrderLimit,
  stock: 5,
  active: true,
  timesOrdered: 0,
});
const cartOf = (...lines: Array<[TSupplyItem, number]>): TCart => ({
  data: lines.map(([i, quantity]) => ({ itemId: i.id, quantity, item: i })),
  units: lines.reduce((n, [, q]) => n + q, 0),
  items: lines.length,
});

describe('the old browser cart moves to the server once', () => {
  beforeEach(() => {
    localStorage.clear();
    api.mockReset();
  });

  it('does nothing, and asks nothing, when this browser has no old cart', async () => {
    expect(readLegacyCart()).toBeNull();
    expect(await migrateLegacyCart(new QueryClient())).toBe(0);
    expect(api).not.toHaveBeenCalled();
  });

  it('reads only well-formed lines', () => {
    localStorage.setItem(LEGACY_CART_KEY, '{not json');
    expect(readLegacyCart()).toEqual([]);
    localStorage.setItem(
      LEGACY_CART_KEY,
      JSON.stringify([
        { itemId: 3, quantity: 2 },
        { itemId: 'x', quantity: 1 },
        { itemId: 4, quantity: 0 },
      ]),
    );
    expect(readLegacyCart()).toEqual([{ itemId: 3, quantity: 2 }]);
  });

  it('adds each line to what the server holds (at most the limit), leaves out a gone item, then deletes the key', async () => {
    const a = item(7, 10);
    const b = item(9, 5);
    localStorage.setItem(
      LEGACY_CART_KEY,
      JSON.stringify([
        { itemId: 7, quantity: 9 },
        { itemId: 9, quantity: 2 },
        { itemId: 404, quantity: 1 },
      ]),
    );
    const puts: Array<[string, unknown]> = [];
    api.mockImplementation(async (path: string, opts: { method?: string; body?: unknown } = {}) => {
      if (path === '/api/shop/cart') return cartOf([a, 3]);
      if (path === '/api/shop/items/9') return b;
      if (path === '/api/shop/items/404') throw new ApiError(404, 'Catalogue item 404 not found');
      if (opts.method === 'PUT') {
        puts.push([path, opts.body]);
        return puts.length === 1 ? cartOf([a, 10]) : cartOf([a, 10], [b, 2]);
      }
      throw new Error(`unexpected ${path}`);
    });
    const qc = new QueryClient();
    expect(await migrateLegacyCart(qc)).toBe(2);
    expect(puts).toEqual([
      ['/api/shop/cart/7', { quantity: 10 }],
      ['/api/shop/cart/9', { quantity: 2 }],
    ]);
    expect(localStorage.getItem(LEGACY_CART_KEY)).toBeNull();
    expect(qc.getQueryData(['supplies', 'cart'])).toEqual(cartOf([a, 10], [b, 2]));
    // Never again: the key is gone, so the next shop page asks nothing.
    api.mockClear();
    expect(await migrateLegacyCart(qc)).toBe(0);
    expect(api).not.toHaveBeenCalled();
  });

  it('keeps the key when the server cannot be reached, to try again', async () => {
    localStorage.setItem(LEGACY_CART_KEY, JSON.stringify([{ itemId: 7, quantity: 1 }]));
    api.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(migrateLegacyCart(new QueryClient())).rejects.toThrow('Failed to fetch');
    expect(localStorage.getItem(LEGACY_CART_KEY)).not.toBeNull();
  });

  it('runs once when several shop pieces ask at the same time', async () => {
    localStorage.setItem(LEGACY_CART_KEY, JSON.stringify([{ itemId: 7, quantity: 1 }]));
    const a = item(7);
    api.mockImplementation(async (path: string, opts: { method?: string } = {}) =>
      opts.method === 'PUT' ? cartOf([a, 1]) : path === '/api/shop/cart' ? cartOf() : a,
    );
    const qc = new QueryClient();
    const [one, two] = await Promise.all([migrateLegacyCart(qc), migrateLegacyCart(qc)]);
    expect(one + two).toBe(2);
    expect(api.mock.calls.filter(([, o]) => (o as { method?: string } | undefined)?.method === 'PUT')).toHaveLength(1);
  });
});
