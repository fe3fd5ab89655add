import { z } from 'zod';
import { ZPageQuery, ZQueryBool, ZSort, type TSort } from './api-common';

/**
 * Supplies: the lab's catalogue of collection supplies and the client offices' orders (docs/supplies.md). The
 * item keeps the data-list product's shape (id, order_status, name, category, price, popularity, img) and adds
 * what ordering needs (description, unit, per-order limit, stock).
 */

/** The lab's catalogue categories. */
export const SUPPLY_CATEGORIES = [
  'containers',
  'cytology',
  'histology',
  'microbiology',
  'collection',
  'forms',
  'shipping',
  'safety',
] as const;
export const ZSupplyCategory = z.enum(SUPPLY_CATEGORIES, `choose one of ${SUPPLY_CATEGORIES.join(', ')}`);
export type TSupplyCategory = z.infer<typeof ZSupplyCategory>;

/** An order's status; an item's `order_status` is the status of its most recent order (pending when never ordered). */
export const SUPPLY_ORDER_STATUSES = ['pending', 'on hold', 'delivered', 'canceled'] as const;
export const ZSupplyOrderStatus = z.enum(SUPPLY_ORDER_STATUSES, 'choose pending, on hold, delivered or canceled');
export type TSupplyOrderStatus = z.infer<typeof ZSupplyOrderStatus>;

/** Where an order may go next: delivered and canceled are final; on hold goes back to pending or ends. */
export const SUPPLY_ORDER_TRANSITIONS: Record<TSupplyOrderStatus, readonly TSupplyOrderStatus[]> = {
  pending: ['on hold', 'delivered', 'canceled'],
  'on hold': ['pending', 'delivered', 'canceled'],
  delivered: [],
  canceled: [],
};
export const canMoveSupplyOrder = (from: TSupplyOrderStatus, to: TSupplyOrderStatus) =>
  SUPPLY_ORDER_TRANSITIONS[from].includes(to);

/** The Mantine colour of each order status (badges). */
export const SUPPLY_ORDER_STATUS_COLORS: Record<TSupplyOrderStatus, string> = {
  pending: 'blue',
  'on hold': 'yellow',
  delivered: 'green',
  canceled: 'red',
};

// --- Popularity ------------------------------------------------------------------------------------------------

export const POPULARITY_COLORS = ['success', 'primary', 'warning', 'danger'] as const;
export type TPopularityColor = (typeof POPULARITY_COLORS)[number];
export interface TPopularity {
  popValue: number;
  color: TPopularityColor;
}

/**
 * The popularity colour rule: 75 and above success; 55–74 primary; 35–54 warning; 0–34 danger; anything else
 * (below 0, above 100, not a number) becomes value 0 with danger.
 */
export function popularityOf(value: unknown): TPopularity {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 100)
    return { popValue: 0, color: 'danger' };
  const color: TPopularityColor =
    value >= 75 ? 'success' : value >= 55 ? 'primary' : value >= 35 ? 'warning' : 'danger';
  return { popValue: value, color };
}

/**
 * Popularity from orders: how often the item was ordered (order lines of orders not canceled) as a share of the
 * most ordered item, × 100, rounded. Nothing ordered yet: 0.
 */
export function popularityFromOrders(timesOrdered: number, mostOrdered: number): number {
  if (mostOrdered <= 0 || timesOrdered <= 0) return 0;
  return Math.min(100, Math.round((timesOrdered / mostOrdered) * 100));
}

/** The Mantine colour shown for a popularity colour name. */
export const POPULARITY_MANTINE_COLORS: Record<TPopularityColor, string> = {
  success: 'green',
  primary: 'blue',
  warning: 'yellow',
  danger: 'red',
};

// --- Order numbers -----------------------------------------------------------------------------------------------

/** SO-26-00001: the order's year (two digits) and its running number. */
export function formatSupplyOrderNumber(year: number, n: number): string {
  return `SO-${String(year % 100).padStart(2, '0')}-${String(n).padStart(5, '0')}`;
}

