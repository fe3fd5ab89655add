import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BOOKMARK_SUGGESTIONS_EMPTY,
  BOOKMARK_SUGGESTIONS_TYPING,
  rankByTitle,
  ZApiError,
  ZBookmarkOrder,
  ZBookmarksQuery,
  ZBookmarksResponse,
  ZBookmarkToggle,
} from '@lab/domain';
import { notFound } from '../../lib/http-error';
import { pagesFor } from '../../lib/pages';
import { listBookmarks, reorderStarred, setStarred } from './repository';

/** Per-user bookmarks of catalogue pages (docs/shell.md#bookmarks). */
const bookmarkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/search/bookmarks/data',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['bookmarks'],
        summary: 'Bookmarks: starred first in bar order; 6 ranked suggestions while typing, up to 100 otherwise',
        querystring: ZBookmarksQuery,
        response: { 200: ZBookmarksResponse },
      },
    },
    async (req) => {
      const list = await listBookmarks(app.db, req.user!.id, req.user!.role);
      const q = req.query.q ?? '';
      if (!q)
        return {
          searchResult: list.slice(0, Math.max(BOOKMARK_SUGGESTIONS_EMPTY, list.filter((b) => b.starred).length)),
        };
      const inCatalogueOrder = pagesFor(req.user!.role).map((p) => list.find((b) => b.id === p.id)!);
      return { searchResult: rankByTitle(inCatalogueOrder, q, BOOKMARK_SUGGESTIONS_TYPING) };
    },
  );

  app.post(
    '/api/update/bookmarks',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['bookmarks'],
        summary: 'Toggle a bookmark: starred becomes the opposite of obj.starred',
        body: ZBookmarkToggle,
        response: { 200: ZBookmarksResponse, 404: ZApiError },
      },
    },
    async (req) => {
      const { id, starred } = req.body.obj;
      const user = req.user!;
      const page = pagesFor(user.role).find((p) => p.id === id);
      if (!page) throw notFound('Page');
      await app.db.transaction(async (tx) => {
        await setStarred(tx, user.id, user.role, id, !starred);
        await req.audit(
          {
            eventtype: 'settings',
            eventdescription: `${!starred ? 'Bookmarked' : 'Removed bookmark'} ${page.title}`,
            entity: 'bookmark',
            entityId: id,
            datavalue: 'starred',
            oldvalue: starred,
            newvalue: !starred,
          },
          tx,
        );
      });
      return { searchResult: await listBookmarks(app.db, user.id, user.role) };
    },
  );

  app.post(
    '/api/update/bookmarks/order',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['bookmarks'],
        summary: 'Save the order of the starred bookmarks (drag and drop)',
        body: ZBookmarkOrder,
        response: { 200: ZBookmarksResponse },
      },
    },
    async (req) => {
      const user = req.user!;
      await app.db.transaction(async (tx) => {
        await reorderStarred(tx, user.id, user.role, req.body.ids);
        await req.audit(
          {
            eventtype: 'settings',
            eventdescription: 'Bookmarks reordered',
            entity: 'bookmark',
            newvalue: req.body.ids,
          },
          tx,
        );
      });
      return { searchResult: await listBookmarks(app.db, user.id, user.role) };
    },
  );
};

export default bookmarkRoutes;
