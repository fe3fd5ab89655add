import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LOOKUP_LISTS,
  ZApiError,
  ZAuditPage,
  ZIdParam,
  ZImportReport,
  ZLookupListQuery,
  ZPaged,
  lookupAccess,
  lookupInputSchema,
  lookupItemSchema,
  lookupRights,
  storedFileName,
  type LookupList,
} from '@lab/domain';
import type { LookupTable } from '../../db/schema/lookups';
import { badRequest, notFound } from '../../lib/http-error';
import { listAudit } from '../../services/audit-trail';
import { applyImport, exportCsv, planImport } from './csv-import';
import { LookupRepository } from './repository';

/** The full ICD-10-CM code set is a few MB of CSV. */
const MAX_IMPORT_BYTES = 40 * 1024 * 1024;

const ZExportQuery = ZLookupListQuery.omit({ page: true, pageSize: true });
const ZImportQuery = z.object({
  dryRun: z
    .enum(['1', '0', 'true', 'false'])
    .optional()
    .transform((v) => v === '1' || v === 'true'),
  fileName: z.string().max(200).optional(),
});

/**
 * `/api/lookups/<key>` for one registry entry: list, get, create, update, deactivate, reactivate, history,
 * CSV export and import. Nothing here knows any particular list; who may call what is the list's `access`,
 * and `table` defaults to the generated one.
 */
