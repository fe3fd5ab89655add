import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  STAFF_ROLES,
  ZApiError,
  ZIdParam,
  ZPayer,
  ZPayerCoveragePage,
  ZPayerCoverageQuery,
  ZPayerInput,
  ZPayerListQuery,
  ZPayerPage,
} from '@lab/domain';
import { notFound } from '../../lib/http-error';
import type { Access } from '../../plugins/auth';
import { createPayer, getPayer, listPayerCoverages, listPayers, updatePayer } from './repository';

const STAFF = STAFF_ROLES;
const read: Access = { roles: STAFF, area: 'patients', action: 'read' };
const write: Access = { roles: STAFF, area: 'patients', action: 'write' };
const tags = ['payers'];

/** Insurance payers (the Insurance screen). Payers are deactivated, never deleted. */
const payerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/payers',
    {
      config: { access: read },
      schema: {
        tags,
        summary: 'List payers (search by payer id prefix or name, active and financial class filters)',
        querystring: ZPayerListQuery,
        response: { 200: ZPayerPage },
      },
    },
    async (req) => listPayers(app.db, req.query),
  );

  app.get(
    '/api/payers/:id',
    {
      config: { access: read },
      schema: { tags, summary: 'One payer', params: ZIdParam, response: { 200: ZPayer, 404: ZApiError } },
    },
    async (req) => {
      const payer = await getPayer(app.db, req.params.id);
      if (!payer) throw notFound('Payer');
      return payer;
    },
  );

  app.get(
    '/api/payers/:id/coverages',
    {
      config: { access: read },
      schema: {
        tags,
        summary: 'The coverages pointing at this payer, with patient name and MRN (audited as a read of patient data)',
        params: ZIdParam,
        querystring: ZPayerCoverageQuery,
        response: { 200: ZPayerCoveragePage, 404: ZApiError },
      },
    },
    async (req) => {
      const payer = await getPayer(app.db, req.params.id);
      if (!payer) throw notFound('Payer');
      const page = await listPayerCoverages(app.db, req.params.id, req.query);
      await req.audit({
        eventtype: 'read',
        eventdescription: `Coverages of payer ${payer.name} listed`,
        entity: 'payer',
        entityId: payer.id,
        newvalue: { page: req.query.page, shown: page.data.length },
      });
      return page;
    },
  );

  app.post(
    '/api/payers',
    {
      config: { access: write },
      schema: {
        tags,
        summary: 'Create a payer (payer id unique)',
        body: ZPayerInput,
        response: { 201: ZPayer, 400: ZApiError, 409: ZApiError },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await app.db.transaction((tx) => createPayer(tx, req.actor(), req.body))),
  );

  app.put(
    '/api/payers/:id',
    {
      config: { access: write },
      schema: {
        tags,
        summary: 'Update a payer; `active: false` deactivates it',
        params: ZIdParam,
        body: ZPayerInput,
        response: { 200: ZPayer, 400: ZApiError, 404: ZApiError, 409: ZApiError },
      },
    },
    async (req) => app.db.transaction((tx) => updatePayer(tx, req.actor(), req.params.id, req.body)),
  );
};

export default payerRoutes;
