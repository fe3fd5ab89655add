import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { fhirIdentifierSystems } from '@lab/domain';
import type {
  Bundle,
  CapabilityStatement,
  CapabilityStatementRestResource,
  DiagnosticReport,
  Observation,
  Organization,
  Patient,
  Practitioner,
  Resource,
  Specimen,
} from '@medplum/fhirtypes';
import type { Executor } from '../../db/client';
import { AccountThrottle } from '../../lib/throttle';
import { auditFhirRead, FHIR_JSON, FhirError, sendFhirError } from '../../services/fhir-access';
import { INTERFACE_TOKEN_TTL_SECONDS, issueToken } from '../../services/interface-tokens';
import { publicOriginOf } from '../../services/public-links';
import { findReleasedVersions, type ReleasedVersion, type TimeBound, type VersionQuery } from './repository';

/** What the FHIR API makes of a released version (results' fhirReportResources, handed over in routes/index.ts). */
export type VersionResources = (
  ex: Executor,
  publicOrigin: string | null,
  v: { caseId: number; content: TReportContent; pdf: Buffer },
) => Promise<{
  patient: Patient;
  observations: Observation[];
  report: DiagnosticReport;
  specimens: Specimen[];
  lab: Organization;
  facility: Organization | null;
  pathologist: Practitioner;
  orderer: Practitioner | null;
}>;
type TReportContent = ReleasedVersion['content'];

export interface FhirRoutesOptions {
  versionResources: VersionResources;
}

const DEFAULT_COUNT = 50;
const MAX_COUNT = 100;
const tags = ['fhir'];

/** The search parameters each search takes (the CapabilityStatement lists them). */
const SEARCH_PARAMS = {
  DiagnosticReport: [
    { name: 'patient', type: 'reference', documentation: 'The Patient id (`123` or `Patient/123`)' },
    { name: 'identifier', type: 'token', documentation: 'The case number: `system|value` or `value`' },
    { name: '_lastUpdated', type: 'date', documentation: 'When the version was released; eq, ge, le, gt, lt' },
    { name: '_count', type: 'number', documentation: `Entries per answer, at most ${MAX_COUNT}` },
  ],
  Observation: [
    { name: 'patient', type: 'reference', documentation: 'The Patient id (`123` or `Patient/123`)' },
    { name: 'code', type: 'token', documentation: 'The observation code: `system|code` or `code`' },
    { name: '_lastUpdated', type: 'date', documentation: 'When the report version was released; eq, ge, le, gt, lt' },
    { name: '_count', type: 'number', documentation: `Entries per answer, at most ${MAX_COUNT}` },
  ],
} as const;

const invalidParam = (name: string, why: string) => new FhirError(400, 'invalid', `${name}: ${why}`, name);
const notFound = (type: string, id: string) => new FhirError(404, 'not-found', `${type}/${id} is not known`);

/** The values of one search parameter (a repeated parameter gives several). */
function values(q: Record<string, unknown>, name: string): string[] {
  const v = q[name];
  if (v === undefined) return [];
  return (Array.isArray(v) ? v : [v]).map(String);
}

function single(q: Record<string, unknown>, name: string): string | undefined {
  const all = values(q, name);
  if (all.length > 1) throw invalidParam(name, 'give it once');
  if (all[0] === '') throw invalidParam(name, 'is empty');
  return all[0];
}

/** Refuses any parameter the search does not support, naming it. */
function checkParams(q: Record<string, unknown>, allowed: readonly { name: string }[]) {
  for (const name of Object.keys(q)) {
    if (name === '_format') continue;
    if (!allowed.some((p) => p.name === name)) {
      throw invalidParam(name, `is not a supported search parameter (${allowed.map((p) => p.name).join(', ')})`);
    }
  }
  const format = single(q, '_format');
  if (format && !/^(json|application\/(fhir\+)?json)$/.test(format)) throw invalidParam('_format', 'only json');
}

