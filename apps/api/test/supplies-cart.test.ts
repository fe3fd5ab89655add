import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { auditEvents, supplyCartLines, users } from '../src/db/schema/index';
import { createTestApp, type TestContext } from './helper';

/** The cart on the server (docs/supplies.md#cart): per user, like the wish list; checkout empties it. */
type Who = 'admin' | 'editor' | 'staff' | 'physician' | 'patient';
type Item = { id: number; name: string; perOrderLimit: number; active: boolean };
type Cart = { data: Array<{ itemId: number; quantity: number; item: Item }>; units: number; items: number };

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (who: Who, url: string) => t.as(who, { method: 'GET', url });
const put = (who: Who, id: number | string, payload: unknown) =>
  t.as(who, { method: 'PUT', url: `/api/shop/cart/${id}`, payload: payload as object });
const del = (who: Who, url: string) => t.as(who, { method: 'DELETE', url });
const cartOf = async (who: Who) => (await get(who, '/api/shop/cart')).json() as Cart;
const lines = (c: Cart) => c.data.map((l) => [l.itemId, l.quantity]);
/** Three active items that allow at least 5 per order, by name (the cart's order). */
const pick = async () => {
  const all = (await get('staff', '/api/datalist/initial-data')).json() as Item[];
  return all
    .filter((i) => i.perOrderLimit >= 5)
    .slice(10, 13)
    .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()));
};
const RIVERSIDE = "Riverside Women's Health\n1200 River Rd, Suite 300\nSpringfield, IL 62704";