// --- Records ------------------------------------------------------------------------------------------------------

/** Price: the lab's internal cost per unit (supplies are free to clients), a decimal string such as "4.50". */
export const ZPrice = z
  .union([z.string(), z.number()], 'is required')
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^\d{1,7}(\.\d{1,2})?$/, 'must be an amount such as 4.50'))
  .transform((v) => Number(v).toFixed(2));

export const ZPopularity = z.object({ popValue: z.number(), color: z.enum(POPULARITY_COLORS) });

export const ZSupplyItem = z.object({
  id: z.number().int(),
  order_status: ZSupplyOrderStatus,
  name: z.string(),
  category: z.string(),
  price: z.string(),
  popularity: ZPopularity,
  img: z.string(),
  description: z.string(),
  unit: z.string(),
  perOrderLimit: z.number().int(),
  stock: z.number().int(),
  active: z.boolean(),
  timesOrdered: z.number().int(),
});
export type TSupplyItem = z.infer<typeof ZSupplyItem>;

/**
 * The `obj` of add-data and update-data: the data-list product's fields, plus the ordering fields. `order_status`
 * and `img` are accepted and ignored (the status follows the orders, the picture is uploaded); `popularity.color`
 * is ignored too — the colour always follows the value.
 */
export const ZSupplyItemInput = z.object({
  name: z.string('is required').trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
  category: ZSupplyCategory,
  price: ZPrice,
  popularity: z.object({ popValue: z.unknown(), color: z.unknown().optional() }).optional(),
  description: z.string().trim().max(2000).optional(),
  unit: z.string().trim().min(1).max(60).optional(),
  perOrderLimit: z.coerce.number().int().min(1, 'must be at least 1').max(1000, 'must be at most 1000').optional(),
  stock: z.coerce.number().int().min(0, 'must not be negative').max(1_000_000).optional(),
  order_status: z.unknown().optional(),
  img: z.unknown().optional(),
});
export type TSupplyItemInput = z.input<typeof ZSupplyItemInput>;

export const ZSupplyItemUpdate = ZSupplyItemInput.extend({ id: z.coerce.number().int().positive() });

/** The bodies of docs/spec.md §7's data-list calls (`/api/datalist/add-data`…): the URLs keep the spec's names. */
export const ZSupplyItemAddBody = z.object({ obj: ZSupplyItemInput });
export const ZSupplyItemUpdateBody = z.object({ obj: ZSupplyItemUpdate });
export const ZSupplyItemRetireBody = z.object({ obj: z.object({ id: z.coerce.number().int().positive() }) });
export const ZSupplyItemsRetireBody = z.object({
  arr: z
    .array(z.object({ id: z.coerce.number().int().positive() }).passthrough())
    .min(1, 'choose at least one item')
    .max(500),
});
export const ZSupplyCataloguePageQuery = z.object({
  page: z.coerce.number().int().min(1).optional(),
  perPage: z.coerce.number().int().min(1).max(500).optional(),
});
/** The data list's page size without paging (docs/spec.md §9). */
export const SUPPLY_CATALOGUE_DEFAULT_PAGE_SIZE = 4;
export const SUPPLY_CATALOGUE_PAGE_SIZES = [4, 10, 20, 50] as const;

export const ZSupplyCataloguePage = z.object({ data: z.array(ZSupplyItem), totalPages: z.number().int() });
export const ZAutocomplete = z.object({
  autoComplete: z.array(z.object({ title: z.string(), rank: z.number().int(), id: z.number().int() })),
});
export type TAutocompleteItem = z.infer<typeof ZAutocomplete>['autoComplete'][number];

export const SUPPLY_SORT_FIELDS = ['id', 'name', 'category', 'price', 'popularity', 'stock'] as const;
export type TSupplySortField = (typeof SUPPLY_SORT_FIELDS)[number];
export type TSupplySort = TSort<TSupplySortField>;

