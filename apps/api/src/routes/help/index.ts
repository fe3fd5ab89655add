import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  canEditHelp,
  canReadHelp,
  ROLES,
  STAFF_AND_PHYSICIAN_ROLES,
  ZApiError,
  ZHelpArticle,
  ZHelpArticleInput,
  ZHelpArticlePage,
  ZHelpCategories,
  ZHelpCategoriesQuery,
  ZHelpListQuery,
  ZIdParam,
  ZTestDirectoryEntry,
  ZTestDirectoryPage,
  ZTestDirectoryQuery,
  type THelpArticle,
} from '@lab/domain';
import { HttpError } from '../../lib/http-error';
import { changeEvents } from '../../plugins/audit';
import type { Access } from '../../plugins/auth';
import {
  getArticle,
  getTestDirectoryEntry,
  insertArticle,
  listArticles,
  listCategories,
  listTestDirectory,
  lockArticle,
  setArticleActive,
  updateArticle,
} from './repository';

const tags = ['help'];
/** Every role reads the help (each its audiences); a user still waiting for a role reads none. */
const readers: Access = { roles: ROLES };
const admins: Access = { roles: ['admin'] };
const directoryReaders: Access = { roles: STAFF_AND_PHYSICIAN_ROLES };

/**
 * The article as written, or a 400 naming each field at fault. The routes take their body this way (attachValidation)
 * because the shared error handler reads a field called `body` as the request body itself and would name it
 * "request"; the schema stays on the route for OpenAPI.
 */
function articleInput(req: FastifyRequest): THelpArticleInputParsed {
  const failed = req.validationError as (Error & { validationContext?: string }) | undefined;
  if (failed && failed.validationContext !== 'body') throw failed;
  const parsed = ZHelpArticleInput.safeParse(req.body ?? {});
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[issue.path.join('.') || 'request'] ??= issue.message;
  const [field, message] = Object.entries(fields)[0]!;
  throw new HttpError(400, `${field}: ${message}`, fields, 'validation_failed');
}
type THelpArticleInputParsed = z.output<typeof ZHelpArticleInput>;

const notFound = (id: number) => new HttpError(404, `Help article ${id} not found`);
/** What the audit keeps of an article: its fields, the body as written. */
const audited = (a: THelpArticle) => ({
  kind: a.kind,
  category: a.category,
  title: a.title,
  audience: a.audience,
  sortOrder: a.sortOrder,
  body: a.body,
});

/**
 * The lab's help (docs/help.md): FAQ entries and knowledge-base articles, each read by the roles of its audience;
 * admins write, edit, retire and restore them (audited, never deleted). The test directory reads the Tests list.
 */
const helpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/help/articles',
    {
      config: { access: readers },
      schema: {
        tags,
        summary:
          'Help articles the user may read: kind, category, q (title or body), paging, sort; admins also retired ones (active=false or all=true)',
        querystring: ZHelpListQuery,
        response: { 200: ZHelpArticlePage, 400: ZApiError },
      },
    },
    async (req) => listArticles(app.db, req.query, req.user!.role, canEditHelp(req.user!.role)),
  );

  app.get(
    '/api/help/categories',
    {
      config: { access: readers },
      schema: {
        tags,
        summary: 'The categories of the active articles the user may read, with how many each holds',
        querystring: ZHelpCategoriesQuery,
        response: { 200: ZHelpCategories, 400: ZApiError },
      },
    },
    async (req) => listCategories(app.db, req.user!.role, req.query.kind),
  );

  app.get(
    '/api/help/articles/:id',
    {
      config: { access: readers },
      schema: {
        tags,
        summary: 'One article; 404 when the user may not read it or it is retired (admins read retired ones)',
        params: ZIdParam,
        response: { 200: ZHelpArticle, 404: ZApiError },
      },
    },
    async (req) => {
      const role = req.user!.role;
      const a = await getArticle(app.db, req.params.id);
      // An article of another audience is not shown to exist.
      if (!a || !canReadHelp(role, a.audience) || (!a.active && !canEditHelp(role))) throw notFound(req.params.id);
      return a;
    },
  );

  app.post(
    '/api/help/articles',
    {
      config: { access: admins },
      attachValidation: true,
      schema: {
        tags,
        summary: 'Write an article or FAQ entry (admin)',
        body: ZHelpArticleInput,
        response: { 201: ZHelpArticle, 400: ZApiError },
      },
    },
    async (req, reply) => {
      const input = articleInput(req);
      const created = await app.db.transaction(async (tx) => {
        const a = await insertArticle(tx, input, req.user!.id);
        await req.audit(
          {
            eventtype: 'create',
            eventdescription: `Help ${a.kind === 'faq' ? 'FAQ entry' : 'article'} written: ${a.title}`,
            entity: 'help-article',
            entityId: a.id,
            newvalue: audited(a),
          },
          tx,
        );
        return a;
      });
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/api/help/articles/:id',
    {
      config: { access: admins },
      attachValidation: true,
      schema: {
        tags,
        summary: 'Change an article (admin): every field as on writing; one audit row per changed field',
        params: ZIdParam,
        body: ZHelpArticleInput,
        response: { 200: ZHelpArticle, 400: ZApiError, 404: ZApiError },
      },
    },
    async (req) => {
      const input = articleInput(req);
      return app.db.transaction(async (tx) => {
        const before = await lockArticle(tx, req.params.id);
        if (!before) throw notFound(req.params.id);
        const after = await updateArticle(tx, req.params.id, input, req.user!.id);
        const events = changeEvents(
          {
            eventtype: 'update',
            eventdescription: `Help article changed: ${after.title}`,
            entity: 'help-article',
            entityId: after.id,
          },
          audited(before),
          audited(after),
        );
        if (events.length) await req.audit(events, tx);
        return after;
      });
    },
  );

  for (const [path, active] of [
    ['retire', false],
    ['restore', true],
  ] as const) {
    app.post(
      `/api/help/articles/:id/${path}`,
      {
        config: { access: admins },
        schema: {
          tags,
          summary: active
            ? 'Restore a retired article (admin)'
            : 'Retire an article (admin): readers no longer see it; it is kept and can be restored',
          params: ZIdParam,
          response: { 200: ZHelpArticle, 404: ZApiError, 409: ZApiError },
        },
      },
      async (req) =>
        app.db.transaction(async (tx) => {
          const before = await lockArticle(tx, req.params.id);
          if (!before) throw notFound(req.params.id);
          if (before.active === active)
            throw new HttpError(409, `Help article ${before.id} is already ${active ? 'active' : 'retired'}`);
          const after = await setArticleActive(tx, before.id, active, req.user!.id);
          await req.audit(
            {
              eventtype: active ? 'reactivate' : 'deactivate',
              eventdescription: `Help article ${active ? 'restored' : 'retired'}: ${after.title}`,
              entity: 'help-article',
              entityId: after.id,
              datavalue: 'active',
              oldvalue: before.active,
              newvalue: after.active,
            },
            tx,
          );
          return after;
        }),
    );
  }

  // ---- The test directory -------------------------------------------------------------------------------------------
  app.get(
    '/api/help/tests',
    {
      config: { access: directoryReaders },
      schema: {
        tags,
        summary:
          'The test directory: active tests of the Tests list by name, code or CPT code; test group, case type, paging, sort',
        querystring: ZTestDirectoryQuery,
        response: { 200: ZTestDirectoryPage, 400: ZApiError },
      },
    },
    async (req) => listTestDirectory(app.db, req.query),
  );

  app.get(
    '/api/help/tests/:id',
    {
      config: { access: directoryReaders },
      schema: {
        tags,
        summary: 'One active test of the directory',
        params: ZIdParam,
        response: { 200: ZTestDirectoryEntry, 404: ZApiError },
      },
    },
    async (req) => {
      const e = await getTestDirectoryEntry(app.db, req.params.id);
      if (!e) throw new HttpError(404, `Test ${req.params.id} not found`);
      return e;
    },
  );
};

export default helpRoutes;
