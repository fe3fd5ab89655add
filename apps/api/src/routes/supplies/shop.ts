import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SUPPLY_MESSAGES,
  ZApiError,
  ZCart,
  ZCartLineSet,
  ZIdParam,
  ZPlaceSupplyOrder,
  ZShipToOptions,
  ZSupplyItem,
  ZSupplyItemPage,
  ZSupplyListQuery,
  ZSupplyOrder,
  ZSupplyOrderListQuery,
  ZSupplyOrderPage,
  ZWishList,
  facilityShipTo,
  isFacilityAddress,
  perOrderLimitError,
  supplyLimitPeriod,
} from '@lab/domain';
import { fieldError, HttpError } from '../../lib/http-error';
import { shoppers, tags, ZOk } from './access';
import {
  addToWishList,
  cartOf,
  getItem,
  getOrder,
  insertOrder,
  listItems,
  listOrders,
  lockActiveItems,
  orderedInPeriod,
  recomputePopularity,
  removeFromCart,
  removeFromWishList,
  setCartLine,
  shipToOptions,
  wishList,
} from './repository';

/**
 * The shop (docs/supplies.md#the-shop): items, detail, wish list, where an order may ship, placing an order and
 * my orders. Physicians order for their own facility; staff for any client facility.
 */
const shopRoutes: FastifyPluginAsyncZod = async (app) => {
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

  // My cart (docs/supplies.md#cart), per user on the server like the wish list; not audited, like the wish list:
  // a draft until the order, which is.
  app.get(
    '/api/shop/cart',
    { config: { access: shoppers }, schema: { tags, summary: 'My cart', response: { 200: ZCart } } },
    async (req) => cartOf(app.db, req.user!.id),
  );

  app.put(
    '/api/shop/cart/:id',
    {
      config: { access: shoppers },
      schema: {
        tags,
        summary: "Set an item's quantity in my cart (0 takes it out); at most the item's limit per order",
        params: ZIdParam,
        body: ZCartLineSet,
        response: { 200: ZCart, 400: ZApiError, 404: ZApiError },
      },
    },
    async (req) => {
      const userId = req.user!.id;
      const { id } = req.params;
      const { quantity } = req.body;
      if (quantity === 0) {
        await removeFromCart(app.db, userId, id);
        return cartOf(app.db, userId);
      }
      const item = await getItem(app.db, id);
      if (!item) throw fieldError('itemId', SUPPLY_MESSAGES.itemNotFound(id), 404);
      if (!item.active) throw fieldError('itemId', SUPPLY_MESSAGES.itemRetired(id));
      // The same rule as checkout's (perOrderLimitError); the monthly limit per facility is checked at checkout.
      const overLimit = perOrderLimitError(item, quantity);
      if (overLimit) throw fieldError('quantity', overLimit);
      await setCartLine(app.db, userId, id, quantity);
      return cartOf(app.db, userId);
    },
  );

  app.delete(
    '/api/shop/cart/:id',
    {
      config: { access: shoppers },
      schema: { tags, summary: 'Take an item out of my cart', params: ZIdParam, response: { 200: ZCart } },
    },
    async (req) => {
      await removeFromCart(app.db, req.user!.id, req.params.id);
      return cartOf(app.db, req.user!.id);
    },
  );

  app.delete(
    '/api/shop/cart',
    { config: { access: shoppers }, schema: { tags, summary: 'Empty my cart', response: { 200: ZCart } } },
    async (req) => {
      await removeFromCart(app.db, req.user!.id);
      return cartOf(app.db, req.user!.id);
    },
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
          'Place an order (no payment: supplies are free to clients) for a facility, to its address on file; each line within its item’s limit, per order and per facility a month',
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
        // docs/security.md#supplies-limits: every order goes to a facility, at its address on file.
        if (!facility) throw fieldError('facilityId', SUPPLY_MESSAGES.chooseFacility);
        if (!facility.address.trim()) throw fieldError('shipTo', SUPPLY_MESSAGES.noAddressOnFile);
        if (!isFacilityAddress(body.shipTo, facility)) throw fieldError('shipTo', SUPPLY_MESSAGES.notFacilityAddress);
        const ids = body.lines.map((l) => l.itemId);
        const dup = ids.findIndex((id, i) => ids.indexOf(id) !== i);
        if (dup >= 0) throw fieldError(`lines.${dup}.itemId`, 'is already in the order');
        const items = await lockActiveItems(tx, ids);
        // The limit holds per order and per facility over the calendar month, counting its orders not canceled.
        const used = await orderedInPeriod(tx, facility.facilityId, ids, supplyLimitPeriod(new Date()));
        for (const [i, line] of body.lines.entries()) {
          const item = items.find((it) => it.id === line.itemId);
          if (!item) throw fieldError(`lines.${i}.itemId`, SUPPLY_MESSAGES.itemNotFound(line.itemId));
          const overLimit = perOrderLimitError(item, line.quantity);
          if (overLimit) throw fieldError(`lines.${i}.quantity`, overLimit);
          const before = used.get(item.id) ?? 0;
          if (before + line.quantity > item.perOrderLimit)
            throw fieldError(
              `lines.${i}.quantity`,
              SUPPLY_MESSAGES.overMonthlyLimit(item.name, item.perOrderLimit, before),
            );
        }
        const id = await insertOrder(tx, {
          facilityId: facility.facilityId,
          facilityName: facility.name,
          shipTo: facilityShipTo(facility),
          note: body.note || null,
          orderedBy: user.id,
          lines: body.lines,
        });
        await recomputePopularity(tx);
        // docs/supplies.md#cart: the order empties my cart, in the same transaction (all or nothing).
        await removeFromCart(tx, user.id);
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
};

export default shopRoutes;