/** The data list screens' and the shop's list: search, category, order status, price range, paging, sort. */
export const ZSupplyListQuery = ZPageQuery.extend({
  sort: ZSort(SUPPLY_SORT_FIELDS).optional(),
  category: ZSupplyCategory.optional(),
  status: ZSupplyOrderStatus.optional(),
  minPrice: z.coerce.number().min(0).optional(),
  maxPrice: z.coerce.number().min(0).optional(),
  /** Staff only: retired items (`false`), all (absent with `all`); the shop always lists active items. */
  active: ZQueryBool.optional(),
});
export type TSupplyListQuery = Partial<z.output<typeof ZSupplyListQuery>>;
export const ZSupplyItemPage = z.object({ data: z.array(ZSupplyItem), total: z.number().int() });

// --- Orders -------------------------------------------------------------------------------------------------------

export const ZSupplyOrderLineInput = z.object({
  itemId: z.number().int().positive(),
  quantity: z.number('is required').int('must be a whole number').min(1, 'must be at least 1'),
});
export const ZPlaceSupplyOrder = z.object({
  /** The client office it goes to; a physician may order only for their own facility. */
  facilityId: z.number().int().positive().nullable().optional(),
  shipTo: z
    .string('is required')
    .trim()
    .min(5, 'enter the address to ship to')
    .max(500, 'must be at most 500 characters'),
  note: z.string().trim().max(500).optional(),
  lines: z.array(ZSupplyOrderLineInput).min(1, 'the cart is empty').max(100),
});
export type TPlaceSupplyOrder = z.input<typeof ZPlaceSupplyOrder>;

export const ZSupplyOrderLine = z.object({
  itemId: z.number().int(),
  name: z.string(),
  category: z.string(),
  unit: z.string(),
  img: z.string(),
  quantity: z.number().int(),
});
export const ZSupplyOrderEvent = z.object({
  status: ZSupplyOrderStatus,
  note: z.string().nullable(),
  by: z.string().nullable(),
  at: z.string(),
});
export const ZSupplyOrder = z.object({
  id: z.number().int(),
  number: z.string(),
  status: ZSupplyOrderStatus,
  facilityId: z.number().int().nullable(),
  facilityName: z.string(),
  shipTo: z.string(),
  note: z.string().nullable(),
  orderedById: z.number().int(),
  orderedBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lines: z.array(ZSupplyOrderLine),
  history: z.array(ZSupplyOrderEvent),
});
export type TSupplyOrder = z.infer<typeof ZSupplyOrder>;
export const ZSupplyOrderPage = z.object({ data: z.array(ZSupplyOrder), total: z.number().int() });

export const ZSupplyOrderListQuery = ZPageQuery.extend({
  status: ZSupplyOrderStatus.optional(),
  facilityId: z.coerce.number().int().positive().optional(),
});
export type TSupplyOrderListQuery = Partial<z.output<typeof ZSupplyOrderListQuery>>;

export const ZSupplyOrderStatusChange = z.object({
  status: ZSupplyOrderStatus,
  note: z.string().trim().max(500).optional(),
});

export const ZShipToOption = z.object({ facilityId: z.number().int(), name: z.string(), address: z.string() });
export const ZShipToOptions = z.object({ data: z.array(ZShipToOption) });
export type TShipToOption = z.infer<typeof ZShipToOption>;

/**
 * docs/security.md#supplies-limits: the address an order ships to is one of its facility's on file — the address, or
 * the facility's name above it (as the shop shows it) — compared line by line, ignoring case and spacing.
 */
export function isFacilityAddress(shipTo: string, facility: { name: string; address: string }): boolean {
  const norm = (t: string) =>
    t
      .split('\n')
      .map((l) => l.trim().replace(/\s+/g, ' ').toLowerCase())
      .filter(Boolean)
      .join('\n');
  const sent = norm(shipTo);
  const address = norm(facility.address);
  return address !== '' && (sent === address || sent === norm(`${facility.name}\n${facility.address}`));
}

