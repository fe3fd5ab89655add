import { and, asc, desc, eq, gte, ilike, inArray, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  formatSupplyOrderNumber,
  parseSort,
  popularityFromOrders,
  popularityOf,
  type TCart,
  type TShipToOption,
  type TSupplyDashboard,
  type TSupplyItem,
  type TSupplyOrder,
  type TSupplyOrderStatus,
  type TSupplySortField,
  type ZSupplyItemInput,
  type ZSupplyListQuery,
  type ZSupplyOrderListQuery,
} from '@lab/domain';
import { queryRows, type Executor } from '../../db/client';
import {
  providers,
  supplyItems,
  supplyOrderEvents,
  supplyOrderLines,
  supplyOrders,
  supplyWishlist,
  supplyCartLines,
  users,
} from '../../db/schema/index';
import { lookupColumn, lookupTables } from '../../db/schema/lookups';
import { likeEscape } from '../../lib/like';
import { pagedQuery, windowTotal } from '../../lib/paging';
import { sortBy, type SortColumns } from '../../lib/sorting';

type ItemInput = z.output<typeof ZSupplyItemInput>;
type ItemListQuery = z.output<typeof ZSupplyListQuery>;
type OrderListQuery = z.output<typeof ZSupplyOrderListQuery>;

const facilities = lookupTables.submittingfacilities!;

/** Where an item's picture is served; the version makes a new picture a new address (browsers cache them). */
export const itemImageUrl = (id: number, version: number) => `/api/datalist/images/${id}?v=${version}`;

/**
 * The item's `order_status`: the status of its most recent order (docs/supplies.md#order-status), pending when it
 * was never ordered.
 */
const orderStatusExpr = sql<string>`coalesce((select o.status from ${supplyOrderLines} l join ${supplyOrders} o on o.id = l.order_id
  where l.item_id = "supply_items"."id" order by o.created_at desc, o.id desc limit 1), 'pending')`;
/** How often the item was ordered: order lines of orders not canceled. */
const timesOrderedExpr =
  sql<number>`(select count(*) from ${supplyOrderLines} l join ${supplyOrders} o on o.id = l.order_id
  where l.item_id = "supply_items"."id" and o.status <> 'canceled')`.mapWith(Number);

// Every column but the picture's bytes.
const itemColumns = {
  id: supplyItems.id,
  name: supplyItems.name,
  category: supplyItems.category,
  description: supplyItems.description,
  unit: supplyItems.unit,
  price: supplyItems.price,
  popValue: supplyItems.popValue,
  perOrderLimit: supplyItems.perOrderLimit,
  stock: supplyItems.stock,
  active: supplyItems.active,
  pictureVersion: supplyItems.pictureVersion,
  orderStatus: orderStatusExpr,
  timesOrdered: timesOrderedExpr,
};
type ItemRow = {
  id: number;
  name: string;
  category: string;
  description: string;
  unit: string;
  price: string;
  popValue: string;
  perOrderLimit: number;
  stock: number;
  active: boolean;
  pictureVersion: number;
  orderStatus: string;
  timesOrdered: number;
};

function toItem(r: ItemRow): TSupplyItem {
  return {
    id: r.id,
    order_status: r.orderStatus as TSupplyOrderStatus,
    name: r.name,
    category: r.category,
    price: r.price,
    // The colour always follows the value (docs/spec.md §4), whatever was stored or sent.
    popularity: popularityOf(Number(r.popValue)),
    img: itemImageUrl(r.id, r.pictureVersion),
    description: r.description,
    unit: r.unit,
    perOrderLimit: r.perOrderLimit,
    stock: r.stock,
    active: r.active,
    timesOrdered: Number(r.timesOrdered),
  };
}

/** The whole catalogue (active items), newest first: the data list's order, where an added item comes first. */
export async function listCatalogue(ex: Executor): Promise<TSupplyItem[]> {
  const rows = await ex
    .select(itemColumns)
    .from(supplyItems)
    .where(eq(supplyItems.active, true))
    .orderBy(desc(supplyItems.id));
  return rows.map(toItem);
}

