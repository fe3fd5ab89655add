import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SUPPLY_CATALOGUE_DEFAULT_PAGE_SIZE,
  SUPPLY_MESSAGES,
  ZApiError,
  ZAutocomplete,
  ZSupplyItemAddBody,
  ZSupplyItemRetireBody,
  ZSupplyItemsRetireBody,
  ZSupplyCataloguePage,
  ZSupplyCataloguePageQuery,
  ZSupplyItemUpdateBody,
  ZIdParam,
  ZSupplyItem,
  ZSupplyItemPage,
  ZSupplyListQuery,
  sniffAvatarType,
  SUPPLY_PICTURE_MAX_BYTES,
} from '@lab/domain';
import { HttpError, notFound } from '../../lib/http-error';
import { changeEvents } from '../../plugins/audit';
import { CATEGORY_PICTURE, drawSupplyPicture } from './pictures';
import { receiveSmallFile, type SmallFileRules } from '../../lib/multipart-upload';
import { staff, shoppers, tags, ZRetired } from './access';
import {
  addItem,
  autocomplete,
  catalogueSlice,
  getItem,
  getItemPicture,
  listCatalogue,
  listItems,
  lockActiveItems,
  lockItem,
  retireItems,
  setItemPicture,
  updateItem,
} from './repository';

/** An item's picture: PNG, JPEG or WebP by its bytes, at most 2 MB, kept in the item's row. */
const PICTURE: SmallFileRules = {
  field: 'picture',
  maxBytes: SUPPLY_PICTURE_MAX_BYTES,
  sniff: sniffAvatarType,
  messages: {
    missing: 'Choose a picture',
    tooLarge: 'The picture must be at most 2 MB',
    type: 'The picture must be a PNG, JPEG or WebP picture',
  },
};

/**
 * The data list (docs/supplies.md): the data-list calls of docs/spec.md §7 over the lab's catalogue
 * (`/api/datalist/*`, `/api/autocomplete/data`), and the data list screens' items and pictures. Staff only.
 */
const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
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
        summary: `One page of the catalogue: {data, totalPages}; without paging the first ${SUPPLY_CATALOGUE_DEFAULT_PAGE_SIZE} items`,
        querystring: ZSupplyCataloguePageQuery,
        response: { 200: ZSupplyCataloguePage },
      },
    },
    async (req) => catalogueSlice(app.db, req.query.page ?? 1, req.query.perPage ?? SUPPLY_CATALOGUE_DEFAULT_PAGE_SIZE),
  );

  app.post(
    '/api/datalist/update-data',
    {
      config: { access: staff },
      schema: {
        tags,
        summary: 'Change an item ({obj}); the popularity colour is recomputed from its value, whatever colour is sent',
        body: ZSupplyItemUpdateBody,
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
        body: ZSupplyItemAddBody,
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
        body: ZSupplyItemRetireBody,
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
        body: ZSupplyItemsRetireBody,
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
      const picture = await receiveSmallFile(req, PICTURE);
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
};

export default catalogueRoutes;
