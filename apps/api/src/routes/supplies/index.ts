import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  canMoveSupplyOrder,
  DATA_LIST_DEFAULT_PAGE_SIZE,
  sniffAvatarType,
  STAFF_AND_PHYSICIAN_ROLES,
  STAFF_ROLES,
  SUPPLY_MESSAGES,
  SUPPLY_PICTURE_MAX_BYTES,
  ZApiError,
  ZAutocomplete,
  ZDataListAddBody,
  ZDataListDeleteBody,
  ZDataListDeleteSelectedBody,
  ZDataListPage,
  ZDataListPageQuery,
  ZDataListUpdateBody,
  ZIdParam,
  ZPlaceSupplyOrder,
  ZShipToOptions,
  ZSupplyDashboard,
  ZSupplyItem,
  ZSupplyItemPage,
  ZSupplyListQuery,
  ZSupplyOrder,
  ZSupplyOrderListQuery,
  ZSupplyOrderPage,
  ZSupplyOrderStatusChange,
  ZWishList,
} from '@lab/domain';
import { fieldError, HttpError, notFound } from '../../lib/http-error';
import { changeEvents } from '../../plugins/audit';
import type { Access } from '../../plugins/auth';
import { notify } from '../../services/notify';
import { CATEGORY_PICTURE, drawSupplyPicture } from './pictures';
import {
  addItem,
  addToWishList,
  autocomplete,
  catalogueSlice,
  dashboard,
  getItem,
  getItemPicture,
  getOrder,
  insertOrder,
  listCatalogue,
  listItems,
  listOrders,
  lockActiveItems,
  lockItem,
  lockOrder,
  recomputePopularity,
  removeFromWishList,
  retireItems,
  setItemPicture,
  setOrderStatus,
  shipToOptions,
  takeFromStock,
  updateItem,
  wishList,
} from './repository';

/** Staff manage the catalogue and the orders; physicians (and staff ordering for a facility) shop. */
const staff: Access = { roles: STAFF_ROLES };
const shoppers: Access = { roles: STAFF_AND_PHYSICIAN_ROLES };
const tags = ['supplies'];
const ZRetired = z.object({ retired: z.array(z.number().int()) });
const ZOk = z.object({ ok: z.boolean() });

/** Reads one uploaded picture (PNG, JPEG or WebP by its bytes, at most 2 MB). */
async function receivePicture(req: FastifyRequest): Promise<{ bytes: Buffer; type: string }> {
  let file;
  try {
    file = await req.file();
  } catch {
    throw fieldError('picture', 'Choose a picture');
  }
  if (!file) throw fieldError('picture', 'Choose a picture');
  const parts: Buffer[] = [];
  let size = 0;
  for await (const chunk of file.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > SUPPLY_PICTURE_MAX_BYTES) throw fieldError('picture', 'The picture must be at most 2 MB', 413);
    parts.push(chunk);
  }
  if (file.file.truncated) throw fieldError('picture', 'The picture must be at most 2 MB', 413);
  const bytes = Buffer.concat(parts);
  const type = sniffAvatarType(bytes.subarray(0, 16));
  if (!type) throw fieldError('picture', 'The picture must be a PNG, JPEG or WebP picture');
  return { bytes, type };
}

/**
 * Supplies (docs/supplies.md): the data-list calls of docs/spec.md §7 over the lab's catalogue, the shop (list,
 * detail, wish list, ship-to, placing an order, my orders) and the lab's order desk (orders, status, dashboard).
 */
