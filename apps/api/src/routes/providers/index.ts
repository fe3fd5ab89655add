import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  PROVIDER_MESSAGES,
  STAFF_AND_PHYSICIAN_ROLES,
  STAFF_ROLES,
  ZApiError,
  ZIdParam,
  ZLinkableUsers,
  ZPhysicianFacility,
  ZProvider,
  ZProviderInput,
  ZProviderListQuery,
  ZProviderPage,
} from '@lab/domain';
import { forbidden, notFound } from '../../lib/http-error';
import type { Access } from '../../plugins/auth';
import type { Executor } from '../../db/client';
import {
  createProvider,
  facilityLabelOfPhysician,
  facilityOfPhysician,
  findProviderRow,
  getProvider,
  listLinkableUsers,
  listProviders,
  updateProvider,
  type ProviderInput,
} from './repository';

const ROLES = STAFF_AND_PHYSICIAN_ROLES;
const access: Access = { roles: ROLES };
const tags = ['providers'];

/**
 * A physician works inside the facility of their own provider record (the one linked to their user);
 * staff are not scoped. Returns the facility id to enforce, or null for staff.
 */
async function physicianScope(ex: Executor, req: FastifyRequest): Promise<number | null> {
  if (req.user!.role !== 'physician') return null;
  const facility = await facilityOfPhysician(ex, req.user!.id);
  if (!facility) throw forbidden(PROVIDER_MESSAGES.noFacility);
  return facility;
}

/** What a physician may write: always their facility; they cannot link portal users. */
function scopedInput(input: ProviderInput, facility: number | null, keepUserId: number | null): ProviderInput {
  if (facility === null) return input;
  if (input.facilityId && input.facilityId !== facility) throw forbidden(PROVIDER_MESSAGES.otherFacility);
  return { ...input, facilityId: facility, userId: keepUserId };
}

/** Ordering physicians. Physicians see and add the providers of their own facility only. */
const providerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/providers',
    {
      config: { access },
      schema: {
        tags,
        summary: 'List providers (search by NPI prefix, name or specialty); a physician sees their facility only',
        querystring: ZProviderListQuery,
        response: { 200: ZProviderPage, 403: ZApiError },
      },
    },
    async (req) => {
      if (req.user!.role !== 'physician') return listProviders(app.db, req.query);
      const facility = await facilityOfPhysician(app.db, req.user!.id);
      if (!facility) return { data: [], total: 0 };
      return listProviders(app.db, req.query, facility);
    },
  );

  app.get(
    '/api/providers/linkable-users',
    {
      config: { access: { roles: STAFF_ROLES } },
      schema: {
        tags,
        summary: 'Portal users of role physician a provider can be linked to (20 at most)',
        querystring: z.object({ q: z.string().trim().max(100).optional() }),
        response: { 200: ZLinkableUsers },
      },
    },
    async (req) => ({ data: await listLinkableUsers(app.db, req.query.q) }),
  );

  app.get(
    '/api/providers/my-facility',
    {
      config: { access: { roles: ['physician'] } },
      schema: {
        tags,
        summary: "The signed-in physician's facility, which the providers they add join",
        response: { 200: ZPhysicianFacility, 403: ZApiError },
      },
    },
    async (req) => {
      const facility = await facilityLabelOfPhysician(app.db, req.user!.id);
      if (!facility) throw forbidden(PROVIDER_MESSAGES.noFacility);
      return facility;
    },
  );

  app.get(
    '/api/providers/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: 'One provider',
        params: ZIdParam,
        response: { 200: ZProvider, 403: ZApiError, 404: ZApiError },
      },
    },
    async (req) => {
      const provider = await getProvider(app.db, req.params.id);
      const facility = req.user!.role === 'physician' ? await facilityOfPhysician(app.db, req.user!.id) : null;
      if (!provider || (req.user!.role === 'physician' && provider.facilityId !== facility)) throw notFound('Provider');
      return provider;
    },
  );

  app.post(
    '/api/providers',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Create a provider (NPI check digit validated, unique); a physician adds one to their own facility',
        body: ZProviderInput,
        response: { 201: ZProvider, 400: ZApiError, 403: ZApiError, 409: ZApiError },
      },
    },
    async (req, reply) => {
      const provider = await app.db.transaction(async (tx) => {
        const facility = await physicianScope(tx, req);
        return createProvider(tx, req.actor(), scopedInput(req.body, facility, null));
      });
      return reply.code(201).send(provider);
    },
  );

  app.put(
    '/api/providers/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Update a provider; `active: false` deactivates it. A physician edits within their facility only',
        params: ZIdParam,
        body: ZProviderInput,
        response: { 200: ZProvider, 400: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError },
      },
    },
    async (req) =>
      app.db.transaction(async (tx) => {
        const facility = await physicianScope(tx, req);
        const before = await findProviderRow(tx, req.params.id, true);
        if (!before || (facility !== null && before.facilityId !== facility)) throw notFound('Provider');
        return updateProvider(tx, req.actor(), before, scopedInput(req.body, facility, before.userId));
      }),
  );
};

export default providerRoutes;
