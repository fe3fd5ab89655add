import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TCart, TSupplyItem } from '@lab/domain';

const api = vi.hoisted(() => vi.fn());
const show = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', async (orig) => ({ ...(await orig<typeof import('@/lib/api-client')>()), api }));
vi.mock('@mantine/notifications', () => ({ notifications: { show } }));

import { ApiError } from '@/lib/api-client';
import { cartWithLine, useAddToCart, useCart } from './cart';

const item = (id: number, perOrderLimit: number): TSupplyItem => ({
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
const A = item(7, 10);
const EMPTY: TCart = { data: [], units: 0, items: 0 };

function setup() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={qc}>{children}</QueryClientProvider>
  );
  return renderHook(() => ({ cart: useCart(), add: useAddToCart().add }), { wrapper });
}

describe('the cart hooks', () => {
  beforeEach(() => {
    api.mockReset();
    show.mockReset();
  });

  it('cartWithLine adds, sets and takes out a line with its totals', () => {
    const one = cartWithLine(EMPTY, A, 2);
    expect(one).toEqual({ data: [{ itemId: 7, quantity: 2, item: A }], units: 2, items: 1 });
    expect(cartWithLine(one, A, 5)).toMatchObject({ units: 5, items: 1 });
    expect(cartWithLine(one, A, 0)).toEqual(EMPTY);
  });

  it('adds to what the server cart holds, up to the limit per order', async () => {
    let server = cartWithLine(EMPTY, A, 9);
    api.mockImplementation(async (path: string, opts: { method?: string; body?: { quantity: number } } = {}) => {
      if (opts.method === 'PUT') {
        expect(path).toBe('/api/shop/cart/7');
        server = cartWithLine(server, A, opts.body!.quantity);
        return server;
      }
      return server;
    });
    const { result } = setup();
    await act(() => result.current.add(A, 3));
    await waitFor(() => expect(result.current.cart.units).toBe(10));
    expect(api).toHaveBeenCalledWith('/api/shop/cart/7', expect.objectContaining({ body: { quantity: 10 } }));
    await waitFor(() => expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'green' })));
    // Full: nothing is sent, and the user is told.
    api.mockClear();
    await act(() => result.current.add(A, 1));
    expect(api).not.toHaveBeenCalledWith('/api/shop/cart/7', expect.anything());
    expect(show).toHaveBeenLastCalledWith(
      expect.objectContaining({ message: 'Item 7: the cart holds 10, the most per order' }),
    );
  });

  it('shows a refused add and puts the cart back', async () => {
    api.mockImplementation(async (_path: string, opts: { method?: string } = {}) => {
      if (opts.method === 'PUT') throw new ApiError(400, 'itemId: Catalogue item 7 is retired', { itemId: 'x' });
      return EMPTY;
    });
    const { result } = setup();
    await act(() => result.current.add(A));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith({
        color: 'red',
        message: 'The cart was not changed: itemId: Catalogue item 7 is retired',
      }),
    );
    expect(result.current.cart.units).toBe(0);
  });
});