const suppliesRoutes: FastifyPluginAsyncZod = async (app) => {
  // ---- The data-list contract -------------------------------------------------------------------------------------
  app.get(
    '/api/datalist/initial-data',
    {
      config: { access: staff },
      schema: {
        tags,
        summary: 'The whole catalogue (active items, newest first)',
        response: { 200: z.array(ZSupplyItem) },
      },
    },
    async () => listCatalogue(app.db),
  );

  app.get(
    '/api/datalist/data',
    {
      config: { access: staff },
      schema: {
        tags,
        summary: `One page of the catalogue: {data, totalPages}; without paging the first ${DATA_LIST_DEFAULT_PAGE_SIZE} items`,
        querystring: ZDataListPageQuery,
        response: { 200: ZDataListPage },
      },
    },
    async (req) => catalogueSlice(app.db, req.query.page ?? 1, req.query.perPage ?? DATA_LIST_DEFAULT_PAGE_SIZE),
  );

  app.post(
    '/api/datalist/update-data',
    {
      config: { access: staff },
      schema: {
        tags,
        summary: 'Change an item ({obj}); the popularity colour is recomputed from its value, whatever colour is sent',
        body: ZDataListUpdateBody,
        response: { 200: ZSupplyItem, 400: ZApiError, 404: ZApiError },
      },
    },
    async (req) =>
      app.db.transaction(async (tx) => {
        const { id, ...input } = req.body.obj;
        const before = await lockItem(tx, id);
        if (!before) throw new HttpError(404, SUPPLY_MESSAGES.itemNotFound(id));
        const after = await updateItem(tx, id, input);
        const pick = (i: typeof after) => ({
          name: i.name,
          category: i.category,
          price: i.price,
          popularity: i.popularity.popValue,
          description: i.description,
          unit: i.unit,
          perOrderLimit: i.perOrderLimit,
          stock: i.stock,
        });
        await req.audit(
          changeEvents(
            {
              eventtype: 'update',
              eventdescription: `Catalogue item updated: ${after.name}`,
              entity: 'supply-item',
              entityId: id,
            },
            pick(before),
            pick(after),
          ),
          tx,
        );
        return after;
      }),
  );

  app.post(
    '/api/datalist/add-data',
    {
      config: { access: staff },
      schema: {
        tags,
        summary: 'Add an item ({obj}): id = max + 1, it comes first',
        body: ZDataListAddBody,
        response: { 201: ZSupplyItem, 400: ZApiError },
      },
    },
    async (req, reply) => {
      const item = await app.db.transaction(async (tx) => {
        const created = await addItem(tx, req.body.obj);
        await req.audit(
          {
            eventtype: 'create',
            eventdescription: `Catalogue item added: ${created.name}`,
            entity: 'supply-item',
            entityId: created.id,
          },
          tx,
        );
        return created;
      });
      return reply.code(201).send(item);
    },
  );

  app.post(
    '/api/datalist/delete-data',
    {
      config: { access: staff },
      schema: {
        tags,
        summary:
          'Retire an item from the shop ({obj:{id}}); orders keep it. An unknown id is a 404, nothing else changes',
        body: ZDataListDeleteBody,
        response: { 200: ZSupplyItem, 404: ZApiError },
      },
    },
    async (req) =>
      app.db.transaction(async (tx) => {
        const id = req.body.obj.id;
        const before = await lockItem(tx, id);
        if (!before) throw new HttpError(404, SUPPLY_MESSAGES.itemNotFound(id));
        if (!before.active) throw new HttpError(404, SUPPLY_MESSAGES.itemRetired(id));
        await retireItems(tx, [id]);
        await req.audit(
          {
            eventtype: 'deactivate',
            eventdescription: `Catalogue item retired: ${before.name}`,
            entity: 'supply-item',
            entityId: id,
          },
          tx,
        );
        return (await getItem(tx, id))!;
      }),
  );

  app.post(
    '/api/datalist/delete-selected',
    {
      config: { access: staff },
      schema: {
        tags,
        summary:
          'Retire the items of {arr} (each with its id): all or none — an unknown id is a 404 naming it, and nothing is retired',
        body: ZDataListDeleteSelectedBody,
        response: { 200: ZRetired, 400: ZApiError, 404: ZApiError },
      },
    },
    async (req) =>
      app.db.transaction(async (tx) => {
        const ids = [...new Set(req.body.arr.map((i) => i.id))];
        const found = await lockActiveItems(tx, ids);
        const missing = ids.filter((id) => !found.some((f) => f.id === id));
        if (missing.length) throw new HttpError(404, SUPPLY_MESSAGES.unknownIds(missing));
        await retireItems(tx, ids);
        await req.audit(
          found.map((f) => ({
            eventtype: 'deactivate' as const,
            eventdescription: `Catalogue item retired: ${f.name}`,
            entity: 'supply-item',
            entityId: f.id,
          })),
          tx,
        );
        return { retired: ids };
      }),
  );

  app.get(
    '/api/autocomplete/data',
    {
      config: { access: shoppers },
      schema: {
        tags,
        summary: 'The 100 most ordered catalogue items, ranked: {autoComplete:[{title, rank, id}]}',
        response: { 200: ZAutocomplete },
      },
    },
    async () => ({ autoComplete: await autocomplete(app.db) }),
  );

  // ---- The data list screens (staff) ------------------------------------------------------------------------------
  app.get(
    '/api/datalist/items',
    {
      config: { access: staff },
      schema: {
        tags,
        summary: 'The catalogue for the data list screens: search, category, order status, active, paging, sort',
        querystring: ZSupplyListQuery,
        response: { 200: ZSupplyItemPage },
      },
    },
    async (req) => listItems(app.db, req.query, { shop: false }),
  );

  app.post(
    '/api/datalist/images/:id',
    {
      config: { access: staff },
      schema: {
        tags,
        summary: "Set an item's picture (multipart: picture; PNG, JPEG or WebP checked by its bytes, at most 2 MB)",
        params: ZIdParam,
        consumes: ['multipart/form-data'],
        response: { 200: ZSupplyItem, 400: ZApiError, 404: ZApiError, 413: ZApiError },
      },
    },
    async (req) => {
      if (!(await getItem(app.db, req.params.id)))
        throw new HttpError(404, SUPPLY_MESSAGES.itemNotFound(req.params.id));
      const picture = await receivePicture(req);
      return app.db.transaction(async (tx) => {
        const before = await lockItem(tx, req.params.id);
        if (!before) throw new HttpError(404, SUPPLY_MESSAGES.itemNotFound(req.params.id));
        await setItemPicture(tx, before.id, picture.bytes, picture.type);
        await req.audit(
          {
            eventtype: 'upload',
            eventdescription: `Catalogue item picture changed: ${before.name}`,
            entity: 'supply-item',
            entityId: before.id,
          },
          tx,
        );
        return (await getItem(tx, before.id))!;
      });
    },
  );

  // Catalogue pictures are not personal: served to any <img> (which cannot send the bearer token).
  app.get(
    '/api/datalist/images/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "An item's picture (PNG, JPEG or WebP); 404 when there is no such item",
        params: ZIdParam,
      },
    },
    async (req, reply) => {
      const row = await getItemPicture(app.db, req.params.id);
      if (!row) throw notFound('Picture');
      const item = row.picture ? null : await getItem(app.db, req.params.id);
      const bytes = row.picture ?? drawSupplyPicture(CATEGORY_PICTURE[item?.category ?? ''] ?? 'box', 'grey');
      return reply
        .header('content-type', row.picture ? (row.type ?? 'image/png') : 'image/png')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=86400')
        .send(bytes);
    },
  );

  // ---- The shop ---------------------------------------------------------------------------------------------------
  app.get(
    '/api/shop/items',
    {
      config: { access: shoppers },
      schema: {
        tags,
        summary: 'The shop: active items by search, category, price range, sort',
        querystring: ZSupplyListQuery,
        response: { 200: ZSupplyItemPage },
      },
    },
    async (req) => listItems(app.db, req.query, { shop: true }),
  );

  app.get(
    '/api/shop/items/:id',
    {
      config: { access: shoppers },
      schema: {
        tags,
        summary: 'One item of the shop',
        params: ZIdParam,
        response: { 200: ZSupplyItem, 404: ZApiError },
      },
    },
    async (req) => {
      const item = await getItem(app.db, req.params.id);
      if (!item || !item.active) throw new HttpError(404, SUPPLY_MESSAGES.itemNotFound(req.params.id));
      return item;
    },
  );

  app.get(
    '/api/shop/wishlist',
    { config: { access: shoppers }, schema: { tags, summary: 'My wish list', response: { 200: ZWishList } } },
    async (req) => ({ data: await wishList(app.db, req.user!.id) }),
  );

  app.put(
    '/api/shop/wishlist/:id',
    {
      config: { access: shoppers },
      schema: {
        tags,
        summary: 'Put an item on my wish list',
        params: ZIdParam,
        response: { 200: ZOk, 404: ZApiError },
      },
    },
    async (req) => {
      const item = await getItem(app.db, req.params.id);
      if (!item || !item.active) throw new HttpError(404, SUPPLY_MESSAGES.itemNotFound(req.params.id));
      await addToWishList(app.db, req.user!.id, item.id);
      return { ok: true };
    },
  );

  app.delete(
    '/api/shop/wishlist/:id',
    {
      config: { access: shoppers },
      schema: { tags, summary: 'Take an item off my wish list', params: ZIdParam, response: { 200: ZOk } },
    },
    async (req) => ({ ok: await removeFromWishList(app.db, req.user!.id, req.params.id) }),
  );

  app.get(
    '/api/shop/ship-to',
    {
      config: { access: shoppers },
      schema: {
        tags,
        summary: "Where I may ship an order: a physician's own facility, for staff every active one",
        response: { 200: ZShipToOptions },
      },
    },
    async (req) => ({ data: await shipToOptions(app.db, req.user!) }),
  );

  app.post(
    '/api/shop/orders',
    {
      config: { access: shoppers },
      schema: {
        tags,
        summary:
          'Place an order (no payment: supplies are free to clients); each line within its item’s per-order limit',
        body: ZPlaceSupplyOrder,
        response: { 201: ZSupplyOrder, 400: ZApiError, 403: ZApiError },
      },
    },
    async (req, reply) => {
      const user = req.user!;
      const body = req.body;
      const order = await app.db.transaction(async (tx) => {
        const options = await shipToOptions(tx, user);
        let facility = options.find((o) => o.facilityId === body.facilityId) ?? null;
        if (body.facilityId && !facility) throw fieldError('facilityId', SUPPLY_MESSAGES.notYourFacility);
        // A physician orders for their own facility even when the cart did not say which.
        if (!body.facilityId && user.role === 'physician') facility = options[0] ?? null;
        const ids = body.lines.map((l) => l.itemId);
        const dup = ids.findIndex((id, i) => ids.indexOf(id) !== i);
        if (dup >= 0) throw fieldError(`lines.${dup}.itemId`, 'is already in the order');
        const items = await lockActiveItems(tx, ids);
        for (const [i, line] of body.lines.entries()) {
          const item = items.find((it) => it.id === line.itemId);
          if (!item) throw fieldError(`lines.${i}.itemId`, SUPPLY_MESSAGES.itemNotFound(line.itemId));
          if (line.quantity > item.perOrderLimit)
            throw fieldError(`lines.${i}.quantity`, SUPPLY_MESSAGES.overLimit(item.name, item.perOrderLimit));
        }
        const id = await insertOrder(tx, {
          facilityId: facility?.facilityId ?? null,
          facilityName: facility?.name ?? user.name,
          shipTo: body.shipTo,
          note: body.note || null,
          orderedBy: user.id,
          lines: body.lines,
        });
        await recomputePopularity(tx);
        const placed = (await getOrder(tx, id))!;
        await req.audit(
          {
            eventtype: 'create',
            eventdescription: `Supply order placed: ${placed.number} (${placed.lines.length} lines)`,
            entity: 'supply-order',
            entityId: id,
          },
          tx,
        );
        return placed;
      });
      return reply.code(201).send(order);
    },
  );

  app.get(
    '/api/shop/orders',
    {
      config: { access: shoppers },
      schema: {
        tags,
        summary: 'My orders, newest first, with their status and history',
        querystring: ZSupplyOrderListQuery,
        response: { 200: ZSupplyOrderPage },
      },
    },
    async (req) => listOrders(app.db, req.query, req.user!.id),
  );

  // ---- The lab's order desk (staff) -------------------------------------------------------------------------------
  app.get(
    '/api/supply-orders',
    {
      config: { access: staff },
      schema: {
        tags,
        summary: "The clients' orders: newest first, by status, facility, number",
        querystring: ZSupplyOrderListQuery,
        response: { 200: ZSupplyOrderPage },
      },
    },
    async (req) => listOrders(app.db, req.query),
  );

  app.get(
    '/api/supply-orders/dashboard',
    {
      config: { access: staff },
      schema: {
        tags,
        summary: 'The eCommerce dashboard: orders per week, open orders, top items, facilities, stock-outs',
        response: { 200: ZSupplyDashboard },
      },
    },
    async () => dashboard(app.db),
  );

  app.get(
    '/api/supply-orders/:id',
    {
      config: { access: staff },
      schema: { tags, summary: 'One order', params: ZIdParam, response: { 200: ZSupplyOrder, 404: ZApiError } },
    },
    async (req) => {
      const order = await getOrder(app.db, req.params.id);
      if (!order) throw notFound('Order');
      return order;
    },
  );

  app.post(
    '/api/supply-orders/:id/status',
    {
      config: { access: staff },
      schema: {
        tags,
        summary:
          'Change an order’s status (pending → on hold / delivered / canceled); audited, the ordering user notified',
        params: ZIdParam,
        body: ZSupplyOrderStatusChange,
        response: { 200: ZSupplyOrder, 400: ZApiError, 404: ZApiError, 409: ZApiError },
      },
    },
    async (req) => {
      const { status, note } = req.body;
      const { order, notifyUser } = await app.db.transaction(async (tx) => {
        const before = await lockOrder(tx, req.params.id);
        if (!before) throw notFound('Order');
        const from = before.status as typeof status;
        if (!canMoveSupplyOrder(from, status)) throw new HttpError(409, SUPPLY_MESSAGES.transition(from, status));
        await setOrderStatus(tx, before.id, status, note || null, req.user!.id);
        if (status === 'delivered') await takeFromStock(tx, before.id);
        if (status === 'canceled') await recomputePopularity(tx);
        await req.audit(
          {
            eventtype: 'status-change',
            eventdescription: `Supply order ${before.number}: ${from} → ${status}`,
            entity: 'supply-order',
            entityId: before.id,
            datavalue: 'status',
            oldvalue: from,
            newvalue: status,
          },
          tx,
        );
        await notify(tx, {
          userIds: [before.orderedBy],
          type: 'supply-order',
          title: `Supply order ${before.number} is ${status}`,
          body: note ? `The lab: ${note}` : `The lab marked your order ${status}.`,
          link: '/ecommerce/checkout',
        });
        return { order: (await getOrder(tx, before.id))!, notifyUser: before.orderedBy };
      });
      await app.live.publish([notifyUser], { type: 'notification', data: {} });
      return order;
    },
  );
};

export default suppliesRoutes;
