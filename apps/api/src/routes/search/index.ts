import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isAllowed, SEARCH_GROUP_LIMIT, ZMainSearchResponse, ZSearchQuery } from '@lab/domain';
import type { SearchProvider } from '../../lib/search-provider';

/**
 * The top-bar search (docs/shell.md#search): one group per provider, each ranked and limited on the server.
 * The providers come from routes/index.ts, which composes the features; the list is read at each request.
 */
const searchRoutes: FastifyPluginAsyncZod<{ providers: SearchProvider[] }> = async (app, opts) => {
  app.get(
    '/api/main-search/data',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['search'],
        summary: 'Search suggestions grouped as Pages, Files, Contacts…; prefix matches first, 4 per group',
        querystring: ZSearchQuery,
        response: { 200: ZMainSearchResponse },
      },
    },
    async (req) => {
      const user = req.user!;
      const q = req.query.q ?? '';
      // The same check as each group's list route: role, then the user's own permission matrix.
      const providers = opts.providers.filter(
        (p) =>
          (!p.roles || (user.role && p.roles.includes(user.role))) &&
          (!p.area || isAllowed(user.role, user.permissions, p.area, 'read')),
      );
      const searchResult = await Promise.all(
        providers.map(async (p) => ({
          groupTitle: p.groupTitle,
          searchLimit: SEARCH_GROUP_LIMIT,
          data: await p.search(app.db, q, SEARCH_GROUP_LIMIT, user),
        })),
      );
      // Names of patients shown in suggestions are a read of patient data: one audit row per search.
      const revealed = searchResult.filter((g, i) => providers[i]!.revealsPatientData && g.data.length > 0);
      if (revealed.length > 0) {
        await req.audit({
          eventtype: 'read',
          eventdescription: `Top-bar search "${q}" showed ${revealed.map((g) => `${g.data.length} ${g.groupTitle.toLowerCase()}`).join(', ')}`,
          entity: 'search',
          datavalue: q,
        });
      }
      return { searchResult };
    },
  );
};

export default searchRoutes;
