import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  STAFF_AND_PHYSICIAN_ROLES,
  STAFF_ROLES,
  ZAcknowledgeInput,
  ZAcknowledgeParams,
  ZAcknowledgement,
  ZMyAcknowledgement,
  ZAddendumInput,
  ZReportPdfQuery,
  ZReportRecipientList,
  ZAmendmentInput,
  ZApiError,
  ZCriticalCall,
  ZCriticalCallInput,
  ZCriticalCallList,
  ZDiagnosis,
  ZDiagnosisConflict,
  ZDiagnosisInput,
  ZIdParam,
  ZMyReportsPage,
  ZMyReportsQuery,
  ZReportContent,
  ZReportList,
  ZReportSearchPage,
  ZReportSearchQuery,
  ZReportSummary,
  ZReportVersionParams,
  ZSignOutInput,
  ZSignOutResult,
  ZSignOutWarningsConflict,
  ZTurnaroundTargets,
  ZWorklistPage,
  ZWorklistQuery,
  type TReportContent,
} from '@lab/domain';
import { asc, desc, eq } from 'drizzle-orm';
import { criticalCalls, users } from '../../db/schema/index';
import { notFound } from '../../lib/http-error';
import { findCase } from '../../services/case-records';
import { publicOriginOf } from '../../services/public-links';
import { relyingPartyOf } from '../../services/passkeys';
import { readLabCalendar } from '../../services/lab-settings';
import { resultFhirBundle, resultHl7, resultMessageContext, type ResultMessageContext } from './messages';
import { markReportRead } from '../../services/report-reads';
import {
  caseInReportScope,
  findReport,
  listMyReports,
  listReportSummaries,
  listWorklist,
  hasOpenWork,
  loadDiagnosis,
  pathologistOfUser,
  readTurnaroundTargets,
  searchReports,
  toSummary,
  writeTurnaroundTargets,
  type ReportScope,
} from './repository';
import {
  addAddendum,
  amendCase,
  previewReport,
  recordCriticalCall,
  saveDiagnosis,
  signOutCase,
  SignOutWarningsError,
  StaleDiagnosisError,
  type ResultsContext,
  type SignedReport,
} from './service';
import { sendBinary } from '../../lib/binary-reply';
import { acknowledgeReport, listReportRecipients, myAcknowledgement } from './recipients';

const WORK_READ = { roles: STAFF_ROLES, area: 'results', action: 'read' } as const;
const WORK_WRITE = { roles: STAFF_ROLES, area: 'results', action: 'write' } as const;
/** Reading released reports: staff, the ordering physician, the patient (each within their scope). */
const REPORT_READ = { roles: [...STAFF_AND_PHYSICIAN_ROLES, 'patient'], area: 'results', action: 'read' } as const;
const tags = ['results'];

export function reportScope(req: FastifyRequest): ReportScope {
  const u = req.user!;
  if (u.role === 'physician') return { kind: 'physician', userId: u.id };
  if (u.role === 'patient') return { kind: 'patient', userId: u.id };
  return { kind: 'all' };
}

/** A diagnosis that moved since the caller read it: 409 `stale_version` with the current one. */
async function staleAs409<T>(reply: FastifyReply, run: () => Promise<T>) {
  try {
    return await run();
  } catch (err) {
    if (err instanceof StaleDiagnosisError)
      return reply.code(409).send({ error: err.message, code: 'stale_version' as const, current: err.current });
    if (err instanceof SignOutWarningsError)
      return reply.code(409).send({ error: err.message, code: 'sign_out_warnings' as const, warnings: err.warnings });
    throw err;
  }
}

