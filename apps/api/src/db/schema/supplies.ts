// The supplies catalogue and client orders (docs/supplies.md). Created by migration src/db/migrations/0005_workspace_supplies.sql.
import {
  customType,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  boolean,
  check,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { lookupTables } from './lookups';
import { users } from './users';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/**
 * One catalogue item. The id is given, not serial: add-data takes max + 1 under a table lock (the data list's
 * rule). Retired (`active` false) instead of deleted, so orders that named it keep it. The picture is kept in the
 * row (small, served by /api/datalist/images/:id); `picture_version` changes the address when it changes.
 */
export const supplyItems = pgTable(
  'supply_items',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    description: text('description').notNull().default(''),
    unit: text('unit').notNull().default('each'),
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
    popValue: numeric('pop_value', { precision: 6, scale: 2 }).notNull().default('0'),
    perOrderLimit: integer('per_order_limit').notNull().default(10),
    stock: integer('stock').notNull().default(0),
    active: boolean('active').notNull().default(true),
    picture: bytea('picture'),
    pictureType: text('picture_type'),
    pictureVersion: integer('picture_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('supply_items_category_idx').on(t.category), index('supply_items_name_idx').on(sql`lower(${t.name})`)],
);

/** A client office's order of supplies: numbered SO-YY-NNNNN, shipped to an address chosen at checkout. */
export const supplyOrders = pgTable(
  'supply_orders',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    facilityId: integer('facility_id').references(() => lookupTables.submittingfacilities!.id),
    facilityName: text('facility_name').notNull(),
    shipTo: text('ship_to').notNull(),
    note: text('note'),
    status: text('status').notNull().default('pending'),
    orderedBy: integer('ordered_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('supply_orders_number_uq').on(t.number),
    index('supply_orders_status_idx').on(t.status, t.createdAt),
    index('supply_orders_ordered_by_idx').on(t.orderedBy, t.createdAt),
    index('supply_orders_facility_idx').on(t.facilityId),
  ],
);

export const supplyOrderLines = pgTable(
  'supply_order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => supplyOrders.id),
    itemId: integer('item_id')
      .notNull()
      .references(() => supplyItems.id),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    uniqueIndex('supply_order_lines_order_item_uq').on(t.orderId, t.itemId),
    index('supply_order_lines_item_idx').on(t.itemId, t.orderId),
  ],
);

/** The order's history: its placing and every status change, with who and a note. */
export const supplyOrderEvents = pgTable(
  'supply_order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => supplyOrders.id),
    status: text('status').notNull(),
    note: text('note'),
    userId: integer('user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('supply_order_events_order_idx').on(t.orderId, t.id)],
);

/** Each user's wish list, kept on the server. */
export const supplyWishlist = pgTable(
  'supply_wishlist',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    itemId: integer('item_id')
      .notNull()
      .references(() => supplyItems.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemId] })],
);

/** Each user's cart, kept on the server (docs/supplies.md#cart): a draft until checkout, which empties it. */
export const supplyCartLines = pgTable(
  'supply_cart_lines',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    itemId: integer('item_id')
      .notNull()
      .references(() => supplyItems.id),
    quantity: integer('quantity').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.itemId] }),
    check('supply_cart_lines_quantity_check', sql`${t.quantity} > 0`),
  ],
);