/** The address an order for the facility ships to, as the shop shows it: the name, then the address on file. */
export const facilityShipTo = (facility: { name: string; address: string }) =>
  `${facility.name}\n${facility.address}`.trim();

/**
 * The period an item's limit counts in (docs/security.md#supplies-limits): the calendar month (UTC) of the order,
 * from its first instant up to, not including, the next month's.
 */
export function supplyLimitPeriod(at: Date): { from: Date; to: Date } {
  return {
    from: new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1)),
    to: new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1)),
  };
}

export const ZWishList = z.object({ data: z.array(ZSupplyItem) });

// --- The cart (docs/supplies.md#cart) -----------------------------------------------------------------------------

/**
 * The per-order rule, shared by checkout and the cart: a line may hold at most the item's `perOrderLimit`.
 * Returns the message for the quantity field, or null when it is within the limit.
 */
export function perOrderLimitError(item: { name: string; perOrderLimit: number }, quantity: number): string | null {
  return quantity > item.perOrderLimit ? SUPPLY_MESSAGES.overLimit(item.name, item.perOrderLimit) : null;
}

/** `PUT /api/shop/cart/:id`: sets the line's quantity; 0 takes the item out of the cart. */
export const ZCartLineSet = z.object({
  quantity: z.number('is required').int('must be a whole number').min(0, 'must be 0 or more'),
});
export type TCartLineSet = z.input<typeof ZCartLineSet>;
export const ZCartLine = z.object({ itemId: z.number().int(), quantity: z.number().int(), item: ZSupplyItem });
export type TCartLine = z.infer<typeof ZCartLine>;
/** My cart: its lines (active items only, by name), the units in all and the number of items. */
export const ZCart = z.object({ data: z.array(ZCartLine), units: z.number().int(), items: z.number().int() });
export type TCart = z.infer<typeof ZCart>;

export const ZSupplyDashboard = z.object({
  ordersPerWeek: z.array(z.object({ week: z.string(), orders: z.number().int() })),
  byStatus: z.array(z.object({ status: ZSupplyOrderStatus, orders: z.number().int() })),
  pendingOrders: z.array(
    z.object({
      id: z.number().int(),
      number: z.string(),
      facilityName: z.string(),
      createdAt: z.string(),
      lines: z.number().int(),
    }),
  ),
  topItems: z.array(z.object({ id: z.number().int(), name: z.string(), quantity: z.number().int() })),
  byFacility: z.array(z.object({ facilityName: z.string(), orders: z.number().int() })),
  stockOut: z.array(z.object({ id: z.number().int(), name: z.string(), stock: z.number().int() })),
});
export type TSupplyDashboard = z.infer<typeof ZSupplyDashboard>;

/** Picture upload on a catalogue item: PNG, JPEG or WebP (checked by bytes), at most 2 MB. */
export const SUPPLY_PICTURE_MAX_BYTES = 2 * 1024 * 1024;

export const SUPPLY_MESSAGES = {
  itemNotFound: (id: number) => `Catalogue item ${id} not found`,
  itemRetired: (id: number) => `Catalogue item ${id} is retired`,
  unknownIds: (ids: number[]) =>
    `Catalogue item${ids.length > 1 ? 's' : ''} ${ids.join(', ')} not found; nothing was retired`,
  overLimit: (name: string, limit: number) => `at most ${limit} of ${name} per order`,
  overMonthlyLimit: (name: string, limit: number, used: number) =>
    `at most ${limit} of ${name} a month per facility; ${used} already ordered this month`,
  notYourFacility: 'You may order only for your own facility',
  chooseFacility: 'choose the facility to ship to',
  noAddressOnFile: 'the facility has no address on file; ask the lab to add it',
  notFacilityAddress: "choose the facility's address on file; delivery details go in the note",
  transition: (from: string, to: string) => `An order ${from} cannot become ${to}`,
} as const;