/** One page of the catalogue in the data list's order, and how many pages there are. */
export async function catalogueSlice(ex: Executor, page: number, perPage: number) {
  const where = eq(supplyItems.active, true);
  const [count] = await ex
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(supplyItems)
    .where(where);
  const rows = await ex
    .select(itemColumns)
    .from(supplyItems)
    .where(where)
    .orderBy(desc(supplyItems.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return { data: rows.map(toItem), totalPages: Math.ceil((count?.n ?? 0) / perPage) };
}

const SORT_COLUMNS: SortColumns<TSupplySortField> = {
  id: supplyItems.id,
  name: sql`lower(${supplyItems.name})`,
  category: supplyItems.category,
  price: supplyItems.price,
  popularity: supplyItems.popValue,
  stock: supplyItems.stock,
};

/** The data list screens (staff) and the shop: search, category, order status, price range, paging and sort. */
export async function listItems(ex: Executor, q: ItemListQuery, opts: { shop: boolean }) {
  const where: SQL[] = [];
  if (opts.shop) where.push(eq(supplyItems.active, true));
  else if (q.active !== undefined) where.push(eq(supplyItems.active, q.active));
  if (q.q) where.push(ilike(supplyItems.name, `%${likeEscape(q.q)}%`));
  if (q.category) where.push(eq(supplyItems.category, q.category));
  if (q.status) where.push(sql`${orderStatusExpr} = ${q.status}`);
  if (q.minPrice !== undefined) where.push(gte(supplyItems.price, q.minPrice.toFixed(2)));
  if (q.maxPrice !== undefined) where.push(lte(supplyItems.price, q.maxPrice.toFixed(2)));
  const cond = where.length ? and(...where) : undefined;
  const sort = parseSort(q.sort) ?? { field: 'id', desc: true };
  const { rows, total } = await pagedQuery(
    ex
      .select({ ...itemColumns, total: windowTotal() })
      .from(supplyItems)
      .where(cond)
      .orderBy(sortBy(SORT_COLUMNS, sort), desc(supplyItems.id)),
    q,
    async () => {
      const [r] = await ex
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(supplyItems)
        .where(cond);
      return r?.n ?? 0;
    },
  );
  return { data: rows.map(toItem), total };
}

export async function getItem(ex: Executor, id: number): Promise<TSupplyItem | null> {
  const [row] = await ex.select(itemColumns).from(supplyItems).where(eq(supplyItems.id, id)).limit(1);
  return row ? toItem(row) : null;
}

export async function getItemPicture(ex: Executor, id: number) {
  const [row] = await ex
    .select({ picture: supplyItems.picture, type: supplyItems.pictureType })
    .from(supplyItems)
    .where(eq(supplyItems.id, id))
    .limit(1);
  return row ?? null;
}

/** The columns an item's input sets; popularity only when sent (its colour is never taken from the input). */
function inputColumns(input: ItemInput) {
  const pop = input.popularity ? popularityOf(input.popularity.popValue).popValue : undefined;
  return {
    name: input.name,
    category: input.category,
    price: input.price,
    ...(input.description !== undefined && { description: input.description }),
    ...(input.unit !== undefined && { unit: input.unit }),
    ...(input.perOrderLimit !== undefined && { perOrderLimit: input.perOrderLimit }),
    ...(input.stock !== undefined && { stock: input.stock }),
    ...(pop !== undefined && { popValue: String(pop) }),
  };
}

/**
 * Adds an item with id = max + 1. The table lock (which plain reads pass) makes two adds at once take turns, so
 * they never pick the same id.
 */
export async function addItem(tx: Executor, input: ItemInput): Promise<TSupplyItem> {
  await tx.execute(sql`lock table ${supplyItems} in share row exclusive mode`);
  const [max] = await tx
    .select({ m: sql<number>`coalesce(max(${supplyItems.id}), 0)`.mapWith(Number) })
    .from(supplyItems);
  const id = (max?.m ?? 0) + 1;
  await tx.insert(supplyItems).values({ id, ...inputColumns(input) });
  return (await getItem(tx, id))!;
}

/** The item as stored before a change (locked), or null when there is none. */
export async function lockItem(tx: Executor, id: number) {
  const [row] = await tx
    .select(itemColumns)
    .from(supplyItems)
    .where(eq(supplyItems.id, id))
    .limit(1)
    .for('update', { of: supplyItems });
  return row ? toItem(row) : null;
}

export async function updateItem(tx: Executor, id: number, input: ItemInput): Promise<TSupplyItem> {
  await tx
    .update(supplyItems)
    .set({ ...inputColumns(input), updatedAt: new Date() })
    .where(eq(supplyItems.id, id));
  return (await getItem(tx, id))!;
}

export async function setItemPicture(tx: Executor, id: number, picture: Buffer, type: string) {
  await tx
    .update(supplyItems)
    .set({ picture, pictureType: type, pictureVersion: sql`${supplyItems.pictureVersion} + 1`, updatedAt: new Date() })
    .where(eq(supplyItems.id, id));
}

/** Which of these ids are active items (locked for the change). */
export async function lockActiveItems(tx: Executor, ids: number[]) {
  return tx
    .select({ id: supplyItems.id, name: supplyItems.name, perOrderLimit: supplyItems.perOrderLimit })
    .from(supplyItems)
    .where(and(inArray(supplyItems.id, ids), eq(supplyItems.active, true)))
    .for('update');
}

export async function retireItems(tx: Executor, ids: number[]) {
  await tx.update(supplyItems).set({ active: false, updatedAt: new Date() }).where(inArray(supplyItems.id, ids));
}

/** The 100 most ordered active items, ranked (ties by name). */
export async function autocomplete(ex: Executor) {
  const rows = await ex
    .select({ id: supplyItems.id, title: supplyItems.name, n: timesOrderedExpr })
    .from(supplyItems)
    .where(eq(supplyItems.active, true))
    .orderBy(desc(timesOrderedExpr), asc(sql`lower(${supplyItems.name})`), asc(supplyItems.id))
    .limit(100);
  return rows.map((r, i) => ({ title: r.title, rank: i + 1, id: r.id }));
}

/**
 * Popularity follows the orders (packages/domain popularityFromOrders): each item's order count as a share of the
 * most ordered item's. Recomputed in the transaction that placed or cancelled an order; only changed rows are written.
 */
export async function recomputePopularity(tx: Executor): Promise<void> {
  // Two orders at once would rewrite the same rows in different orders (a deadlock): they take turns here.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('supply_items.pop_value'))`);
  const rows = await tx
    .select({ id: supplyItems.id, pop: supplyItems.popValue, n: timesOrderedExpr })
    .from(supplyItems);
  const most = Math.max(0, ...rows.map((r) => r.n));
  const changed = rows
    .map((r) => ({ id: r.id, before: Number(r.pop), after: popularityFromOrders(r.n, most) }))
    .filter((r) => r.before !== r.after);
  if (changed.length === 0) return;
  const values = sql.join(
    changed.map((c) => sql`(${c.id}::integer, ${c.after}::numeric)`),
    sql`, `,
  );
  await tx.execute(
    sql`update ${supplyItems} set pop_value = v.p from (values ${values}) as v(id, p) where ${supplyItems.id} = v.id`,
  );
}

// --- Wish list -----------------------------------------------------------------------------------------------------

export async function wishList(ex: Executor, userId: number): Promise<TSupplyItem[]> {
  const rows = await ex
    .select(itemColumns)
    .from(supplyWishlist)
    .innerJoin(supplyItems, eq(supplyItems.id, supplyWishlist.itemId))
    .where(and(eq(supplyWishlist.userId, userId), eq(supplyItems.active, true)))
    .orderBy(desc(supplyWishlist.createdAt), desc(supplyItems.id));
  return rows.map(toItem);
}

export async function addToWishList(ex: Executor, userId: number, itemId: number) {
  const res = await ex
    .insert(supplyWishlist)
    .values({ userId, itemId })
    .onConflictDoNothing()
    .returning({ id: supplyWishlist.itemId });
  return res.length > 0;
}

export async function removeFromWishList(ex: Executor, userId: number, itemId: number) {
  const res = await ex
    .delete(supplyWishlist)
    .where(and(eq(supplyWishlist.userId, userId), eq(supplyWishlist.itemId, itemId)))
    .returning({ id: supplyWishlist.itemId });
  return res.length > 0;
}

// --- The cart (docs/supplies.md#cart) -----------------------------------------------------------------------------

/** My cart: its lines of active items by name (a steady order while quantities change), each with its item; the units in all and the number of items. */
export async function cartOf(ex: Executor, userId: number): Promise<TCart> {
  const rows = await ex
    .select({ ...itemColumns, lineQuantity: supplyCartLines.quantity })
    .from(supplyCartLines)
    .innerJoin(supplyItems, eq(supplyItems.id, supplyCartLines.itemId))
    .where(and(eq(supplyCartLines.userId, userId), eq(supplyItems.active, true)))
    .orderBy(asc(supplyItems.name), asc(supplyItems.id));
  const data = rows.map(({ lineQuantity, ...row }) => ({ itemId: row.id, quantity: lineQuantity, item: toItem(row) }));
  return { data, units: data.reduce((n, l) => n + l.quantity, 0), items: data.length };
}

/** Sets a line of my cart (an upsert); the caller has checked the item and the quantity (> 0). */
export async function setCartLine(ex: Executor, userId: number, itemId: number, quantity: number) {
  const updatedAt = new Date();
  await ex
    .insert(supplyCartLines)
    .values({ userId, itemId, quantity, updatedAt })
    .onConflictDoUpdate({ target: [supplyCartLines.userId, supplyCartLines.itemId], set: { quantity, updatedAt } });
}

/** Takes one item out of my cart, or every item when none is named; true when something was removed. */
export async function removeFromCart(ex: Executor, userId: number, itemId?: number) {
  const res = await ex
    .delete(supplyCartLines)
    .where(
      and(eq(supplyCartLines.userId, userId), itemId === undefined ? undefined : eq(supplyCartLines.itemId, itemId)),
    )
    .returning({ id: supplyCartLines.itemId });
  return res.length > 0;
}

// --- Orders --------------------------------------------------------------------------------------------------------

/** Where the user may ship an order: a physician's own facility (their provider record's); staff any active one. */
export async function shipToOptions(ex: Executor, user: { id: number; role: string | null }): Promise<TShipToOption[]> {
  const cols = {
    facilityId: facilities.id,
    name: facilities.name,
    address: sql<string | null>`${lookupColumn('submittingfacilities', 'address')}`,
  };
  const rows =
    user.role === 'physician'
      ? await ex
          .selectDistinct(cols)
          .from(providers)
          .innerJoin(facilities, eq(facilities.id, providers.facilityId))
          .where(and(eq(providers.userId, user.id), eq(providers.active, true)))
          .orderBy(facilities.name)
      : await ex.select(cols).from(facilities).where(eq(facilities.active, true)).orderBy(facilities.name);
  return rows.map((r) => ({ facilityId: r.facilityId, name: r.name, address: r.address ?? '' }));
}

/**
 * What a facility has ordered of each item in a period (docs/security.md#supplies-limits): every order not
 * canceled counts, whoever placed it. Called with the items locked, so two orders at once are counted in turn.
 */
export async function orderedInPeriod(
  tx: Executor,
  facilityId: number,
  itemIds: number[],
  period: { from: Date; to: Date },
): Promise<Map<number, number>> {
  if (itemIds.length === 0) return new Map();
  const rows = await tx
    .select({ itemId: supplyOrderLines.itemId, quantity: sql<string | number>`sum(${supplyOrderLines.quantity})` })
    .from(supplyOrderLines)
    .innerJoin(supplyOrders, eq(supplyOrders.id, supplyOrderLines.orderId))
    .where(
      and(
        eq(supplyOrders.facilityId, facilityId),
        ne(supplyOrders.status, 'canceled'),
        gte(supplyOrders.createdAt, period.from),
        lt(supplyOrders.createdAt, period.to),
        inArray(supplyOrderLines.itemId, itemIds),
      ),
    )
    .groupBy(supplyOrderLines.itemId);
  return new Map(rows.map((r) => [r.itemId, Number(r.quantity)]));
}

export interface NewOrder {
  facilityId: number | null;
  facilityName: string;
  shipTo: string;
  note: string | null;
  orderedBy: number;
  lines: { itemId: number; quantity: number }[];
  /** Seed only: when it was placed. */
  at?: Date;
}

/** Inserts an order, its lines and its first history row; the number comes from the order's own id. */
export async function insertOrder(tx: Executor, o: NewOrder): Promise<number> {
  const [seq] = await queryRows<{ id: string | number }>(
    tx,
    sql`select nextval(pg_get_serial_sequence('supply_orders', 'id')) as id`,
  );
  const id = Number(seq!.id);
  const at = o.at ?? new Date();
  await tx.insert(supplyOrders).values({
    id,
    number: formatSupplyOrderNumber(at.getUTCFullYear(), id),
    facilityId: o.facilityId,
    facilityName: o.facilityName,
    shipTo: o.shipTo,
    note: o.note,
    orderedBy: o.orderedBy,
    createdAt: at,
    updatedAt: at,
  });
  await tx
    .insert(supplyOrderLines)
    .values(o.lines.map((l) => ({ orderId: id, itemId: l.itemId, quantity: l.quantity })));
  await tx
    .insert(supplyOrderEvents)
    .values({ orderId: id, status: 'pending', note: 'Order placed', userId: o.orderedBy, createdAt: at });
  return id;
}

export async function lockOrder(tx: Executor, id: number) {
  const [row] = await tx.select().from(supplyOrders).where(eq(supplyOrders.id, id)).limit(1).for('update');
  return row ?? null;
}

export async function setOrderStatus(
  tx: Executor,
  id: number,
  status: TSupplyOrderStatus,
  note: string | null,
  userId: number,
  at = new Date(),
) {
  await tx.update(supplyOrders).set({ status, updatedAt: at }).where(eq(supplyOrders.id, id));
  await tx.insert(supplyOrderEvents).values({ orderId: id, status, note, userId, createdAt: at });
}

/** Delivered goods leave the shelf: the stock goes down by the quantities (never below 0). */
export async function takeFromStock(tx: Executor, orderId: number) {
  await tx.execute(sql`update ${supplyItems} set stock = greatest(0, ${supplyItems.stock} - l.quantity)
    from ${supplyOrderLines} l where l.order_id = ${orderId} and l.item_id = ${supplyItems.id}`);
}

/** Orders with their lines and history, in the order of `ids`. */
async function ordersByIds(ex: Executor, ids: number[]): Promise<TSupplyOrder[]> {
  if (ids.length === 0) return [];
  const heads = await ex
    .select({ order: supplyOrders, orderedBy: users.name })
    .from(supplyOrders)
    .innerJoin(users, eq(users.id, supplyOrders.orderedBy))
    .where(inArray(supplyOrders.id, ids));
  const lines = await ex
    .select({
      orderId: supplyOrderLines.orderId,
      itemId: supplyItems.id,
      name: supplyItems.name,
      category: supplyItems.category,
      unit: supplyItems.unit,
      pictureVersion: supplyItems.pictureVersion,
      quantity: supplyOrderLines.quantity,
    })
    .from(supplyOrderLines)
    .innerJoin(supplyItems, eq(supplyItems.id, supplyOrderLines.itemId))
    .where(inArray(supplyOrderLines.orderId, ids))
    .orderBy(asc(supplyOrderLines.id));
  const events = await ex
    .select({
      orderId: supplyOrderEvents.orderId,
      status: supplyOrderEvents.status,
      note: supplyOrderEvents.note,
      by: users.name,
      at: supplyOrderEvents.createdAt,
    })
    .from(supplyOrderEvents)
    .leftJoin(users, eq(users.id, supplyOrderEvents.userId))
    .where(inArray(supplyOrderEvents.orderId, ids))
    .orderBy(asc(supplyOrderEvents.id));
  const byId = new Map(heads.map((h) => [h.order.id, h]));
  return ids
    .map((id) => byId.get(id))
    .filter((h) => h !== undefined)
    .map(({ order: o, orderedBy }) => ({
      id: o.id,
      number: o.number,
      status: o.status as TSupplyOrderStatus,
      facilityId: o.facilityId,
      facilityName: o.facilityName,
      shipTo: o.shipTo,
      note: o.note,
      orderedById: o.orderedBy,
      orderedBy,
      createdAt: o.createdAt.toISOString(),
      updatedAt: o.updatedAt.toISOString(),
      lines: lines
        .filter((l) => l.orderId === o.id)
        .map((l) => ({
          itemId: l.itemId,
          name: l.name,
          category: l.category,
          unit: l.unit,
          img: itemImageUrl(l.itemId, l.pictureVersion),
          quantity: l.quantity,
        })),
      history: events
        .filter((e) => e.orderId === o.id)
        .map((e) => ({ status: e.status as TSupplyOrderStatus, note: e.note, by: e.by, at: e.at.toISOString() })),
    }));
}

export async function getOrder(ex: Executor, id: number): Promise<TSupplyOrder | null> {
  return (await ordersByIds(ex, [id]))[0] ?? null;
}

/** The lab's order list (staff): newest first, by status, facility or order number / facility text. */
export async function listOrders(ex: Executor, q: OrderListQuery, onlyUserId?: number) {
  const where: SQL[] = [];
  if (onlyUserId !== undefined) where.push(eq(supplyOrders.orderedBy, onlyUserId));
  if (q.status) where.push(eq(supplyOrders.status, q.status));
  if (q.facilityId) where.push(eq(supplyOrders.facilityId, q.facilityId));
  if (q.q) {
    const text = likeEscape(q.q);
    where.push(sql`(${supplyOrders.number} ilike ${`%${text}%`} or ${supplyOrders.facilityName} ilike ${`%${text}%`})`);
  }
  const cond = where.length ? and(...where) : undefined;
  const { rows, total } = await pagedQuery(
    ex
      .select({ id: supplyOrders.id, total: windowTotal() })
      .from(supplyOrders)
      .where(cond)
      .orderBy(desc(supplyOrders.createdAt), desc(supplyOrders.id)),
    q,
    async () => {
      const [r] = await ex
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(supplyOrders)
        .where(cond);
      return r?.n ?? 0;
    },
  );
  return {
    data: await ordersByIds(
      ex,
      rows.map((r) => r.id),
    ),
    total,
  };
}

/** The eCommerce dashboard's numbers: the last 12 weeks of orders, the open ones, top items and facilities, stock-outs. */
export async function dashboard(ex: Executor, now = new Date()): Promise<TSupplyDashboard> {
  const since = new Date(now.getTime() - 12 * 7 * 86_400_000);
  const weeks = await queryRows<{ week: string; orders: string | number }>(
    ex,
    sql`select to_char(date_trunc('week', created_at), 'YYYY-MM-DD') as week, count(*) as orders from ${supplyOrders}
      where created_at >= ${since.toISOString()} group by 1 order by 1`,
  );
  // Every week shows, an empty one with 0, so the chart's axis is even.
  const counts = new Map(weeks.map((w) => [w.week, Number(w.orders)]));
  const monday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  const ordersPerWeek = Array.from({ length: 12 }, (_, i) => {
    const d = new Date(monday.getTime() - (11 - i) * 7 * 86_400_000);
    const week = d.toISOString().slice(0, 10);
    return { week, orders: counts.get(week) ?? 0 };
  });
  const byStatusRows = await ex
    .select({ status: supplyOrders.status, orders: sql<number>`count(*)`.mapWith(Number) })
    .from(supplyOrders)
    .groupBy(supplyOrders.status);
  const statusCount = new Map(byStatusRows.map((r) => [r.status, r.orders]));
  const pendingRows = await ex
    .select({
      id: supplyOrders.id,
      number: supplyOrders.number,
      facilityName: supplyOrders.facilityName,
      createdAt: supplyOrders.createdAt,
      lines: sql<number>`(select count(*) from ${supplyOrderLines} l where l.order_id = "supply_orders"."id")`.mapWith(
        Number,
      ),
    })
    .from(supplyOrders)
    .where(inArray(supplyOrders.status, ['pending', 'on hold']))
    // The newest first, so a new order is never left out of the 20 (the card says how many more wait).
    .orderBy(desc(supplyOrders.createdAt), desc(supplyOrders.id))
    .limit(20);
  const topItems = await ex
    .select({
      id: supplyItems.id,
      name: supplyItems.name,
      quantity: sql<number>`sum(${supplyOrderLines.quantity})`.mapWith(Number),
    })
    .from(supplyOrderLines)
    .innerJoin(supplyOrders, eq(supplyOrders.id, supplyOrderLines.orderId))
    .innerJoin(supplyItems, eq(supplyItems.id, supplyOrderLines.itemId))
    .where(sql`${supplyOrders.status} <> 'canceled'`)
    .groupBy(supplyItems.id, supplyItems.name)
    .orderBy(desc(sql`sum(${supplyOrderLines.quantity})`), asc(supplyItems.name))
    .limit(10);
  const byFacility = await ex
    .select({ facilityName: supplyOrders.facilityName, orders: sql<number>`count(*)`.mapWith(Number) })
    .from(supplyOrders)
    .groupBy(supplyOrders.facilityName)
    .orderBy(desc(sql`count(*)`), asc(supplyOrders.facilityName))
    .limit(10);
  const stockOut = await ex
    .select({ id: supplyItems.id, name: supplyItems.name, stock: supplyItems.stock })
    .from(supplyItems)
    .where(and(eq(supplyItems.active, true), lte(supplyItems.stock, 0)))
    .orderBy(asc(supplyItems.name))
    .limit(50);
  return {
    ordersPerWeek,
    byStatus: (['pending', 'on hold', 'delivered', 'canceled'] as const).map((status) => ({
      status,
      orders: statusCount.get(status) ?? 0,
    })),
    pendingOrders: pendingRows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    topItems,
    byFacility,
    stockOut,
  };
}