/** The report's FISH results come from the FISH feature, handed over by routes/index.ts. */
const resultsRoutes: FastifyPluginAsyncZod<Pick<ResultsContext, 'fishForReport'>> = async (app, opts) => {
  const ctx: ResultsContext = {
    lab: {
      labName: app.config.labName,
      labAddress: app.config.labAddress,
      labClia: app.config.labClia,
      labTimeZone: app.config.labTimeZone,
    },
    fishForReport: opts.fishForReport,
    publicOrigin: () => publicOriginOf(app.db, app.config),
    passwords: app.passwords,
    secondFactors: { checks: app.secondFactors, relyingParty: () => relyingPartyOf(app.db, app.config) },
  };

  /** Mail goes out after the commit; a mail server that fails is logged, never undoes a signature. */
  function sendMail(signed: SignedReport) {
    for (const m of signed.mail) {
      app.mailer
        .send(m)
        .catch((err: unknown) => app.log.error({ err: (err as Error).message }, 'report notice mail failed'));
    }
    return { report: signed.report };
  }

  async function staffCase(id: number) {
    const row = await findCase(app.db, { id }, { kind: 'all' });
    if (!row) throw notFound('Case');
    return row;
  }

  /** The case and report version the caller may read (404 otherwise, so existence does not leak). */
  async function readableReport(req: FastifyRequest, caseId: number, version: number) {
    const c = await caseInReportScope(app.db, caseId, reportScope(req));
    const report = c ? await findReport(app.db, caseId, version) : null;
    if (!c || !report || !report.releasedAt) throw notFound('Report');
    return { c, report };
  }

  app.get(
    '/api/results/worklist',
    {
      config: { access: WORK_READ },
      schema: {
        tags,
        summary:
          'Diagnosis worklist: open cases needing result work, STAT first then oldest, with turnaround against target',
        querystring: ZWorklistQuery,
        response: { 200: ZWorklistPage, 400: ZApiError },
      },
    },
    async (req) => {
      const mine = await pathologistOfUser(app.db, req.user!.id);
      // "Mine" by default only for someone with open work assigned; anyone else starts on every pathologist's cases.
      const defaultPathologist: 'mine' | 'any' = mine && (await hasOpenWork(app.db, mine.id)) ? 'mine' : 'any';
      const calendar = await readLabCalendar(app.db, app.config);
      const page = await listWorklist(app.db, req.query, mine?.id ?? null, defaultPathologist, new Date(), calendar);
      if (page.data.length) {
        await req.audit({
          eventtype: 'read',
          eventdescription: `Diagnosis worklist viewed (${page.data.length} rows)`,
          entity: 'case',
          datavalue: JSON.stringify(req.query),
        });
      }
      return { ...page, myPathologistId: mine?.id ?? null, defaultPathologist };
    },
  );

  app.get(
    '/api/cases/:id/diagnosis',
    {
      config: { access: WORK_READ },
      schema: {
        tags,
        summary: 'The working diagnosis of a case',
        params: ZIdParam,
        response: { 200: ZDiagnosis, 404: ZApiError },
      },
    },
    async (req) => {
      const c = await staffCase(req.params.id);
      const { diagnosis } = await loadDiagnosis(app.db, c);
      await req.audit({
        eventtype: 'read',
        eventdescription: `Diagnosis of case ${c.caseNumber} viewed`,
        casenumber: c.caseNumber,
        entity: 'diagnosis',
        entityId: c.id,
      });
      return diagnosis;
    },
  );

  app.put(
    '/api/cases/:id/diagnosis',
    {
      config: { access: WORK_WRITE },
      schema: {
        tags,
        summary:
          'Save the whole working diagnosis with its rowVersion (autosave); stale → 409 with the current one; signed → 409',
        params: ZIdParam,
        body: ZDiagnosisInput,
        response: { 200: ZDiagnosis, 400: ZApiError, 404: ZApiError, 409: z.union([ZDiagnosisConflict, ZApiError]) },
      },
    },
    async (req, reply) => staleAs409(reply, () => saveDiagnosis(app.db, req.actor(), req.params.id, req.body)),
  );

  const sendPdf = (reply: FastifyReply, pdf: Buffer, name: string, disposition: 'inline' | 'attachment' = 'inline') =>
    reply
      .type('application/pdf')
      .header('content-disposition', `${disposition}; filename="${name}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);

  app.get(
    '/api/cases/:id/diagnosis/preview.pdf',
    {
      config: { access: WORK_READ, signedUrl: true },
      schema: {
        tags,
        summary: 'The report as it would be signed now, marked PRELIMINARY – NOT FOR CLINICAL USE (nothing stored)',
        params: ZIdParam,
        produces: ['application/pdf'],
        response: { 404: ZApiError },
      },
    },
    async (req, reply) => {
      const c = await staffCase(req.params.id);
      const { pdf } = await previewReport(app.db, ctx, c.id);
      await req.audit({
        eventtype: 'print',
        eventdescription: `Preliminary report of case ${c.caseNumber} previewed`,
        casenumber: c.caseNumber,
        entity: 'report',
        entityId: c.id,
      });
      return sendPdf(reply, pdf, `preliminary-${c.caseNumber}.pdf`);
    },
  );

  /**
   * A signature (sign-out, amendment, addendum): staff write, the case id, a body with the password and the
   * rowVersion reviewed, the new version or an error (409 `stale_version` with the current diagnosis when it moved).
   */
  const signing = <B extends z.ZodType>(summary: string, body: B) => ({
    config: { access: WORK_WRITE },
    schema: {
      tags,
      summary,
      params: ZIdParam,
      body,
      response: {
        200: ZSignOutResult,
        400: ZApiError,
        403: ZApiError,
        404: ZApiError,
        409: z.union([ZDiagnosisConflict, ZSignOutWarningsConflict, ZApiError]),
        429: ZApiError,
      },
    },
  });

  app.post(
    '/api/cases/:id/sign-out',
    signing(
      'Sign out (electronic signature: the password again, and the rowVersion reviewed) → report version 1, final, released',
      ZSignOutInput,
    ),
    async (req, reply) =>
      staleAs409(reply, async () => sendMail(await signOutCase(app.db, req.actor(), ctx, req.params.id, req.body))),
  );

  app.post(
    '/api/cases/:id/amendments',
    signing(
      'Amend (corrected report): reason, the changed diagnosis, the rowVersion reviewed and the password → a new corrected version',
      ZAmendmentInput,
    ),
    async (req, reply) =>
      staleAs409(reply, async () => sendMail(await amendCase(app.db, req.actor(), ctx, req.params.id, req.body))),
  );

  app.post(
    '/api/cases/:id/addenda',
    signing(
      'Addendum: text, the rowVersion reviewed and the password → a new addendum version below the unchanged diagnosis',
      ZAddendumInput,
    ),
    async (req, reply) =>
      staleAs409(reply, async () => sendMail(await addAddendum(app.db, req.actor(), ctx, req.params.id, req.body))),
  );

  app.get(
    '/api/cases/:id/reports',
    {
      config: { access: REPORT_READ },
      schema: {
        tags,
        summary: 'Every signed version of the case report, newest first; the newest is current',
        params: ZIdParam,
        response: { 200: ZReportList, 404: ZApiError },
      },
    },
    async (req) => {
      const c = await caseInReportScope(app.db, req.params.id, reportScope(req));
      if (!c) throw notFound('Case');
      const data = await listReportSummaries(app.db, c.id);
      await req.audit({
        eventtype: 'read',
        eventdescription: `Report versions of case ${c.caseNumber} listed`,
        casenumber: c.caseNumber,
        entity: 'report',
        entityId: c.id,
      });
      return { data };
    },
  );

  app.get(
    '/api/cases/:id/reports/:version',
    {
      config: { access: REPORT_READ },
      schema: {
        tags,
        summary: 'One report version to read in the browser (marks it read for the caller)',
        params: ZReportVersionParams,
        response: { 200: z.object({ report: ZReportSummary, content: ZReportContent }), 404: ZApiError },
      },
    },
    async (req) => {
      const { c, report } = await readableReport(req, req.params.id, req.params.version);
      const versions = await listReportSummaries(app.db, c.id);
      await app.db.transaction(async (tx) => {
        await markReportRead(tx, report, req.user!.id);
        await req.audit(
          {
            eventtype: 'read',
            eventdescription: `Report ${c.caseNumber} version ${report.version} read`,
            casenumber: c.caseNumber,
            entity: 'report',
            entityId: report.id,
          },
          tx,
        );
      });
      return { report: toSummary(report, versions[0]?.version === report.version), content: report.content };
    },
  );

  app.get(
    '/api/cases/:id/reports/:version/pdf',
    {
      config: { access: REPORT_READ, signedUrl: true },
      schema: {
        tags,
        summary:
          'The stored PDF of a version: the same bytes on every call (SHA-256 in the list and the ETag); inline, or with `download=true` an attachment named S26-00001-v2.pdf',
        params: ZReportVersionParams,
        querystring: ZReportPdfQuery,
        produces: ['application/pdf'],
        response: { 404: ZApiError },
      },
    },
    async (req, reply) => {
      const { c, report } = await readableReport(req, req.params.id, req.params.version);
      await app.db.transaction(async (tx) => {
        await markReportRead(tx, report, req.user!.id);
        await req.audit(
          {
            eventtype: 'download',
            eventdescription: `Report ${c.caseNumber} version ${report.version} downloaded (PDF)`,
            casenumber: c.caseNumber,
            entity: 'report',
            entityId: report.id,
            datavalue: report.sha256,
          },
          tx,
        );
      });
      reply.header('etag', `"${report.sha256}"`);
      return req.query.download
        ? sendPdf(reply, report.pdf, `${c.caseNumber}-v${report.version}.pdf`, 'attachment')
        : sendPdf(reply, report.pdf, `report-${c.caseNumber}-v${report.version}.pdf`);
    },
  );

  /** The interchange formats of a signed version: a declaration each, served by one route shape. */
  type Exported = { content: TReportContent; pdf: Buffer; version: number };
  const EXPORTS = [
    {
      path: 'fhir',
      label: 'FHIR',
      summary:
        'The version as a FHIR R4 collection Bundle: DiagnosticReport (PDF as presentedForm), Patient, Organizations, Practitioners, Specimens, Observations (docs/interfaces.md)',
      type: 'application/fhir+json',
      extension: 'fhir.json',
      render: (r: Exported, ctx: ResultMessageContext) =>
        JSON.stringify(resultFhirBundle(r.content, r.pdf, ctx, 'collection')),
    },
    {
      path: 'hl7',
      label: 'HL7',
      summary: 'The version as an HL7 v2.5.1 ORU^R01 message',
      type: 'application/hl7-v2; charset=utf-8',
      extension: 'hl7',
      render: (r: Exported, ctx: ResultMessageContext) =>
        resultHl7(r.content, r.pdf, ctx, { messageControlId: `${r.content.caseNumber}-${r.version}` }),
    },
  ] as const;

  for (const format of EXPORTS) {
    app.get(
      `/api/cases/:id/reports/:version/${format.path}`,
      {
        config: { access: REPORT_READ, signedUrl: true },
        schema: {
          tags,
          summary: format.summary,
          params: ZReportVersionParams,
          response: { 404: ZApiError },
        },
      },
      async (req, reply) => {
        const { c, report } = await readableReport(req, req.params.id, req.params.version);
        await req.audit({
          eventtype: 'download',
          eventdescription: `Report ${c.caseNumber} version ${report.version} exported (${format.label})`,
          casenumber: c.caseNumber,
          entity: 'report',
          entityId: report.id,
        });
        reply
          .type(format.type)
          .header(
            'content-disposition',
            `inline; filename="report-${c.caseNumber}-v${report.version}.${format.extension}"`,
          );
        const origin = await publicOriginOf(app.db, app.config);
        return sendBinary(reply, format.render(report, await resultMessageContext(app.db, origin, c.id)));
      },
    );
  }

  app.get(
    '/api/my/reports',
    {
      config: { access: { roles: ['physician', 'patient'], area: 'results', action: 'read' } },
      schema: {
        tags,
        summary: "The caller's released reports, newest first (physician: their facility's cases; patient: their own)",
        querystring: ZMyReportsQuery,
        response: { 200: ZMyReportsPage, 400: ZApiError },
      },
    },
    async (req) => {
      const page = await listMyReports(app.db, reportScope(req), req.user!.id, {
        ...req.query,
        unread: req.query.unread === 'true',
      });
      if (page.data.length)
        await req.audit({
          eventtype: 'read',
          eventdescription: `My reports listed (${page.data.length} rows)`,
          entity: 'report',
        });
      return page;
    },
  );

  app.get(
    '/api/my/reports/:caseId/acknowledgement',
    {
      config: { access: { roles: ['physician'], area: 'results', action: 'read' } },
      schema: {
        tags,
        summary: 'What the physician owes on a case: the version due (a correction or a critical result) and theirs',
        params: ZAcknowledgeParams,
        response: { 200: ZMyAcknowledgement, 404: ZApiError },
      },
    },
    async (req) => {
      const c = await caseInReportScope(app.db, req.params.caseId, reportScope(req));
      if (!c) throw notFound('Report');
      return myAcknowledgement(app.db, req.user!.id, c.id);
    },
  );

  app.post(
    '/api/my/reports/:caseId/acknowledge',
    {
      config: { access: { roles: ['physician'], area: 'results', action: 'read' } },
      schema: {
        tags,
        summary:
          'A physician acknowledges the current version of a case (a correction or a critical result); idempotent, audited',
        params: ZAcknowledgeParams,
        // The body may be left out: the current version is acknowledged.
        body: ZAcknowledgeInput.nullish(),
        response: { 200: ZAcknowledgement, 400: ZApiError, 404: ZApiError, 409: ZApiError },
      },
    },
    async (req) => {
      const c = await caseInReportScope(app.db, req.params.caseId, reportScope(req));
      if (!c) throw notFound('Report');
      return acknowledgeReport(app.db, req.actor(), c, req.body?.version);
    },
  );

  app.get(
    '/api/cases/:id/report-recipients',
    {
      config: { access: WORK_READ },
      schema: {
        tags,
        summary:
          'Who was told about the case reports (ordering, copy-to, subscribers, patient), and who has not acknowledged a correction or critical result',
        params: ZIdParam,
        response: { 200: ZReportRecipientList, 404: ZApiError },
      },
    },
    async (req) => {
      const c = await staffCase(req.params.id);
      const data = await listReportRecipients(app.db, c.id);
      await req.audit({
        eventtype: 'read',
        eventdescription: `Report recipients of case ${c.caseNumber} viewed`,
        casenumber: c.caseNumber,
        entity: 'report',
        entityId: c.id,
      });
      return { data, pending: data.filter((r) => r.pending).length };
    },
  );

  app.get(
    '/api/reports/search',
    {
      config: { access: { roles: STAFF_AND_PHYSICIAN_ROLES, area: 'results', action: 'read' } },
      schema: {
        tags,
        summary: 'Report Result: signed reports by case number, patient name or MRN (staff: all; physician: their own)',
        querystring: ZReportSearchQuery,
        response: { 200: ZReportSearchPage, 400: ZApiError },
      },
    },
    async (req) => {
      const page = await searchReports(app.db, reportScope(req), req.query);
      if (page.data.length)
        await req.audit({
          eventtype: 'read',
          eventdescription: `Reports searched (${page.data.length} rows)`,
          entity: 'report',
          datavalue: req.query.q ?? null,
        });
      return page;
    },
  );

  app.get(
    '/api/cases/:id/critical-calls',
    {
      config: { access: WORK_READ },
      schema: {
        tags,
        summary: 'Calls recorded for a critical result (required when the case is critical)',
        params: ZIdParam,
        response: { 200: ZCriticalCallList, 404: ZApiError },
      },
    },
    async (req) => {
      const c = await staffCase(req.params.id);
      const { diagnosis } = await loadDiagnosis(app.db, c);
      const rows = await app.db
        .select({
          id: criticalCalls.id,
          calledWhom: criticalCalls.calledWhom,
          calledAt: criticalCalls.calledAt,
          note: criticalCalls.note,
          recordedBy: users.name,
          recordedAt: criticalCalls.recordedAt,
        })
        .from(criticalCalls)
        .leftJoin(users, eq(users.id, criticalCalls.recordedBy))
        .where(eq(criticalCalls.caseId, c.id))
        .orderBy(asc(criticalCalls.calledAt), desc(criticalCalls.id));
      await req.audit({
        eventtype: 'read',
        eventdescription: `Critical calls of case ${c.caseNumber} viewed`,
        casenumber: c.caseNumber,
        entity: 'critical-call',
        entityId: c.id,
      });
      return {
        required: diagnosis.isCritical && rows.length === 0,
        data: rows.map((r) => ({ ...r, calledAt: r.calledAt.toISOString(), recordedAt: r.recordedAt.toISOString() })),
      };
    },
  );

  app.post(
    '/api/cases/:id/critical-calls',
    {
      config: { access: WORK_WRITE },
      schema: {
        tags,
        summary: 'Record whom the pathologist called about a critical result, and when',
        params: ZIdParam,
        body: ZCriticalCallInput,
        response: { 201: ZCriticalCall, 400: ZApiError, 404: ZApiError },
      },
    },
    async (req, reply) => {
      const row = await recordCriticalCall(app.db, req.actor(), req.params.id, req.body);
      reply.code(201);
      return {
        ...row,
        calledAt: row.calledAt.toISOString(),
        recordedAt: row.recordedAt.toISOString(),
        recordedBy: req.user!.name,
      };
    },
  );

  app.get(
    '/api/settings/turnaround',
    {
      config: { access: WORK_READ },
      schema: {
        tags,
        summary: "Turnaround targets in working days per case type (the worklist's colour)",
        response: { 200: ZTurnaroundTargets },
      },
    },
    async () => readTurnaroundTargets(app.db),
  );

  app.put(
    '/api/settings/turnaround',
    {
      config: { access: { roles: ['admin'] } },
      schema: {
        tags,
        summary: 'Set the turnaround targets (admin)',
        body: ZTurnaroundTargets,
        response: { 200: ZTurnaroundTargets, 400: ZApiError },
      },
    },
    async (req) => {
      await app.db.transaction(async (tx) => {
        const before = await readTurnaroundTargets(tx);
        await writeTurnaroundTargets(tx, req.body);
        await req.audit(
          {
            eventtype: 'settings',
            eventdescription: 'Turnaround targets changed',
            entity: 'settings',
            datavalue: 'turnaround',
            oldvalue: before,
            newvalue: req.body,
          },
          tx,
        );
      });
      return req.body;
    },
  );
};

export default resultsRoutes;
