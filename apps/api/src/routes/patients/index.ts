import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PATIENT_MESSAGES,
  STAFF_ROLES,
  ZApiError,
  ZCoverage,
  ZCoverageInput,
  ZCoverageList,
  ZIdParam,
  ZPatient,
  ZPatientCasePage,
  ZPatientDetail,
  ZPatientDocumentPage,
  ZPatientDuplicateQuery,
  ZPatientDuplicates,
  ZPatientInput,
  ZPatientListQuery,
  ZPatientMergeInput,
  ZPatientPage,
  ZPatientRef,
  ZPatientSubListQuery,
  patientName,
} from '@lab/domain';
import { writeAudit } from '../../plugins/audit';
import { notFound } from '../../lib/http-error';
import type { Access } from '../../plugins/auth';
import { createCoverage, listCoverages, updateCoverage } from './coverages-repository';
import { mergePatients } from './merge';
import { listPatientCases, listPatientDocuments } from './patient-records';
import {
  createPatient,
  findDuplicates,
  findPatientRow,
  getPatientDetail,
  listPatients,
  updatePatient,
} from './repository';

/** Patient records are lab staff's work; physicians and patients reach their data through cases and reports. */
const read: Access = { roles: STAFF_ROLES, area: 'patients', action: 'read' };
const create: Access = { roles: STAFF_ROLES, area: 'patients', action: 'create' };
const write: Access = { roles: STAFF_ROLES, area: 'patients', action: 'write' };
const tags = ['patients'];

const ZDuplicateError = ZApiError.extend({ duplicates: z.array(ZPatientRef) });
const ZCoverageParams = z.object({
  id: z.coerce.number().int().positive(),
  coverageId: z.coerce.number().int().positive(),
});

const patientRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/patients',
    {
      config: { access: read },
      schema: {
        tags,
        summary: 'Search patients by name, MRN and date of birth ("smi 1980", "smith john", "M00012", "03/14/1980")',
        description:
          'Tokens: a year 1900–2100 filters the birth year, a date the exact date of birth, a token with digits the MRN ' +
          'prefix; the first other token is a last-name prefix, the second a first-name prefix. `total` is capped at ' +
          '10,000 (`totalCapped` says so). Merged records are hidden unless `includeMerged`. Audited as one read event.',
        querystring: ZPatientListQuery,
        response: { 200: ZPatientPage },
      },
    },
    async (req) => {
      const page = await listPatients(app.db, req.query);
      await req.audit({
        eventtype: 'read',
        eventdescription: req.query.q ? `Patient list searched: "${req.query.q}"` : 'Patient list viewed',
        entity: 'patient',
        datavalue: 'list',
        newvalue: { q: req.query.q ?? null, page: req.query.page, shown: page.data.length },
      });
      return page;
    },
  );

  app.get(
    '/api/patients/duplicates',
    {
      config: { access: read },
      schema: {
        tags,
        summary: 'Patients with this name and date of birth (case-insensitive), for the duplicate warning',
        querystring: ZPatientDuplicateQuery,
        response: { 200: ZPatientDuplicates },
      },
    },
    async (req) => {
      const data = await findDuplicates(app.db, req.query);
      await req.audit({
        eventtype: 'read',
        eventdescription: `Duplicate check: ${data.length} patient(s) named ${req.query.lastName}, ${req.query.firstName}, born ${req.query.dob}`,
        entity: 'patient',
        datavalue: 'duplicates',
        newvalue: { found: data.map((d) => d.id) },
      });
      return { data };
    },
  );

  app.get(
    '/api/patients/:id',
    {
      config: { access: read },
      schema: {
        tags,
        summary: 'One patient (audited: who read whose data)',
        params: ZIdParam,
        response: { 200: ZPatientDetail, 404: ZApiError },
      },
    },
    async (req) =>
      app.db.transaction(async (tx) => {
        const patient = await getPatientDetail(tx, req.params.id);
        if (!patient) throw notFound('Patient');
        await writeAudit(tx, req.actor(), {
          eventtype: 'read',
          eventdescription: `Patient record opened: ${patientName(patient)} (MRN ${patient.mrn})`,
          entity: 'patient',
          entityId: patient.id,
        });
        return patient;
      }),
  );

  app.post(
    '/api/patients',
    {
      config: { access: create },
      schema: {
        tags,
        summary: 'Register a patient (blank MRN: generated). A same-name-and-DOB twin needs confirmDuplicate: true',
        body: ZPatientInput,
        response: { 201: ZPatient, 400: ZApiError, 409: ZDuplicateError.or(ZApiError) },
      },
    },
    async (req, reply) => {
      const result = await app.db.transaction((tx) => createPatient(tx, req.actor(), req.body));
      if ('duplicates' in result) {
        const d = result.duplicates[0]!;
        return reply.code(409).send({
          error: `${PATIENT_MESSAGES.duplicate}: ${patientName(d)}, MRN ${d.mrn}`,
          code: 'conflict',
          fields: { confirmDuplicate: `${PATIENT_MESSAGES.duplicate} (MRN ${d.mrn})` },
          duplicates: result.duplicates,
        });
      }
      return reply.code(201).send(result.patient);
    },
  );

  app.put(
    '/api/patients/:id',
    {
      config: { access: write },
      schema: {
        tags,
        summary: 'Update a patient (a blank MRN keeps the current one); every changed field is audited',
        params: ZIdParam,
        body: ZPatientInput,
        response: { 200: ZPatient, 400: ZApiError, 404: ZApiError, 409: ZApiError },
      },
    },
    async (req) => app.db.transaction((tx) => updatePatient(tx, req.actor(), req.params.id, req.body)),
  );

  app.post(
    '/api/patients/:id/merge',
    {
      config: { access: { roles: ['admin'], area: 'patients', action: 'write' } },
      schema: {
        tags,
        summary:
          'Merge this duplicate record into `intoId` (admin): cases, coverages and documents move; audited on both',
        params: ZIdParam,
        body: ZPatientMergeInput,
        response: {
          200: z.object({
            patient: ZPatientDetail,
            moved: z.object({ cases: z.number().int(), coverages: z.number().int(), documents: z.number().int() }),
          }),
          400: ZApiError,
          404: ZApiError,
          409: ZApiError,
        },
      },
    },
    async (req) =>
      app.db.transaction(async (tx) => {
        const moved = await mergePatients(tx, req.actor(), req.params.id, req.body.intoId);
        return { patient: (await getPatientDetail(tx, req.params.id))!, moved };
      }),
  );

  const assertPatient = async (id: number) => {
    if (!(await findPatientRow(app.db, id))) throw notFound('Patient');
  };
  /** A tab of the patient page read: who saw which part of whose record. */
  const auditSubRead = (req: FastifyRequest, id: number, what: 'cases' | 'documents' | 'coverages', shown: number) =>
    req.audit({
      eventtype: 'read',
      eventdescription: `Patient ${what} viewed (${shown} rows)`,
      entity: 'patient',
      entityId: id,
      datavalue: what,
    });

  /** The record page's paged tabs: a declaration each, served by one route shape. */
  const TABS = [
    { what: 'cases', summary: "The patient's cases, newest first", page: ZPatientCasePage, list: listPatientCases },
    {
      what: 'documents',
      summary: "The patient's documents (not deleted), newest first",
      page: ZPatientDocumentPage,
      list: listPatientDocuments,
    },
  ] as const;

  for (const tab of TABS) {
    app.get(
      `/api/patients/:id/${tab.what}`,
      {
        config: { access: read },
        schema: {
          tags,
          summary: tab.summary,
          params: ZIdParam,
          querystring: ZPatientSubListQuery,
          response: { 200: tab.page, 404: ZApiError },
        },
      },
      async (req) => {
        await assertPatient(req.params.id);
        const page = await tab.list(app.db, req.params.id, req.query);
        await auditSubRead(req, req.params.id, tab.what, page.data.length);
        return page;
      },
    );
  }

  app.get(
    '/api/patients/:id/coverages',
    {
      config: { access: read },
      schema: {
        tags,
        summary: "The patient's insurance coverages, active first, by rank",
        params: ZIdParam,
        response: { 200: ZCoverageList, 404: ZApiError },
      },
    },
    async (req) => {
      await assertPatient(req.params.id);
      const data = await listCoverages(app.db, req.params.id);
      await auditSubRead(req, req.params.id, 'coverages', data.length);
      return { data };
    },
  );

  app.post(
    '/api/patients/:id/coverages',
    {
      config: { access: write },
      schema: {
        tags,
        summary: 'Add an insurance coverage (one active coverage per rank)',
        params: ZIdParam,
        body: ZCoverageInput,
        response: { 201: ZCoverage, 400: ZApiError, 404: ZApiError, 409: ZApiError },
      },
    },
    async (req, reply) => {
      const coverage = await app.db.transaction((tx) => createCoverage(tx, req.actor(), req.params.id, req.body));
      return reply.code(201).send(coverage);
    },
  );

  app.put(
    '/api/patients/:id/coverages/:coverageId',
    {
      config: { access: write },
      schema: {
        tags,
        summary: 'Update a coverage; `active: false` ends it (coverages are never deleted)',
        params: ZCoverageParams,
        body: ZCoverageInput,
        response: { 200: ZCoverage, 400: ZApiError, 404: ZApiError, 409: ZApiError },
      },
    },
    async (req) =>
      app.db.transaction((tx) => updateCoverage(tx, req.actor(), req.params.id, req.params.coverageId, req.body)),
  );
};

export default patientRoutes;