export const lookupListRoutes: FastifyPluginAsyncZod<{ list: LookupList; table?: LookupTable }> = async (app, opts) => {
  const { list } = opts;
  const access = lookupAccess(list);
  const read = { roles: access.read, area: 'lookups', action: 'read' } as const;
  const readAll = { roles: access.write, area: 'lookups', action: 'read' } as const;
  const create = { roles: access.write, area: 'lookups', action: 'create' } as const;
  const write = { roles: access.write, area: 'lookups', action: 'write' } as const;
  /** Readers who may not write see active entries only. */
  const seesInactive = (req: FastifyRequest) => lookupRights(list, req.user!.role).write;
  const repo = new LookupRepository(list, opts.table);
  const item = lookupItemSchema(list);
  const input = lookupInputSchema(list);
  const base = `/api/lookups/${list.key}`;
  const tags = [`lookups: ${list.title}`];
  const one = list.singular.toLowerCase();

  if (!app.hasContentTypeParser('text/csv')) {
    app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: MAX_IMPORT_BYTES }, (_req, body, done) =>
      done(null, body),
    );
  }

  app.get(
    base,
    {
      config: { access: read },
      schema: {
        tags,
        summary: `List ${list.title} (search, paging, sorting, active filter)`,
        querystring: ZLookupListQuery,
        response: { 200: ZPaged(item) },
      },
    },
    async (req) => repo.list(app.db, seesInactive(req) ? req.query : { ...req.query, active: true }),
  );

  app.get(
    `${base}/export.csv`,
    {
      config: { access: readAll, signedUrl: true },
      schema: {
        tags,
        summary: `${list.title} matching the filter, as CSV (the import format)`,
        querystring: ZExportQuery,
      },
    },
    async (req, reply) => {
      const rows = await repo.listAll(app.db, req.query);
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${list.key}.csv"`);
      // UTF-8 with a byte-order mark, so that a spreadsheet opens accents and other scripts rightly (import skips it).
      return `\ufeff${exportCsv(repo, rows)}`;
    },
  );

  app.post(
    `${base}/import`,
    {
      config: { access: create },
      bodyLimit: MAX_IMPORT_BYTES,
      schema: {
        tags,
        summary: `Import ${list.title} from CSV: all rows or none; ?dryRun=1 previews and reports errors per row`,
        querystring: ZImportQuery,
        consumes: ['text/csv'],
        response: { 200: ZImportReport, 400: ZImportReport.or(ZApiError) },
      },
    },
    async (req, reply) => {
      const csv = req.body;
      if (typeof csv !== 'string') throw badRequest('Send the file as text/csv');
      // Only the audit trail keeps it, cleaned as an uploaded file's name is.
      const fileName = storedFileName(req.query.fileName ?? `${list.key}.csv`);
      if (req.query.dryRun) return (await planImport(app.db, repo, csv, true)).report;
      const report = await app.db.transaction(async (tx) => {
        const plan = await planImport(tx, repo, csv, false);
        if (plan.report.errors.length === 0) await applyImport(tx, repo, req.actor(), plan, fileName);
        return plan.report;
      });
      if (report.errors.length) return reply.code(400).send(report);
      if (report.inserted + report.updated > 1000) await repo.analyze(app.db);
      return report;
    },
  );

  app.get(
    `${base}/:id`,
    {
      config: { access: read },
      schema: { tags, summary: `One ${one}`, params: ZIdParam, response: { 200: item, 404: ZApiError } },
    },
    async (req) => {
      const found = await repo.get(app.db, req.params.id);
      if (!found || (!found.active && !seesInactive(req))) throw notFound(list.singular);
      return found;
    },
  );

  app.get(
    `${base}/:id/history`,
    {
      config: { access: readAll },
      schema: {
        tags,
        summary: `Audit history of one ${one}, newest first`,
        params: ZIdParam,
        querystring: z.object({
          page: z.coerce.number().int().min(1).default(1),
          pageSize: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: { 200: ZAuditPage },
      },
    },
    async (req) =>
      listAudit(app.db, { ...req.query, entity: repo.entity, entityId: String(req.params.id), sort: '-datecreated' }),
  );

  app.post(
    base,
    {
      config: { access: create },
      schema: {
        tags,
        summary: `Add a ${one}`,
        body: input,
        response: { 201: item, 400: ZApiError, 409: ZApiError },
      },
    },
    async (req, reply) => {
      const created = await app.db.transaction((tx) => repo.create(tx, req.actor(), req.body));
      return reply.code(201).send(created);
    },
  );

  app.put(
    `${base}/:id`,
    {
      config: { access: write },
      schema: {
        tags,
        summary: `Change a ${one}`,
        params: ZIdParam,
        body: input,
        response: { 200: item, 400: ZApiError, 404: ZApiError, 409: ZApiError },
      },
    },
    async (req) => {
      const updated = await app.db.transaction((tx) => repo.update(tx, req.actor(), req.params.id, req.body));
      if (!updated) throw notFound(list.singular);
      return updated;
    },
  );

  for (const [action, active] of [
    ['deactivate', false],
    ['reactivate', true],
  ] as const) {
    app.post(
      `${base}/:id/${action}`,
      {
        config: { access: write },
        schema: {
          tags,
          summary: `${action === 'deactivate' ? 'Deactivate' : 'Reactivate'} a ${one} (entries are never deleted)`,
          params: ZIdParam,
          response: { 200: item, 404: ZApiError },
        },
      },
      async (req) => {
        const done = await app.db.transaction((tx) => repo.setActive(tx, req.actor(), req.params.id, active));
        if (!done) throw notFound(list.singular);
        return done;
      },
    );
  }
};

/** Every list of the registry, each with its own schemas in OpenAPI. */
const lookupRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const list of LOOKUP_LISTS) await app.register(lookupListRoutes, { list });

  app.get(
    '/api/lookups',
    {
      config: { access: { roles: [...new Set(LOOKUP_LISTS.flatMap((l) => lookupAccess(l).read))] } },
      schema: {
        tags: ['lookups'],
        summary: 'The lookup lists of the registry',
        response: {
          200: z.array(z.object({ key: z.string(), title: z.string(), singular: z.string(), description: z.string() })),
        },
      },
    },
    async (req) =>
      LOOKUP_LISTS.filter((l) => lookupRights(l, req.user!.role).read).map(({ key, title, singular, description }) => ({
        key,
        title,
        singular,
        description,
      })),
  );
};

export default lookupRoutes;