describe('supplies: the cart on the server', () => {
  it('starts empty; adds, sets, removes one line and clears, answering the cart each time', async () => {
    expect(await cartOf('physician')).toEqual({ data: [], units: 0, items: 0 });
    const [a, b, c] = await pick();
    let res = await put('physician', a!.id, { quantity: 2 });
    expect(res.statusCode, res.body).toBe(200);
    expect(lines(res.json())).toEqual([[a!.id, 2]]);
    await put('physician', b!.id, { quantity: 1 });
    await put('physician', c!.id, { quantity: 3 });
    res = await put('physician', a!.id, { quantity: 4 });
    const cart = res.json() as Cart;
    expect(lines(cart)).toEqual([
      [a!.id, 4],
      [b!.id, 1],
      [c!.id, 3],
    ]);
    expect(cart).toMatchObject({ units: 8, items: 3 });
    // Each line carries the shop's item, as the wish list gives it.
    const wished = await t.as('physician', { method: 'PUT', url: `/api/shop/wishlist/${a!.id}` });
    expect(wished.statusCode).toBe(200);
    const wish = (await get('physician', '/api/shop/wishlist')).json() as { data: Item[] };
    expect(cart.data[0]!.item).toEqual(wish.data.find((i) => i.id === a!.id));

    // 0 takes the line out; so does DELETE of the line.
    expect(lines((await put('physician', b!.id, { quantity: 0 })).json())).toEqual([
      [a!.id, 4],
      [c!.id, 3],
    ]);
    const removed = await del('physician', `/api/shop/cart/${a!.id}`);
    expect(removed.statusCode).toBe(200);
    expect(lines(removed.json())).toEqual([[c!.id, 3]]);
    const cleared = await del('physician', '/api/shop/cart');
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ data: [], units: 0, items: 0 });
  });

  it('names the quantity or the item it refuses, and changes nothing', async () => {
    const [a] = await pick();
    await put('physician', a!.id, { quantity: 1 });
    const over = await put('physician', a!.id, { quantity: a!.perOrderLimit + 1 });
    expect(over.statusCode).toBe(400);
    expect(over.json().fields).toEqual({ quantity: `at most ${a!.perOrderLimit} of ${a!.name} per order` });
    for (const [payload, message] of [
      [{ quantity: -1 }, 'must be 0 or more'],
      [{ quantity: 1.5 }, 'must be a whole number'],
      [{}, 'is required'],
    ] as const) {
      const res = await put('physician', a!.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().fields.quantity).toBe(message);
    }
    const unknown = await put('physician', 987654, { quantity: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().fields.itemId).toBe('Catalogue item 987654 not found');
    // An item retired while in the cart leaves it, and cannot be put back.
    const all = (await get('staff', '/api/datalist/initial-data')).json() as Item[];
    const retired = all[all.length - 1]!;
    await put('physician', retired.id, { quantity: 1 });
    expect((await cartOf('physician')).items).toBe(2);
    const retire = await t.as('staff', {
      method: 'POST',
      url: '/api/datalist/delete-data',
      payload: { obj: { id: retired.id } },
    });
    expect(retire.statusCode).toBe(200);
    expect(lines(await cartOf('physician'))).toEqual([[a!.id, 1]]);
    const gone = await put('physician', retired.id, { quantity: 1 });
    expect(gone.statusCode).toBe(400);
    expect(gone.json().fields.itemId).toBe(`Catalogue item ${retired.id} is retired`);
    expect(lines(await cartOf('physician'))).toEqual([[a!.id, 1]]);
    await del('physician', '/api/shop/cart');
  });

  it("keeps each user's cart apart, and does not audit it (like the wish list)", async () => {
    const supplyAudits = async () =>
      (await t.database.db.select({ id: auditEvents.id }).from(auditEvents).where(like(auditEvents.entity, 'supply%')))
        .length;
    const before = await supplyAudits();
    const [a, b] = await pick();
    await put('physician', a!.id, { quantity: 2 });
    await put('staff', b!.id, { quantity: 5 });
    expect(lines(await cartOf('physician'))).toEqual([[a!.id, 2]]);
    expect(lines(await cartOf('staff'))).toEqual([[b!.id, 5]]);
    await del('staff', '/api/shop/cart');
    expect(lines(await cartOf('physician'))).toEqual([[a!.id, 2]]);
    expect(await cartOf('staff')).toMatchObject({ items: 0 });
    await del('physician', `/api/shop/cart/${a!.id}`);
    expect(await supplyAudits()).toBe(before);
  });

  it('placing an order empties the cart; a refused order leaves it as it was', async () => {
    const [a, b] = await pick();
    await put('physician', a!.id, { quantity: 1 });
    await put('physician', b!.id, { quantity: 2 });
    await put('staff', a!.id, { quantity: 1 });
    const refused = await t.as('physician', {
      method: 'POST',
      url: '/api/shop/orders',
      payload: { shipTo: 'Elsewhere 1', lines: [{ itemId: a!.id, quantity: 1 }] },
    });
    expect(refused.statusCode).toBe(400);
    expect((await cartOf('physician')).items).toBe(2);
    const placed = await t.as('physician', {
      method: 'POST',
      url: '/api/shop/orders',
      payload: {
        shipTo: RIVERSIDE,
        lines: [
          { itemId: a!.id, quantity: 1 },
          { itemId: b!.id, quantity: 2 },
        ],
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await cartOf('physician')).toEqual({ data: [], units: 0, items: 0 });
    const [phys] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'physician'));
    expect(await t.database.db.select().from(supplyCartLines).where(eq(supplyCartLines.userId, phys!.id))).toEqual([]);
    // Another user's cart is not theirs to empty.
    expect(lines(await cartOf('staff'))).toEqual([[a!.id, 1]]);
  });

  it('is for shoppers only: a patient gets 403 on every call', async () => {
    for (const [method, url] of [
      ['GET', '/api/shop/cart'],
      ['PUT', '/api/shop/cart/1'],
      ['DELETE', '/api/shop/cart/1'],
      ['DELETE', '/api/shop/cart'],
    ] as const) {
      const res = await t.as('patient', { method, url, ...(method === 'PUT' && { payload: { quantity: 1 } }) });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
