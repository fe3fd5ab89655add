import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  chosenSearchGroup,
  isAllowed,
  SEARCH_GROUP_LIMIT,
  ZMainSearchResponse,
  ZSearchQuery,
  ZSearchResultsQuery,
  ZSearchResultsResponse,
} from '@lab/domain';
import type { AuthUser } from '../../plugins/auth';
import { searchSlice, type SearchProvider } from '../../lib/search-provider';

/** The groups a user may see: the same check as each group's list route, role then the user's own permission matrix. */
function visibleProviders(providers: readonly SearchProvider[], user: AuthUser): SearchProvider[] {
  return providers.filter(
    (p) =>
      (!p.roles || (user.role && p.roles.includes(user.role))) &&
      (!p.area || isAllowed(user.role, user.permissions, p.area, 'read')),
  );
}

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
      const providers = visibleProviders(opts.providers, user);
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

  app.get(
    '/api/search/results',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['search'],
        summary: 'Full search results (/pages/search): every group with its total, and one page of one group',
        querystring: ZSearchResultsQuery,
        response: { 200: ZSearchResultsResponse },
      },
    },
    async (req) => {
      const user = req.user!;
      const { q, page, pageSize } = req.query;
      const providers = visibleProviders(opts.providers, user);
      const totals = await Promise.all(
        providers.map(async (p) => ({
          groupTitle: p.groupTitle,
          total: (await searchSlice(p, app.db, q, { offset: 0, limit: 0 }, user)).total,
        })),
      );
      const group = chosenSearchGroup(totals, req.query.group);
      const provider = providers.find((p) => p.groupTitle === group);
      const { total, data } = provider
        ? await searchSlice(provider, app.db, q, { offset: (page - 1) * pageSize, limit: pageSize }, user)
        : { total: 0, data: [] };
      if (provider?.revealsPatientData && data.length > 0) {
        await req.audit({
          eventtype: 'read',
          eventdescription: `Search results "${q}" showed ${data.length} ${provider.groupTitle.toLowerCase()} (page ${page})`,
          entity: 'search',
          datavalue: q,
        });
      }
      return { q, groups: totals, group, page, pageSize, total, data };
    },
  );
};

export default searchRoutes;
