import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { auditEvents, notifications, supplyItems, users } from '../src/db/schema/index';
import { createTestApp, type TestContext } from './helper';

type Item = {
  id: number;
  order_status: string;
  name: string;
  category: string;
  price: string;
  popularity: { popValue: number; color: string };
  img: string;
  active: boolean;
  perOrderLimit: number;
  stock: number;
  timesOrdered: number;
};
type Order = {
  id: number;
  number: string;
  status: string;
  facilityName: string;
  shipTo: string;
  lines: Array<{ itemId: number; quantity: number }>;
  history: Array<{ status: string }>;
  orderedById: number;
};

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (who: 'admin' | 'editor' | 'staff' | 'physician' | 'patient', url: string, payload: unknown) =>
  t.as(who, { method: 'POST', url, payload: payload as object });
const get = (who: 'admin' | 'editor' | 'staff' | 'physician' | 'patient', url: string) =>
  t.as(who, { method: 'GET', url });
const catalogue = async () => (await get('staff', '/api/datalist/initial-data')).json() as Item[];
const activeCount = async () =>
  Number(
    (
      await t.database.db
        .select({ n: sql<number>`count(*)` })
        .from(supplyItems)
        .where(eq(supplyItems.active, true))
    )[0]!.n,
  );

describe('supplies: the data-list contract', () => {
  it('serves the whole seeded catalogue of about a hundred lab supplies, newest first, with pictures', async () => {
    const all = await catalogue();
    expect(all.length).toBeGreaterThanOrEqual(95);
    expect(all.length).toBe(await activeCount());
    expect(all.map((i) => i.id)).toEqual([...all.map((i) => i.id)].sort((a, b) => b - a));
    const categories = new Set(all.map((i) => i.category));
    for (const c of ['containers', 'cytology', 'histology', 'forms', 'shipping']) expect(categories).toContain(c);
    for (const i of all) {
      expect(i.price).toMatch(/^\d+\.\d{2}$/);
      expect(['on hold', 'delivered', 'canceled', 'pending']).toContain(i.order_status);
      expect(i.img).toMatch(new RegExp(`^/api/datalist/images/${i.id}\\?v=\\d+$`));
    }
    // The seeded orders spread the popularity over every colour.
    expect(new Set(all.map((i) => i.popularity.color))).toEqual(new Set(['success', 'primary', 'warning', 'danger']));
    const pic = await t.app.inject({ url: all[0]!.img });
    expect(pic.statusCode).toBe(200);
    expect(pic.headers['content-type']).toBe('image/png');
    expect(pic.rawPayload.subarray(1, 4).toString('ascii')).toBe('PNG');
  });

  it('pages: {data, totalPages}; without paging the first 4 items', async () => {
    const all = await catalogue();
    const first = (await get('editor', '/api/datalist/data')).json() as { data: Item[]; totalPages: number };
    expect(first.data.map((i) => i.id)).toEqual(all.slice(0, 4).map((i) => i.id));
    expect(first.totalPages).toBe(Math.ceil(all.length / 4));
    const p3 = (await get('editor', '/api/datalist/data?page=3&perPage=10')).json() as {
      data: Item[];
      totalPages: number;
    };
    expect(p3.data.map((i) => i.id)).toEqual(all.slice(20, 30).map((i) => i.id));
    expect(p3.totalPages).toBe(Math.ceil(all.length / 10));
    const past = (await get('editor', '/api/datalist/data?page=99&perPage=10')).json() as { data: Item[] };
    expect(past.data).toEqual([]);
    expect((await get('editor', '/api/datalist/data?perPage=0')).statusCode).toBe(400);
  });

  it.each([
    [0, 0, 'danger'],
    [34, 34, 'danger'],
    [35, 35, 'warning'],
    [54, 54, 'warning'],
    [55, 55, 'primary'],
    [74, 74, 'primary'],
    [75, 75, 'success'],
    [100, 100, 'success'],
    [-1, 0, 'danger'],
    [101, 0, 'danger'],
    ['NaN', 0, 'danger'],
  ] as const)('update-data with popularity %s → %s %s, whatever colour is sent', async (sent, value, color) => {
    const item = (await catalogue())[5]!;
    const res = await post('staff', '/api/datalist/update-data', {
      obj: { ...item, popularity: { popValue: sent === 'NaN' ? 'NaN' : sent, color: 'success' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().popularity).toEqual({ popValue: value, color });
    const stored = (await catalogue()).find((i) => i.id === item.id)!;
    expect(stored.popularity).toEqual({ popValue: value, color });
    expect(stored.name).toBe(item.name);
  });

  it('update-data changes the fields, audits it, and answers 404 for an unknown id', async () => {
    const item = (await catalogue())[7]!;
    const res = await post('admin', '/api/datalist/update-data', {
      obj: { ...item, name: 'Renamed container', price: '5.5' },
    });
    expect(res.json()).toMatchObject({ id: item.id, name: 'Renamed container', price: '5.50' });
    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'supply-item'), eq(auditEvents.entityId, String(item.id))));
    expect(audits.some((a) => a.datavalue === 'name' && a.newvalue === 'Renamed container')).toBe(true);
    const missing = await post('admin', '/api/datalist/update-data', { obj: { ...item, id: 99999 } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Catalogue item 99999 not found');
    const bad = await post('admin', '/api/datalist/update-data', { obj: { ...item, category: 'Computers' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty(['obj.category']);
  });

  it('add-data puts the new item first with id = max + 1, and two adds at once get two ids', async () => {
    const maxBefore = Number((await t.database.db.select({ m: sql<number>`max(id)` }).from(supplyItems))[0]!.m);
    const res = await post('editor', '/api/datalist/add-data', {
      obj: {
        name: 'Bone marrow biopsy needle, 11 G',
        category: 'collection',
        price: '12.40',
        popularity: { popValue: 60, color: 'danger' },
        order_status: 'delivered',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const added = res.json() as Item;
    expect(added).toMatchObject({
      id: maxBefore + 1,
      order_status: 'pending',
      popularity: { popValue: 60, color: 'primary' },
      price: '12.40',
      active: true,
    });
    expect((await catalogue())[0]!.id).toBe(added.id);
    expect(((await get('editor', '/api/datalist/data')).json() as { data: Item[] }).data[0]!.id).toBe(added.id);
    const both = await Promise.all(
      ['Twin one', 'Twin two'].map((name) =>
        post('editor', '/api/datalist/add-data', { obj: { name, category: 'forms', price: '1.00' } }),
      ),
    );
    expect(both.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(both.map((r) => r.json().id).sort()).toEqual([maxBefore + 2, maxBefore + 3]);
    // The picture of an item without one is drawn from its category.
    const pic = await t.app.inject({ url: added.img });
    expect(pic.statusCode).toBe(200);
    expect(pic.headers['content-type']).toBe('image/png');
  });

  it('delete-data retires exactly that item; an unknown id is a 404 and removes nothing', async () => {
    const before = await activeCount();
    const missing = await post('staff', '/api/datalist/delete-data', { obj: { id: 424242 } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Catalogue item 424242 not found');
    expect(await activeCount()).toBe(before);
    const victim = (await catalogue())[2]!;
    const res = await post('staff', '/api/datalist/delete-data', { obj: { id: victim.id } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: victim.id, active: false });
    expect(await activeCount()).toBe(before - 1);
    expect((await catalogue()).some((i) => i.id === victim.id)).toBe(false);
    // The row stays (orders keep it); the shop no longer has it.
    expect((await t.database.db.select().from(supplyItems).where(eq(supplyItems.id, victim.id))).length).toBe(1);
    expect((await get('physician', `/api/shop/items/${victim.id}`)).statusCode).toBe(404);
    expect((await post('staff', '/api/datalist/delete-data', { obj: { id: victim.id } })).statusCode).toBe(404);
  });

  it('delete-selected retires all or none: an unknown id is named and nothing is retired', async () => {
    const [a, b, c] = (await catalogue()).slice(10, 13) as [Item, Item, Item];
    const before = await activeCount();
    const bad = await post('admin', '/api/datalist/delete-selected', { arr: [a, { id: 777777 }, b] });
    expect(bad.statusCode).toBe(404);
    expect(bad.json().error).toBe('Catalogue item 777777 not found; nothing was retired');
    expect(await activeCount()).toBe(before);
    const ok = await post('admin', '/api/datalist/delete-selected', { arr: [a, b, c] });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().retired).toEqual([a.id, b.id, c.id]);
    expect(await activeCount()).toBe(before - 3);
    expect((await post('admin', '/api/datalist/delete-selected', { arr: [] })).statusCode).toBe(400);
  });

  it('autocomplete: the 100 most ordered active items, ranked', async () => {
    const res = (await get('physician', '/api/autocomplete/data')).json() as {
      autoComplete: Array<{ title: string; rank: number; id: number }>;
    };
    const all = await catalogue();
    expect(res.autoComplete.length).toBe(Math.min(100, all.length));
    expect(res.autoComplete.map((a) => a.rank)).toEqual(res.autoComplete.map((_, i) => i + 1));
    const times = new Map(all.map((i) => [i.id, i.timesOrdered]));
    const counts = res.autoComplete.map((a) => times.get(a.id)!);
    expect(counts).toEqual([...counts].sort((x, y) => y - x));
    expect(counts[0]).toBeGreaterThan(0);
    expect(res.autoComplete.every((a) => all.some((i) => i.id === a.id && i.name === a.title))).toBe(true);
  });

  it('lists for the data list screens: search, category, order status, sort, paging', async () => {
    const res = (await get('staff', '/api/datalist/items?category=cytology&sort=-price&pageSize=5')).json() as {
      data: Item[];
      total: number;
    };
    expect(res.data.length).toBe(5);
    expect(res.data.every((i) => i.category === 'cytology')).toBe(true);
    const prices = res.data.map((i) => Number(i.price));
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const search = (await get('staff', '/api/datalist/items?q=formalin')).json() as { data: Item[] };
    expect(search.data.length).toBeGreaterThan(3);
    expect(search.data.every((i) => /formalin/i.test(i.name))).toBe(true);
    const held = (await get('staff', '/api/datalist/items?status=delivered&pageSize=100')).json() as {
      data: Item[];
      total: number;
    };
    expect(held.total).toBeGreaterThan(0);
    expect(held.data.every((i) => i.order_status === 'delivered')).toBe(true);
    const retired = (await get('staff', '/api/datalist/items?active=false')).json() as { data: Item[] };
    expect(retired.data.every((i) => !i.active)).toBe(true);
    expect((await get('staff', '/api/datalist/items?sort=color')).statusCode).toBe(400);
  });

  it('takes a PNG, JPEG or WebP picture, checked by its bytes', async () => {
    const item = (await catalogue())[20]!;
    const upload = (bytes: Buffer, filename: string) => {
      const boundary = '----supplies';
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="picture"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return t.as('staff', {
        method: 'POST',
        url: `/api/datalist/images/${item.id}`,
        payload: body,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
    };
    const fake = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'evil.png');
    expect(fake.statusCode).toBe(400);
    expect(fake.json().fields.picture).toMatch(/PNG, JPEG or WebP/);
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]);
    const ok = await upload(jpeg, 'jar.jpg');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().img).not.toBe(item.img);
    const served = await t.app.inject({ url: ok.json().img });
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.equals(jpeg)).toBe(true);
  });
});

describe('supplies: ordering', () => {
  let order: Order;
  const items = async () => (await catalogue()).filter((i) => i.perOrderLimit >= 3).slice(30, 33);
  /** The physician's facility's address on file, as the shop shows it (name, then address). */
  const RIVERSIDE = "Riverside Women's Health\n1200 River Rd, Suite 300\nSpringfield, IL 62704";

  it('ships a physician’s order to their facility and refuses another facility', async () => {
    const ship = (await get('physician', '/api/shop/ship-to')).json() as {
      data: Array<{ facilityId: number; name: string; address: string }>;
    };
    expect(ship.data.map((s) => s.name)).toEqual(["Riverside Women's Health"]);
    expect(ship.data[0]!.address).toContain('1200 River Rd');
    const all = (await get('staff', '/api/shop/ship-to')).json() as { data: Array<{ facilityId: number }> };
    expect(all.data.length).toBeGreaterThan(1);
    const other = all.data.find((f) => f.facilityId !== ship.data[0]!.facilityId)!;
    const [a] = await items();
    const refused = await post('physician', '/api/shop/orders', {
      facilityId: other.facilityId,
      shipTo: 'Elsewhere 1',
      lines: [{ itemId: a!.id, quantity: 1 }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.facilityId).toBe('You may order only for your own facility');
  });

  it('refuses a quantity over the item’s per-order limit, naming the line', async () => {
    const [a, b] = await items();
    const res = await post('physician', '/api/shop/orders', {
      shipTo: RIVERSIDE,
      lines: [
        { itemId: a!.id, quantity: 1 },
        { itemId: b!.id, quantity: b!.perOrderLimit + 1 },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields['lines.1.quantity']).toBe(`at most ${b!.perOrderLimit} of ${b!.name} per order`);
    const retired = (await get('staff', '/api/datalist/items?active=false')).json().data[0] as Item;
    const gone = await post('physician', '/api/shop/orders', {
      shipTo: RIVERSIDE,
      lines: [{ itemId: retired.id, quantity: 1 }],
    });
    expect(gone.statusCode).toBe(400);
    expect(gone.json().fields['lines.0.itemId']).toBe(`Catalogue item ${retired.id} not found`);
  });

  it('places an order: numbered, pending, its items’ status and popularity follow', async () => {
    const three = await items();
    const res = await post('physician', '/api/shop/orders', {
      shipTo: RIVERSIDE,
      note: 'back door',
      lines: three.map((i, n) => ({ itemId: i.id, quantity: n + 1 })),
    });
    expect(res.statusCode, res.body).toBe(201);
    order = res.json();
    expect(order.number).toMatch(/^SO-\d{2}-\d{5}$/);
    expect(order).toMatchObject({
      status: 'pending',
      facilityName: "Riverside Women's Health",
      shipTo: RIVERSIDE,
    });
    expect(order.lines.map((l) => [l.itemId, l.quantity])).toEqual(three.map((i, n) => [i.id, n + 1]));
    const after = await catalogue();
    for (const i of three) {
      const now = after.find((x) => x.id === i.id)!;
      expect(now.order_status).toBe('pending');
      expect(now.timesOrdered).toBe(i.timesOrdered + 1);
    }
    // Popularity is the share of the most ordered item.
    const most = Math.max(...after.map((i) => i.timesOrdered));
    for (const i of after) expect(i.popularity.popValue).toBe(Math.round((i.timesOrdered / most) * 100));
    const mine = (await get('physician', '/api/shop/orders')).json() as { data: Order[] };
    expect(mine.data[0]!.number).toBe(order.number);
    expect(mine.data.every((o) => o.orderedById === order.orderedById)).toBe(true);
    const staffView = (await get('staff', `/api/supply-orders?q=${order.number}`)).json() as {
      data: Order[];
      total: number;
    };
    expect(staffView.total).toBe(1);
    const dash = (await get('admin', '/api/supply-orders/dashboard')).json();
    // The newest open order first: never left out of the card's 20.
    expect(dash.pendingOrders[0].number).toBe(order.number);
    const placed = dash.pendingOrders.map((p: { createdAt: string }) => p.createdAt);
    expect(placed).toEqual([...placed].sort().reverse());
    expect(dash.ordersPerWeek).toHaveLength(12);
    expect(dash.ordersPerWeek.at(-1).orders).toBeGreaterThanOrEqual(1);
  });

  it('staff mark it delivered: audited, the physician notified and sees the status; stock goes down', async () => {
    const [physician] = await t.database.db.select().from(users).where(eq(users.email, 'physician@demo.com'));
    const stockBefore = (await catalogue())
      .filter((i) => order.lines.some((l) => l.itemId === i.id))
      .map((i) => i.stock);
    const res = await post('staff', `/api/supply-orders/${order.id}/status`, {
      status: 'delivered',
      note: 'Left with the front desk',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('delivered');
    expect(res.json().history.map((h: { status: string }) => h.status)).toEqual(['pending', 'delivered']);
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'supply-order'), eq(auditEvents.eventtype, 'status-change')));
    expect(
      audit.some((a) => a.entityId === String(order.id) && a.oldvalue === 'pending' && a.newvalue === 'delivered'),
    ).toBe(true);
    const notes = await t.database.db.select().from(notifications).where(eq(notifications.userId, physician!.id));
    expect(
      notes.some(
        (n) =>
          n.type === 'supply-order' &&
          n.title === `Supply order ${order.number} is delivered` &&
          n.link === '/ecommerce/checkout',
      ),
    ).toBe(true);
    const mine = (await get('physician', '/api/shop/orders')).json() as { data: Order[] };
    expect(mine.data.find((o) => o.id === order.id)!.status).toBe('delivered');
    const stockAfter = (await catalogue())
      .filter((i) => order.lines.some((l) => l.itemId === i.id))
      .map((i) => i.stock);
    expect(stockAfter).toEqual(stockBefore.map((s, n) => Math.max(0, s - order.lines[n]!.quantity)));
    expect((await catalogue()).find((i) => i.id === order.lines[0]!.itemId)!.order_status).toBe('delivered');
    // Delivered is final.
    const again = await post('staff', `/api/supply-orders/${order.id}/status`, { status: 'canceled' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('An order delivered cannot become canceled');
    expect((await post('staff', '/api/supply-orders/999999/status', { status: 'delivered' })).statusCode).toBe(404);
  });

  it('staff order for any client facility; the order shows as theirs and the lab’s, not the physician’s', async () => {
    const all = (await get('staff', '/api/shop/ship-to')).json() as {
      data: Array<{ facilityId: number; name: string }>;
    };
    const office = all.data.find((f) => f.name === "St. Luke's Medical Center")!;
    const [a] = await items();
    const res = await post('staff', '/api/shop/orders', {
      facilityId: office.facilityId,
      shipTo: "St. Luke's Medical Center\n800 E Carpenter St\nSpringfield, IL 62769",
      note: 'dock 2',
      lines: [{ itemId: a!.id, quantity: 2 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json() as Order;
    expect(placed.facilityName).toBe("St. Luke's Medical Center");
    expect(((await get('staff', '/api/shop/orders')).json() as { data: Order[] }).data[0]!.id).toBe(placed.id);
    expect(
      ((await get('physician', '/api/shop/orders')).json() as { data: Order[] }).data.some((o) => o.id === placed.id),
    ).toBe(false);
    const onHold = await post('editor', `/api/supply-orders/${placed.id}/status`, {
      status: 'on hold',
      note: 'Waiting for stock',
    });
    expect(onHold.json().history.map((h: { status: string; note: string | null }) => [h.status, h.note])).toEqual([
      ['pending', 'Order placed'],
      ['on hold', 'Waiting for stock'],
    ]);
    const canceled = await post('editor', `/api/supply-orders/${placed.id}/status`, { status: 'canceled' });
    expect(canceled.json().status).toBe('canceled');
    expect((await catalogue()).find((i) => i.id === a!.id)!.order_status).toBe('canceled');
  });

  it('takes orders placed at the same time, each with its own number', async () => {
    const three = (await items()).slice(0, 3);
    const res = await Promise.all(
      three.map((i) =>
        post('physician', '/api/shop/orders', {
          shipTo: RIVERSIDE,
          lines: [{ itemId: i.id, quantity: 1 }],
        }),
      ),
    );
    expect(res.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(res.map((r) => r.json().number)).size).toBe(3);
  });

  it('counts an item’s limit per facility and calendar month over every order not canceled (docs/security.md)', async () => {
    const added = await post('staff', '/api/datalist/add-data', {
      obj: { name: 'Limit test mailer', category: 'shipping', price: '1.00', perOrderLimit: 6 },
    });
    expect(added.statusCode, added.body).toBe(201);
    const item = added.json() as Item;
    const order = (who: 'physician' | 'staff', quantity: number, facilityId?: number, shipTo = RIVERSIDE) =>
      post(who, '/api/shop/orders', { facilityId, shipTo, lines: [{ itemId: item.id, quantity }] });
    const first = await order('physician', 6);
    expect(first.statusCode, first.body).toBe(201);
    // Five orders of 6 against a limit of 6: the second is refused, naming the line and what was ordered.
    const second = await order('physician', 6);
    expect(second.statusCode).toBe(400);
    expect(second.json().fields['lines.0.quantity']).toBe(
      'at most 6 of Limit test mailer a month per facility; 6 already ordered this month',
    );
    expect((await order('physician', 1)).statusCode).toBe(400);
    // Staff ordering for the same facility count against it too; another facility has its own.
    const ship = (await get('staff', '/api/shop/ship-to')).json() as {
      data: Array<{ facilityId: number; name: string; address: string }>;
    };
    const riverside = ship.data.find((f) => f.name === "Riverside Women's Health")!;
    const stLukes = ship.data.find((f) => f.name === "St. Luke's Medical Center")!;
    expect((await order('staff', 1, riverside.facilityId)).statusCode).toBe(400);
    const other = await order('staff', 6, stLukes.facilityId, `${stLukes.name}\n${stLukes.address}`);
    expect(other.statusCode, other.body).toBe(201);
    // A canceled order no longer counts.
    const cancel = await post('staff', `/api/supply-orders/${first.json().id}/status`, { status: 'canceled' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const again = await order('physician', 4);
    expect(again.statusCode, again.body).toBe(201);
    const over = await order('physician', 3);
    expect(over.json().fields['lines.0.quantity']).toBe(
      'at most 6 of Limit test mailer a month per facility; 4 already ordered this month',
    );
  });

  it('ships only to the facility’s address on file; every order names its facility', async () => {
    const [a] = await items();
    const lines = [{ itemId: a!.id, quantity: 1 }];
    for (const shipTo of ['Elsewhere 1', "Riverside Women's Health\n1200 River Rd, Suite 300, back door"]) {
      const res = await post('physician', '/api/shop/orders', { shipTo, lines });
      expect(res.statusCode, shipTo).toBe(400);
      expect(res.json().fields.shipTo).toBe("choose the facility's address on file; delivery details go in the note");
    }
    const noFacility = await post('staff', '/api/shop/orders', { shipTo: RIVERSIDE, lines });
    expect(noFacility.statusCode).toBe(400);
    expect(noFacility.json().fields.facilityId).toBe('choose the facility to ship to');
    // Spacing and case do not matter; the order keeps the address as it is on file.
    const res = await post('physician', '/api/shop/orders', {
      shipTo: '  1200 river rd,  suite 300\nSpringfield, IL 62704 ',
      lines,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().shipTo).toBe(RIVERSIDE);
  });

  it('keeps a wish list per user on the server', async () => {
    const [a, b] = await items();
    expect((await t.as('physician', { method: 'PUT', url: `/api/shop/wishlist/${a!.id}` })).statusCode).toBe(200);
    expect((await t.as('physician', { method: 'PUT', url: `/api/shop/wishlist/${b!.id}` })).statusCode).toBe(200);
    expect((await t.as('physician', { method: 'PUT', url: `/api/shop/wishlist/${a!.id}` })).statusCode).toBe(200);
    expect((await t.as('physician', { method: 'PUT', url: '/api/shop/wishlist/987654' })).statusCode).toBe(404);
    const list = (await get('physician', '/api/shop/wishlist')).json() as { data: Item[] };
    expect(list.data.map((i) => i.id).sort()).toEqual([a!.id, b!.id].sort());
    expect(((await get('staff', '/api/shop/wishlist')).json() as { data: Item[] }).data).toEqual([]);
    await t.as('physician', { method: 'DELETE', url: `/api/shop/wishlist/${a!.id}` });
    expect(((await get('physician', '/api/shop/wishlist')).json() as { data: Item[] }).data.map((i) => i.id)).toEqual([
      b!.id,
    ]);
  });

  it('shop lists active items by category and price', async () => {
    const res = (await get('physician', '/api/shop/items?category=shipping&maxPrice=1&sort=price')).json() as {
      data: Item[];
      total: number;
    };
    expect(res.total).toBeGreaterThan(0);
    expect(res.data.every((i) => i.category === 'shipping' && Number(i.price) <= 1 && i.active)).toBe(true);
    expect((await get('physician', '/api/shop/items?active=false')).json().data.every((i: Item) => i.active)).toBe(
      true,
    );
  });
});

describe('supplies: who may', () => {
  const calls: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?]> = [
    ['GET', '/api/datalist/initial-data'],
    ['GET', '/api/datalist/data'],
    ['POST', '/api/datalist/update-data', { obj: { id: 1, name: 'x', category: 'forms', price: '1' } }],
    ['POST', '/api/datalist/add-data', { obj: { name: 'x', category: 'forms', price: '1' } }],
    ['POST', '/api/datalist/delete-data', { obj: { id: 1 } }],
    ['POST', '/api/datalist/delete-selected', { arr: [{ id: 1 }] }],
    ['GET', '/api/datalist/items'],
    ['GET', '/api/supply-orders'],
    ['GET', '/api/supply-orders/dashboard'],
    ['POST', '/api/supply-orders/1/status', { status: 'delivered' }],
  ];
  const shop: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?]> = [
    ['GET', '/api/autocomplete/data'],
    ['GET', '/api/shop/items'],
    ['GET', '/api/shop/items/1'],
    ['GET', '/api/shop/wishlist'],
    ['PUT', '/api/shop/wishlist/1'],
    ['DELETE', '/api/shop/wishlist/1'],
    ['GET', '/api/shop/ship-to'],
    ['GET', '/api/shop/orders'],
    ['POST', '/api/shop/orders', { shipTo: 'Somewhere 1', lines: [{ itemId: 1, quantity: 1 }] }],
  ];

  it('refuses a patient everything (403), and a physician the catalogue and the order desk', async () => {
    const before = await activeCount();
    for (const [method, url, payload] of [...calls, ...shop]) {
      const res = await t.as('patient', { method, url, ...(payload ? { payload: payload as object } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    for (const [method, url, payload] of calls) {
      const res = await t.as('physician', { method, url, ...(payload ? { payload: payload as object } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await activeCount()).toBe(before);
    expect((await t.app.inject({ url: '/api/datalist/initial-data' })).statusCode).toBe(401);
  });
});
