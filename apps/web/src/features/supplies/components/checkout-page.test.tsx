import { forwardRef, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TCart, TSupplyItem } from '@lab/domain';
import { renderWithProviders } from '@/test/render';

const api = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', async (orig) => ({ ...(await orig<typeof import('@/lib/api-client')>()), api }));
vi.mock('@tanstack/react-router', () => ({
  Link: forwardRef<HTMLAnchorElement, { to: string; children?: ReactNode }>(({ to, children, ...rest }, ref) => (
    <a ref={ref} href={to} {...rest}>
      {children}
    </a>
  )),
}));
vi.mock('./my-orders', () => ({ MyOrders: () => null }));

import { ApiError } from '@/lib/api-client';
import { CheckoutPage } from './checkout-page';
import { ShopLinks } from './shop-header';

const item = (id: number, name: string, perOrderLimit = 10): TSupplyItem => ({
  id,
  order_status: 'pending',
  name,
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
const VIAL = item(7, 'ThinPrep vial', 10);
const BAG = item(9, 'Biopsy bag', 5);
const cartOf = (...lines: Array<[TSupplyItem, number]>): TCart => ({
  data: lines.map(([i, quantity]) => ({ itemId: i.id, quantity, item: i })),
  units: lines.reduce((n, [, q]) => n + q, 0),
  items: lines.length,
});
const FACILITY = { facilityId: 3, name: "Riverside Women's Health", address: '1200 River Rd' };

/** A server: the cart (as the last write left it), the ship-to list; writes answer what `write` says. */
function serve(cart: TCart, write: (path: string, opts: { method?: string; body?: unknown }) => unknown) {
  api.mockImplementation(async (path: string, opts: { method?: string; body?: unknown } = {}) => {
    if (opts.method && opts.method !== 'GET') {
      const answer = await write(path, opts);
      if (answer && typeof answer === 'object' && 'units' in answer) cart = answer as TCart;
      return answer;
    }
    if (path === '/api/shop/cart') return cart;
    if (path === '/api/shop/ship-to') return { data: [FACILITY] };
    throw new Error(`unexpected ${path}`);
  });
}

describe('the checkout page over the server cart', () => {
  beforeEach(() => {
    localStorage.clear();
    api.mockReset();
  });

  it('lists the server cart with its items and counts with plural()', async () => {
    serve(cartOf([VIAL, 1], [BAG, 2]), () => null);
    renderWithProviders(<CheckoutPage />);
    expect(await screen.findAllByTestId('cart-line')).toHaveLength(2);
    expect(screen.getByText('Cart (2)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '3 units, 2 items' })).toBeInTheDocument();
    expect(screen.getByText('each · up to 5 per order')).toBeInTheDocument();
  });

  it('a quantity change goes to the server; a refusal is undone and shown at the line', async () => {
    const user = userEvent.setup({ delay: null });
    serve(cartOf([VIAL, 1]), (path, opts) => {
      expect(path).toBe('/api/shop/cart/7');
      if ((opts.body as { quantity: number }).quantity === 2) return cartOf([VIAL, 2]);
      throw new ApiError(400, 'quantity: at most 10 of ThinPrep vial per order', {
        quantity: 'at most 10 of ThinPrep vial per order',
      });
    });
    renderWithProviders(<CheckoutPage />);
    const qty = await screen.findByRole('textbox', { name: 'Quantity of ThinPrep vial' });
    await user.clear(qty);
    await user.type(qty, '2');
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith('/api/shop/cart/7', expect.objectContaining({ body: { quantity: 2 } })),
    );
    expect(await screen.findByRole('heading', { name: '2 units, 1 item' })).toBeInTheDocument();
    await user.type(qty, '0'); // 20: over the limit, refused by the server
    expect(await screen.findByText('quantity: at most 10 of ThinPrep vial per order')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: '2 units, 1 item' })).toBeInTheDocument());
  });

  it('removing a line asks the server and shows it gone at once', async () => {
    const user = userEvent.setup({ delay: null });
    let answer!: (c: TCart) => void;
    serve(cartOf([VIAL, 1], [BAG, 2]), (path, opts) => {
      expect([path, opts.method]).toEqual(['/api/shop/cart/9', 'DELETE']);
      return new Promise<TCart>((resolve) => (answer = resolve));
    });
    renderWithProviders(<CheckoutPage />);
    await user.click(await screen.findByRole('button', { name: 'Remove Biopsy bag from the cart' }));
    // Optimistic: gone before the server answers.
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(1));
    answer(cartOf([VIAL, 1]));
    expect(screen.getByRole('heading', { name: '1 unit, 1 item' })).toBeInTheDocument();
  });

  it('places the order from the server cart and shows it empty after', async () => {
    const user = userEvent.setup({ delay: null });
    serve(cartOf([VIAL, 2]), (path, opts) => {
      expect(path).toBe('/api/shop/orders');
      expect((opts.body as { lines: unknown }).lines).toEqual([{ itemId: 7, quantity: 2 }]);
      return {
        id: 1,
        number: 'SO-26-00001',
        status: 'pending',
        facilityId: 3,
        facilityName: FACILITY.name,
        shipTo: 'x',
        note: null,
        orderedById: 1,
        orderedBy: 'Dr',
        createdAt: new Date().toISOString(),
        updatedAt: new Date().toISOString(),
        lines: [{ itemId: 7, name: 'ThinPrep vial', quantity: 2, unit: 'each' }],
        history: [],
      };
    });
    renderWithProviders(<CheckoutPage />);
    const place = await screen.findByRole('button', { name: 'Place order' });
    await waitFor(() => expect(place).toBeEnabled());
    await user.click(place);
    const done = await screen.findByTestId('order-placed');
    expect(within(done).getByText(/your order of 1 item;/)).toBeInTheDocument();
    expect(screen.getByText(/The cart is empty/)).toBeInTheDocument();
  });
});

describe('the shop links', () => {
  beforeEach(() => {
    localStorage.clear();
    api.mockReset();
  });

  it('count the units of the server cart', async () => {
    serve(cartOf([VIAL, 1], [BAG, 2]), () => null);
    renderWithProviders(<ShopLinks />);
    expect(await screen.findByRole('link', { name: 'Cart and checkout, 3 items' })).toBeInTheDocument();
  });

  it('move a cart left in this browser to the server, once, and count it', async () => {
    localStorage.setItem('lab.supplies.cart', JSON.stringify([{ itemId: 9, quantity: 4 }]));
    let server = cartOf();
    api.mockImplementation(async (path: string, opts: { method?: string; body?: unknown } = {}) => {
      if (opts.method === 'PUT') {
        expect([path, opts.body]).toEqual(['/api/shop/cart/9', { quantity: 4 }]);
        server = cartOf([BAG, 4]);
        return server;
      }
      if (path === '/api/shop/cart') return server;
      if (path === '/api/shop/items/9') return BAG;
      throw new Error(`unexpected ${path}`);
    });
    renderWithProviders(<ShopLinks />);
    expect(await screen.findByRole('link', { name: 'Cart and checkout, 4 items' })).toBeInTheDocument();
    expect(localStorage.getItem('lab.supplies.cart')).toBeNull();
  });
});