function patientParam(q: Record<string, unknown>): number | undefined {
  const v = single(q, 'patient');
  if (v === undefined) return undefined;
  const m = /^(?:Patient\/)?(\d{1,9})$/.exec(v);
  if (!m) throw invalidParam('patient', 'must be a Patient id (`123` or `Patient/123`)');
  return Number(m[1]);
}

function countParam(q: Record<string, unknown>): number {
  const v = single(q, '_count');
  if (v === undefined) return DEFAULT_COUNT;
  if (!/^\d{1,4}$/.test(v)) throw invalidParam('_count', 'must be a whole number');
  return Math.min(Number(v), MAX_COUNT);
}

/** `[prefix]date`: the release times it admits, as a half-open interval (a date stands for its whole precision). */
export function lastUpdatedBound(value: string): TimeBound {
  const m =
    /^(eq|ge|le|gt|lt)?(\d{4})(?:-(\d{2})(?:-(\d{2})(T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2}))?)?)?$/.exec(
      value,
    );
  const bad = () =>
    invalidParam(
      '_lastUpdated',
      'must be [eq|ge|le|gt|lt]YYYY, YYYY-MM, YYYY-MM-DD or YYYY-MM-DDThh:mm[:ss][Z|±hh:mm]',
    );
  if (!m) throw bad();
  const [, prefix = 'eq', y, mo, d, time] = m;
  let from: Date;
  let to: Date;
  if (time) {
    from = new Date(`${y}-${mo}-${d}${time}`);
    const seconds = /T\d{2}:\d{2}:\d{2}/.test(time);
    to = new Date(from.getTime() + (seconds ? 1000 : 60_000));
  } else if (d) {
    from = new Date(Date.UTC(+y!, +mo! - 1, +d));
    to = new Date(Date.UTC(+y!, +mo! - 1, +d + 1));
    if (from.getUTCDate() !== +d) throw bad();
  } else if (mo) {
    from = new Date(Date.UTC(+y!, +mo - 1, 1));
    to = new Date(Date.UTC(+y!, +mo, 1));
    if (+mo < 1 || +mo > 12) throw bad();
  } else {
    from = new Date(Date.UTC(+y!, 0, 1));
    to = new Date(Date.UTC(+y! + 1, 0, 1));
  }
  if (Number.isNaN(from.getTime())) throw bad();
  switch (prefix) {
    case 'ge':
      return { from };
    case 'gt':
      return { from: to };
    case 'le':
      return { to };
    case 'lt':
      return { to: from };
    default:
      return { from, to };
  }
}

/** `system|value`, `|value` or `value`. */
function token(name: string, v: string): { system?: string; value: string } {
  const bar = v.indexOf('|');
  const parsed = bar < 0 ? { value: v } : { system: v.slice(0, bar) || undefined, value: v.slice(bar + 1) };
  if (!parsed.value) throw invalidParam(name, 'needs a value (`system|value` or `value`)');
  return parsed;
}

/**
 * The FHIR R4 read API (docs/interfaces.md#fhir-api): the CapabilityStatement, DiagnosticReport search and read,
 * Patient read, Observation search; only released report versions, only the caller's facilities' patients (any
 * other is 404, as unknown), every read audited. OAuth2 client credentials at POST /oauth/token.
 */
