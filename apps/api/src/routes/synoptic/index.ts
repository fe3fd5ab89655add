import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  STAFF_ROLES,
  ZApiError,
  ZIdParam,
  ZPartSynoptic,
  ZPartSynopticConflict,
  ZPartSynopticInput,
  ZPartSynopticParams,
  ZProtocolCreated,
  ZProtocolImportQuery,
  ZProtocolList,
  ZProtocolSummary,
  ZQuestionnaireJson,
} from '@lab/domain';
import { synopticProtocols } from '../../db/schema/index';
import { notFound } from '../../lib/http-error';
import {
  importProtocol,
  readPartSynoptic,
  retireProtocol,
  savePartSynoptic,
  StaleSynopticError,
  suggestedProtocols,
  toProtocolSummary,
  type FishOfCase,
} from './service';

/** Synoptic reporting (docs/synoptic.md): the protocols, and each part's checklist answers. */

/** The protocols are read by whoever reports (staff); the part's answers as the diagnosis is read and written. */
const WORK_READ = { roles: STAFF_ROLES, area: 'results', action: 'read' } as const;
const WORK_WRITE = { roles: STAFF_ROLES, area: 'results', action: 'write' } as const;
const ADMIN = { roles: ['admin'] } as const;
const tags = ['synoptic'];

/** The case's accepted FISH results come from the FISH feature, handed over by routes/index.ts. */
const synopticRoutes: FastifyPluginAsyncZod<{ fishOfCase: FishOfCase }> = async (app, opts) => {
  app.get(
    '/api/synoptic/protocols',
    {
      config: { access: WORK_READ },
      schema: {
        tags,
        summary: 'The synoptic protocols, every version, active and retired, by name then version',
        response: { 200: ZProtocolList },
      },
    },
    async () => {
      const rows = await app.db
        .select()
        .from(synopticProtocols)
        .orderBy(asc(synopticProtocols.name), asc(synopticProtocols.id));
      return rows.map(toProtocolSummary);
    },
  );

  app.get(
    '/api/synoptic/protocols/:id',
    {
      config: { access: WORK_READ },
      schema: {
        tags,
        summary: "A protocol version as its FHIR Questionnaire (status 'retired' once retired)",
        params: ZIdParam,
        response: { 200: ZQuestionnaireJson, 404: ZApiError },
      },
    },
    async (req) => {
      const [row] = await app.db.select().from(synopticProtocols).where(eq(synopticProtocols.id, req.params.id));
      if (!row) throw notFound('Protocol');
      return {
        ...row.questionnaire,
        id: String(row.id),
        ...(row.status === 'retired' ? { status: 'retired' as const } : {}),
      };
    },
  );

  app.post(
    '/api/synoptic/protocols',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary:
          'Import a FHIR Questionnaire as a protocol version (?caseTypes=S,F; surgical by default); what the engine does not support → 400 naming it',
        querystring: ZProtocolImportQuery,
        body: ZQuestionnaireJson,
        response: { 201: ZProtocolCreated, 400: ZApiError, 409: ZApiError },
      },
    },
    async (req, reply) => {
      const row = await importProtocol(app.db, req.actor(), req.body, req.query.caseTypes ?? ['S']);
      return reply.code(201).send({ id: row.id });
    },
  );

  app.post(
    '/api/synoptic/protocols/:id/retire',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Retire a protocol version: no part is newly reported with it; parts reported with it keep it',
        params: ZIdParam,
        response: { 200: ZProtocolSummary, 404: ZApiError, 409: ZApiError },
      },
    },
    async (req) => toProtocolSummary(await retireProtocol(app.db, req.actor(), req.params.id)),
  );

  app.get(
    '/api/cases/:id/parts/:label/synoptic/suggestions',
    {
      config: { access: WORK_READ },
      schema: {
        tags,
        summary:
          "The protocol versions suggested for a part from its specimen and final diagnosis, best first (active, offered for the case's type)",
        params: ZPartSynopticParams,
        response: { 200: ZProtocolList, 404: ZApiError },
      },
    },
    async (req) => {
      const { c, part, protocols } = await suggestedProtocols(app.db, req.params.id, req.params.label);
      await req.audit({
        eventtype: 'read',
        eventdescription: `Synoptic protocols suggested for case ${c.caseNumber} part ${part.label}`,
        casenumber: c.caseNumber,
        entity: 'synoptic-report',
        entityId: c.id,
      });
      return protocols;
    },
  );

  app.get(
    '/api/cases/:id/parts/:label/synoptic',
    {
      config: { access: WORK_READ },
      schema: {
        tags,
        summary: "A part's synoptic report: its answers as a QuestionnaireResponse, the required items still missing",
        params: ZPartSynopticParams,
        response: { 200: ZPartSynoptic, 404: ZApiError },
      },
    },
    async (req) => {
      const { c, synoptic } = await readPartSynoptic(app.db, req.params.id, req.params.label);
      await req.audit({
        eventtype: 'read',
        eventdescription: `Synoptic report of case ${c.caseNumber} part ${synoptic.part} viewed`,
        casenumber: c.caseNumber,
        entity: 'synoptic-report',
        entityId: c.id,
      });
      return synoptic;
    },
  );

  app.put(
    '/api/cases/:id/parts/:label/synoptic',
    {
      config: { access: WORK_WRITE },
      schema: {
        tags,
        summary:
          "Save a part's checklist whole {protocolId, answers: {linkId: value | [values]}, rowVersion (left out the first time)}; stale → 409 with the stored one",
        params: ZPartSynopticParams,
        body: ZPartSynopticInput,
        response: {
          200: ZPartSynoptic,
          400: ZApiError,
          404: ZApiError,
          409: z.union([ZPartSynopticConflict, ZApiError]),
        },
      },
    },
    async (req, reply) => {
      try {
        return await savePartSynoptic(app.db, req.actor(), req.params.id, req.params.label, req.body, opts.fishOfCase);
      } catch (err) {
        if (err instanceof StaleSynopticError)
          return reply.code(409).send({ error: err.message, code: 'stale_version' as const, current: err.current });
        throw err;
      }
    },
  );
};

export default synopticRoutes;