export default async function fhirRoutes(app: FastifyInstance, opts: FhirRoutesOptions) {
  // Throttled like passwords: per client_id, slowed then refused after repeated wrong secrets.
  const secrets = new AccountThrottle(
    app.throttles,
    'oauth-client',
    app.config.loginSlowdownMs,
    15 * 60_000,
    3,
    30_000,
    app.config.loginMaxWaitMs,
  );

  app.setErrorHandler((err: Error & { statusCode?: number }, req, reply) => {
    if (err instanceof FhirError) return sendFhirError(reply, err);
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) req.log.error({ err }, 'fhir request failed');
    return sendFhirError(
      reply,
      new FhirError(status, status === 500 ? 'exception' : 'invalid', status === 500 ? 'Internal error' : err.message),
    );
  });

  // --- POST /oauth/token: RFC 6749 §4.4, form-encoded, client_secret_post or client_secret_basic.
  await app.register(async (oauth) => {
    oauth.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 8 * 1024 },
      (_req, body, done) => done(null, new URLSearchParams(body as string)),
    );
    oauth.post(
      '/oauth/token',
      { schema: { tags, summary: 'OAuth2 client credentials: an access token for /fhir', hide: false } },
      async (req, reply) => {
        void reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
        const fail = (status: number, error: string, description: string, basic = false) => {
          if (basic) void reply.header('www-authenticate', 'Basic realm="fhir", charset="UTF-8"');
          return reply.code(status).send({ error, error_description: description });
        };
        if (!(req.body instanceof URLSearchParams)) {
          return fail(400, 'invalid_request', 'The body must be application/x-www-form-urlencoded');
        }
        const form = req.body;
        for (const name of new Set(form.keys())) {
          if (form.getAll(name).length > 1) return fail(400, 'invalid_request', `${name} is given more than once`);
        }
        const grant = form.get('grant_type');
        if (!grant) return fail(400, 'invalid_request', 'grant_type is required');
        if (grant !== 'client_credentials') {
          return fail(400, 'unsupported_grant_type', 'grant_type: only client_credentials is supported');
        }
        const header = req.headers.authorization;
        const basic = header?.startsWith('Basic ') ? header.slice(6).trim() : null;
        if (header && !basic) return fail(400, 'invalid_request', 'Authorization: only Basic is taken here');
        let clientId = form.get('client_id');
        let clientSecret = form.get('client_secret');
        if (basic) {
          if (clientSecret !== null) {
            return fail(400, 'invalid_request', 'client_secret: use HTTP Basic or the body, not both');
          }
          const decoded = Buffer.from(basic, 'base64').toString('utf8');
          const colon = decoded.indexOf(':');
          if (colon < 0) return fail(401, 'invalid_client', 'Authorization: Basic is client_id:client_secret', true);
          try {
            const id = decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, ' '));
            if (clientId !== null && clientId !== id) {
              return fail(400, 'invalid_request', 'client_id: differs from the one in Authorization');
            }
            clientId = id;
            clientSecret = decodeURIComponent(decoded.slice(colon + 1).replace(/\+/g, ' '));
          } catch {
            return fail(401, 'invalid_client', 'Authorization: not form-encoded', true);
          }
        }
        if (!clientId) return fail(400, 'invalid_request', 'client_id is required');
        if (!clientSecret) return fail(400, 'invalid_request', 'client_secret is required');
        const key = clientId.slice(0, 200);
        const wait = await secrets.reserve(key);
        if (wait === null) {
          const seconds = Math.max(1, Math.ceil((await secrets.retryAfterMs(key)) / 1000));
          void reply.header('retry-after', String(seconds));
          return fail(429, 'invalid_client', `Too many wrong secrets for this client: try again in ${seconds} s`);
        }
        let issued: Awaited<ReturnType<typeof issueToken>> = null;
        try {
          await sleep(wait);
          issued = await issueToken(app.db, clientId, clientSecret, INTERFACE_TOKEN_TTL_SECONDS);
        } finally {
          if (issued) await secrets.succeed(key);
          else await secrets.fail(key);
        }
        if (!issued) return fail(401, 'invalid_client', 'Unknown client or wrong secret', basic !== null);
        return reply.code(200).send({
          access_token: issued.token,
          token_type: 'Bearer',
          expires_in: INTERFACE_TOKEN_TTL_SECONDS,
        });
      },
    );
  });

  const origin = async (req: FastifyRequest) =>
    (await publicOriginOf(app.db, app.config))?.replace(/\/+$/, '') ?? `${req.protocol}://${req.host}`;

  const send = (reply: FastifyReply, resource: Resource) =>
    reply.code(200).type(FHIR_JSON).send(JSON.stringify(resource));

  const scope = (req: FastifyRequest): Pick<VersionQuery, 'facilityIds'> => ({
    facilityIds: req.fhirCaller!.facilityIds,
  });

  const withMeta = <T extends Resource>(r: T, v: ReleasedVersion): T => ({
    ...r,
    meta: { ...r.meta, lastUpdated: v.releasedAt.toISOString() },
  });

  async function resourcesOf(req: FastifyRequest, v: ReleasedVersion) {
    const r = await opts.versionResources(app.db, await publicOriginOf(app.db, app.config), v);
    return {
      patient: withMeta(r.patient, v),
      report: withMeta(r.report, v),
      observations: r.observations.map((o) => withMeta(o, v)),
      specimens: r.specimens.map((sp) => withMeta(sp, v)),
      practitioners: [r.pathologist, r.orderer].filter((x): x is Practitioner => x !== null),
      organizations: [r.lab, r.facility].filter((x): x is Organization => x !== null),
    };
  }

  /**
   * The resources a released report refers to, read by their id (docs/interfaces.md#fhir-api): an Observation or a
   * Specimen is found in its version (its id starts `<caseId>-<version>-`); a Practitioner or an Organization among
   * the caller's most recent released reports (MAX_COUNT) that name it. Nothing outside the caller's facilities.
   */
  const READABLE = {
    Observation: (r: Awaited<ReturnType<typeof resourcesOf>>) => r.observations,
    Specimen: (r: Awaited<ReturnType<typeof resourcesOf>>) => r.specimens,
    Practitioner: (r: Awaited<ReturnType<typeof resourcesOf>>) => r.practitioners,
    Organization: (r: Awaited<ReturnType<typeof resourcesOf>>) => r.organizations,
  } as const;
  type ReadableType = keyof typeof READABLE;

  async function readReferenced(req: FastifyRequest, type: ReadableType, id: string) {
    if (!/^[A-Za-z0-9.-]{1,64}$/.test(id)) throw notFound(type, id);
    const inVersion = /^(\d{1,9})-(\d{1,6})-/.exec(id);
    if ((type === 'Observation' || type === 'Specimen') && !inVersion) throw notFound(type, id);
    const found = await findReleasedVersions(app.db, {
      ...scope(req),
      ...(inVersion ? { caseId: Number(inVersion[1]), version: Number(inVersion[2]), limit: 1 } : { limit: MAX_COUNT }),
    });
    for (const v of found.rows) {
      const resource = READABLE[type](await resourcesOf(req, v)).find((r) => r.id === id);
      if (resource) return { resource: withMeta(resource, v), version: v };
    }
    throw notFound(type, id);
  }

  function searchset(base: string, self: string, total: number | undefined, resources: Resource[]): Bundle {
    return {
      resourceType: 'Bundle',
      type: 'searchset',
      ...(total !== undefined ? { total } : {}),
      link: [{ relation: 'self', url: self }],
      entry: resources.map((resource) => ({
        fullUrl: `${base}/${resource.resourceType}/${resource.id!}`,
        resource,
        search: { mode: 'match' },
      })),
    };
  }

  const fhir = { preHandler: app.fhirAccess };

  // --- The CapabilityStatement: public (what a client needs before it has a token).
  app.get(
    '/fhir/metadata',
    { schema: { tags, summary: 'The CapabilityStatement of the FHIR R4 API' } },
    async (req, reply) => {
      const base = await origin(req);
      // Every type is read by id; DiagnosticReport and Observation are searched too.
      const resource = (
        type: 'Patient' | ReadableType | keyof typeof SEARCH_PARAMS,
      ): CapabilityStatementRestResource => ({
        type,
        interaction: type in SEARCH_PARAMS ? [{ code: 'read' }, { code: 'search-type' }] : [{ code: 'read' }],
        ...(type in SEARCH_PARAMS
          ? {
              searchParam: SEARCH_PARAMS[type as keyof typeof SEARCH_PARAMS].map((p) => ({
                name: p.name,
                type: p.type,
                documentation: p.documentation,
              })),
            }
          : {}),
      });
      const statement: CapabilityStatement = {
        resourceType: 'CapabilityStatement',
        status: 'active',
        date: '2026-11-26',
        kind: 'instance',
        software: { name: 'Lab portal FHIR API' },
        implementation: { description: 'Released pathology reports', url: `${base}/fhir` },
        fhirVersion: '4.0.1',
        format: ['json'],
        rest: [
          {
            mode: 'server',
            security: {
              extension: [
                {
                  url: 'http://fhir-registry.smarthealthit.org/StructureDefinition/oauth-uris',
                  extension: [{ url: 'token', valueUri: `${base}/oauth/token` }],
                },
              ],
              service: [
                {
                  coding: [{ system: 'http://terminology.hl7.org/CodeSystem/restful-security-service', code: 'OAuth' }],
                  text: 'OAuth2 client credentials (grant_type=client_credentials), then Authorization: Bearer',
                },
              ],
            },
            resource: (
              ['DiagnosticReport', 'Patient', 'Observation', 'Specimen', 'Practitioner', 'Organization'] as const
            ).map(resource),
          },
        ],
      };
      return send(reply, statement);
    },
  );

  // Anything else under /fhir is an OperationOutcome, not the web app's page (POST is left to orders in).
  app.route({
    method: ['GET', 'PUT', 'PATCH', 'DELETE'],
    url: '/fhir/*',
    schema: { hide: true },
    handler: async (req) => {
      throw new FhirError(404, 'not-supported', `${req.method} ${req.url.split('?')[0]!} is not supported here`);
    },
  });

  app.get(
    '/fhir/DiagnosticReport',
    { ...fhir, schema: { tags, summary: 'Search released report versions (searchset Bundle)' } },
    async (req, reply) => {
      const q = (req.query ?? {}) as Record<string, unknown>;
      checkParams(q, SEARCH_PARAMS.DiagnosticReport);
      const publicOrigin = await publicOriginOf(app.db, app.config);
      const query: VersionQuery = { ...scope(req), limit: countParam(q), patientId: patientParam(q) };
      const identifier = single(q, 'identifier');
      let none = false;
      if (identifier !== undefined) {
        const t = token('identifier', identifier);
        if (t.system && t.system !== fhirIdentifierSystems(publicOrigin).caseNumber) none = true;
        query.caseNumber = t.value;
      }
      query.released = values(q, '_lastUpdated').map(lastUpdatedBound);
      const found = none ? { rows: [], total: 0 } : await findReleasedVersions(app.db, query);
      const reports = await Promise.all(found.rows.map(async (v) => (await resourcesOf(req, v)).report));
      await auditFhirRead(app, req, {
        eventtype: 'read',
        eventdescription: `FHIR DiagnosticReport search: ${found.rows.length} report version(s)`,
        entity: 'report',
        datavalue:
          found.rows
            .map((v) => `${v.caseNumber} v${v.version}`)
            .join(', ')
            .slice(0, 2000) || null,
        newvalue: {
          query: q,
          reports: found.rows.map((v) => ({ id: v.id, caseNumber: v.caseNumber, version: v.version })),
        },
      });
      const base = `${await origin(req)}/fhir`;
      return send(reply, searchset(base, `${base}${req.url.slice('/fhir'.length)}`, found.total, reports));
    },
  );

  app.get(
    '/fhir/DiagnosticReport/:id',
    { ...fhir, schema: { tags, summary: 'Read a released report version (`<caseId>-<version>`)' } },
    async (req, reply) => {
      const { id } = req.params as { id: string };
      const m = /^(\d{1,9})-(\d{1,6})$/.exec(id);
      if (!m) throw notFound('DiagnosticReport', id);
      const found = await findReleasedVersions(app.db, {
        ...scope(req),
        caseId: Number(m[1]),
        version: Number(m[2]),
        limit: 1,
      });
      const v = found.rows[0];
      if (!v) throw notFound('DiagnosticReport', id);
      const { report } = await resourcesOf(req, v);
      await auditFhirRead(app, req, {
        eventtype: 'read',
        eventdescription: `FHIR DiagnosticReport ${id} read (${v.caseNumber} v${v.version})`,
        casenumber: v.caseNumber,
        entity: 'report',
        entityId: v.id,
      });
      return send(reply, report);
    },
  );

  app.get(
    '/fhir/Patient/:id',
    { ...fhir, schema: { tags, summary: 'Read a patient who has a released report in the caller’s facilities' } },
    async (req, reply) => {
      const { id } = req.params as { id: string };
      if (!/^\d{1,9}$/.test(id)) throw notFound('Patient', id);
      const found = await findReleasedVersions(app.db, { ...scope(req), patientId: Number(id), limit: 1 });
      const v = found.rows[0];
      if (!v) throw notFound('Patient', id);
      const { patient } = await resourcesOf(req, v);
      await auditFhirRead(app, req, {
        eventtype: 'read',
        eventdescription: `FHIR Patient ${id} read`,
        entity: 'patient',
        entityId: v.patientId,
      });
      return send(reply, patient);
    },
  );

  for (const type of Object.keys(READABLE) as ReadableType[]) {
    app.get(
      `/fhir/${type}/:id`,
      { ...fhir, schema: { tags, summary: `Read a ${type} a released report refers to` } },
      async (req, reply) => {
        const { id } = req.params as { id: string };
        const { resource, version: v } = await readReferenced(req, type, id);
        await auditFhirRead(app, req, {
          eventtype: 'read',
          eventdescription: `FHIR ${type} ${id} read (${v.caseNumber} v${v.version})`,
          casenumber: v.caseNumber,
          entity: 'report',
          entityId: v.id,
        });
        return send(reply, resource);
      },
    );
  }

  app.get(
    '/fhir/Observation',
    { ...fhir, schema: { tags, summary: 'Search the Observations of released report versions (searchset Bundle)' } },
    async (req, reply) => {
      const q = (req.query ?? {}) as Record<string, unknown>;
      checkParams(q, SEARCH_PARAMS.Observation);
      const count = countParam(q);
      const code = single(q, 'code');
      const wanted = code === undefined ? undefined : token('code', code);
      const found = await findReleasedVersions(app.db, {
        ...scope(req),
        patientId: patientParam(q),
        released: values(q, '_lastUpdated').map(lastUpdatedBound),
        limit: MAX_COUNT,
      });
      const observations: Observation[] = [];
      for (const v of found.rows) {
        for (const o of (await resourcesOf(req, v)).observations) {
          const match =
            !wanted ||
            o.code.coding?.some((c) => c.code === wanted.value && (!wanted.system || c.system === wanted.system));
          if (match) observations.push(o);
        }
      }
      const page = observations.slice(0, count);
      await auditFhirRead(app, req, {
        eventtype: 'read',
        eventdescription: `FHIR Observation search: ${page.length} observation(s)`,
        entity: 'report',
        datavalue:
          page
            .map((o) => o.id)
            .join(', ')
            .slice(0, 2000) || null,
        newvalue: { query: q, observations: page.map((o) => o.id) },
      });
      const base = `${await origin(req)}/fhir`;
      return send(reply, searchset(base, `${base}${req.url.slice('/fhir'.length)}`, observations.length, page));
    },
  );
}
