import type { AddressInfo } from 'node:net';
import { fhirSchemaValidator } from './fhir-schema';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { Client } from 'fhir-kit-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, caseReports, cases, interfaceClients, interfaceTokens } from '../src/db/schema/index';
import { lookupTables } from '../src/db/schema/lookups';
import { fhirIdentifierSystems } from '@lab/domain';
import { createTestApp, type TestContext } from './helper';
import { clientToken, FORM, formEncoded, newInterfaceClient } from './interface-clients';

/**
 * The FHIR R4 read API and OAuth2 client credentials (docs/interfaces.md#fhir-api), read by a FHIR client library
 * written elsewhere (fhir-kit-client) against a listening server, every answer checked against the official FHIR
 * R4 JSON schema. On PGlite, and on PostgreSQL with TEST_PG_URL.
 */
let t: TestContext;
let base: string;
const schema = fhirSchemaValidator();
/** A released version of the demo with a submitting facility. */
let target: { caseId: number; version: number; caseNumber: string; patientId: number; facilityId: number };
let otherFacility: number;

type Bundle = { resourceType: string; type: string; total?: number; entry?: { resource: Record<string, unknown> }[] };

const newClient = (facilityIds?: number[]) => newInterfaceClient(t, facilityIds);
const tokenOf = (c: { clientId: string; clientSecret: string }) => clientToken(t, c);
const form = formEncoded;

const fhirClient = (token: string) => new Client({ baseUrl: `${base}/fhir`, bearerToken: token });

/** The status of a fhir-kit-client call that failed (its error carries the response). */
async function failure(p: Promise<unknown>): Promise<{ status: number; data: Record<string, unknown> }> {
  try {
    await p;
  } catch (err) {
    const e = err as { response?: { status: number; data: Record<string, unknown> } };
    if (e.response) return e.response;
    throw err;
  }
  throw new Error('the call did not fail');
}

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const [row] = await t.database.db
    .select({
      caseId: caseReports.caseId,
      version: caseReports.version,
      caseNumber: cases.caseNumber,
      patientId: cases.patientId,
      facilityId: cases.facilityId,
    })
    .from(caseReports)
    .innerJoin(cases, eq(cases.id, caseReports.caseId))
    .where(and(isNotNull(caseReports.releasedAt), isNotNull(cases.facilityId)))
    .orderBy(desc(caseReports.version))
    .limit(1);
  target = { ...row!, facilityId: row!.facilityId! };
  const facilities = lookupTables.submittingfacilities!;
  const [other] = await t.database.db
    .select({ id: facilities.id })
    .from(facilities)
    .where(
      sql`${facilities.id} not in (select ${cases.facilityId} from ${cases} join ${caseReports} on ${caseReports.caseId} = ${cases.id} where ${cases.facilityId} is not null)`,
    )
    .limit(1);
  otherFacility = other?.id ?? 2_000_000;
}, 120_000);
afterAll(() => t.close());

describe('POST /oauth/token', () => {
  it('issues a Bearer token for the secret in the body or by HTTP Basic, stored hashed, expiring', async () => {
    const c = await newClient();
    const body = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: FORM,
      payload: form({ grant_type: 'client_credentials', client_id: c.clientId, client_secret: c.clientSecret }),
    });
    expect(body.statusCode).toBe(200);
    expect(body.headers['cache-control']).toBe('no-store');
    const issued = body.json() as { access_token: string; token_type: string; expires_in: number };
    expect(issued).toEqual({ access_token: expect.any(String), token_type: 'Bearer', expires_in: 3600 });

    const basic = Buffer.from(`${encodeURIComponent(c.clientId)}:${encodeURIComponent(c.clientSecret)}`).toString(
      'base64',
    );
    const viaBasic = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { ...FORM, authorization: `Basic ${basic}` },
      payload: form({ grant_type: 'client_credentials' }),
    });
    expect(viaBasic.statusCode).toBe(200);
    expect((viaBasic.json() as { token_type: string }).token_type).toBe('Bearer');

    const stored = await t.database.db.select().from(interfaceTokens).where(eq(interfaceTokens.clientId, c.id));
    expect(stored).toHaveLength(2);
    expect(stored.map((s) => s.tokenHash)).not.toContain(issued.access_token);
    const ttl = stored[0]!.expiresAt.getTime() - Date.now();
    expect(ttl).toBeGreaterThan(3500_000);
    expect(ttl).toBeLessThanOrEqual(3600_000);
  });

  it('answers RFC 6749 errors: unsupported grant, missing fields, wrong secret (401, WWW-Authenticate for Basic)', async () => {
    const c = await newClient();
    const post = (payload: string, headers: Record<string, string> = FORM) =>
      t.app.inject({ method: 'POST', url: '/oauth/token', headers, payload });
    const grant = await post(form({ grant_type: 'password', client_id: c.clientId, client_secret: 'x' }));
    expect(grant.statusCode).toBe(400);
    expect(grant.json()).toMatchObject({ error: 'unsupported_grant_type' });
    const noGrant = await post(form({ client_id: c.clientId, client_secret: c.clientSecret }));
    expect(noGrant.statusCode).toBe(400);
    expect(noGrant.json()).toMatchObject({
      error: 'invalid_request',
      error_description: expect.stringContaining('grant_type'),
    });
    const noSecret = await post(form({ grant_type: 'client_credentials', client_id: c.clientId }));
    expect(noSecret.statusCode).toBe(400);
    expect(noSecret.json()).toMatchObject({
      error: 'invalid_request',
      error_description: expect.stringContaining('client_secret'),
    });

    const wrong = await post(form({ grant_type: 'client_credentials', client_id: c.clientId, client_secret: 'nope' }));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ error: 'invalid_client' });
    const basic = Buffer.from(`${c.clientId}:nope`).toString('base64');
    const wrongBasic = await post(form({ grant_type: 'client_credentials' }), {
      ...FORM,
      authorization: `Basic ${basic}`,
    });
    expect(wrongBasic.statusCode).toBe(401);
    expect(wrongBasic.json()).toMatchObject({ error: 'invalid_client' });
    expect(wrongBasic.headers['www-authenticate']).toMatch(/^Basic /);
    const unknown = await post(form({ grant_type: 'client_credentials', client_id: 'lpc_nobody', client_secret: 'x' }));
    expect(unknown.statusCode).toBe(401);
  });

  it('is throttled like passwords: after wrong secrets a client is slowed then refused (429), even the right secret', async () => {
    // The account throttle's settings (3 free, then each gap doubles from loginSlowdownMs, refused past loginMaxWaitMs).
    const th = await createTestApp({ config: { loginSlowdownMs: 5000, loginMaxWaitMs: 1000 } });
    try {
      const created = await th.as('admin', {
        method: 'POST',
        url: '/api/interfaces/clients',
        payload: { name: 'Throttled' },
      });
      const c = created.json() as { clientId: string; clientSecret: string };
      const post = (secret: string) =>
        th.app.inject({
          method: 'POST',
          url: '/oauth/token',
          headers: FORM,
          payload: form({ grant_type: 'client_credentials', client_id: c.clientId, client_secret: secret }),
        });
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await post('wrong')).statusCode);
      expect(statuses).toEqual([401, 401, 401, 401, 429]);
      const right = await post(c.clientSecret);
      expect(right.statusCode).toBe(429);
      expect(right.json()).toMatchObject({ error: 'invalid_client' });
      expect(right.headers['retry-after']).toMatch(/^\d+$/);
    } finally {
      await th.close();
    }
  }, 60_000);
});

describe('the FHIR API read by fhir-kit-client', () => {
  it('GET /fhir/metadata: a valid CapabilityStatement, without a token, naming the token URL', async () => {
    const cs = (await new Client({ baseUrl: `${base}/fhir` }).capabilityStatement()) as Record<string, unknown>;
    // R4 is 4.0.1 (the technical correction); the published JSON schema's enum stops at 4.0.0, otherwise it is valid.
    expect(cs.fhirVersion).toBe('4.0.1');
    expect(schema.validate({ ...cs, fhirVersion: '4.0.0' })).toEqual([]);
    expect(cs).toMatchObject({ resourceType: 'CapabilityStatement', fhirVersion: '4.0.1', kind: 'instance' });
    const text = JSON.stringify(cs);
    expect(text).toContain('http://fhir-registry.smarthealthit.org/StructureDefinition/oauth-uris');
    expect(text).toContain('/oauth/token');
    for (const name of ['patient', 'identifier', '_lastUpdated', 'code']) expect(text).toContain(`"name":"${name}"`);
    const openapi = await t.app.inject({ url: '/api/docs/json' });
    expect(openapi.statusCode).toBe(200);
    expect(Object.keys((openapi.json() as { paths: object }).paths)).toEqual(
      expect.arrayContaining(['/oauth/token', '/fhir/metadata', '/fhir/DiagnosticReport/{id}']),
    );
    const raw = await fetch(`${base}/fhir/metadata`);
    expect(raw.headers.get('content-type')).toMatch(/^application\/fhir\+json/);
  });

  it('searches DiagnosticReport by patient and identifier, reads one and its Patient; all schema-valid; audited as the client', async () => {
    const c = await newClient();
    const client = fhirClient(await tokenOf(c));
    const byPatient = (await client.search({
      resourceType: 'DiagnosticReport',
      searchParams: { patient: String(target.patientId) },
    })) as Bundle;
    expect(schema.validate(byPatient)).toEqual([]);
    expect(byPatient).toMatchObject({ resourceType: 'Bundle', type: 'searchset' });
    const ids = byPatient.entry!.map((e) => e.resource.id);
    expect(ids).toContain(`${target.caseId}-${target.version}`);
    for (const e of byPatient.entry!) {
      expect(e.resource.resourceType).toBe('DiagnosticReport');
      expect((e.resource.subject as { reference: string }).reference).toBe(`Patient/${target.patientId}`);
    }

    const byIdentifier = (await client.search({
      resourceType: 'DiagnosticReport',
      searchParams: { identifier: target.caseNumber },
    })) as Bundle;
    expect(schema.validate(byIdentifier)).toEqual([]);
    expect(byIdentifier.total).toBeGreaterThanOrEqual(1);
    expect(byIdentifier.entry!.map((e) => e.resource.id)).toContain(`${target.caseId}-${target.version}`);
    const withSystem = (await client.search({
      resourceType: 'DiagnosticReport',
      searchParams: { identifier: `${fhirIdentifierSystems(t.config.publicUrl).caseNumber}|${target.caseNumber}` },
    })) as Bundle;
    expect(withSystem.total).toBe(byIdentifier.total);
    const otherSystem = (await client.search({
      resourceType: 'DiagnosticReport',
      searchParams: { identifier: `urn:oid:1.2.3|${target.caseNumber}` },
    })) as Bundle;
    expect(otherSystem.total).toBe(0);
    const future = (await client.search({
      resourceType: 'DiagnosticReport',
      searchParams: { identifier: target.caseNumber, _lastUpdated: 'ge2999-01-01' },
    })) as Bundle;
    expect(future.total).toBe(0);
    const past = (await client.search({
      resourceType: 'DiagnosticReport',
      searchParams: { identifier: target.caseNumber, _lastUpdated: 'gt2000-01' },
    })) as Bundle;
    expect(past.total).toBe(byIdentifier.total);

    const report = (await client.read({
      resourceType: 'DiagnosticReport',
      id: `${target.caseId}-${target.version}`,
    })) as Record<string, unknown>;
    expect(schema.validate(report)).toEqual([]);
    expect(report).toMatchObject({ resourceType: 'DiagnosticReport', id: `${target.caseId}-${target.version}` });
    const patientRef = (report.subject as { reference: string }).reference;
    const [type, id] = patientRef.split('/');
    const patient = (await client.read({ resourceType: type!, id: id! })) as Record<string, unknown>;
    expect(schema.validate(patient)).toEqual([]);
    expect(patient).toMatchObject({ resourceType: 'Patient', id: String(target.patientId) });

    const observations = (await client.search({
      resourceType: 'Observation',
      searchParams: { patient: String(target.patientId) },
    })) as Bundle;
    expect(schema.validate(observations)).toEqual([]);
    expect(observations.type).toBe('searchset');
    for (const e of observations.entry ?? []) expect(e.resource.resourceType).toBe('Observation');

    const all = (await client.search({ resourceType: 'Observation', searchParams: { _count: '100' } })) as Bundle;
    expect(schema.validate(all)).toEqual([]);
    expect(all.entry!.length).toBeGreaterThan(0);
    const coding = (all.entry![0]!.resource.code as { coding: { system: string; code: string }[] }).coding[0]!;
    const byCode = (await client.search({
      resourceType: 'Observation',
      searchParams: { code: `${coding.system}|${coding.code}` },
    })) as Bundle;
    expect(byCode.entry!.length).toBeGreaterThan(0);
    for (const e of byCode.entry!) {
      expect((e.resource.code as { coding: { code: string }[] }).coding.map((c) => c.code)).toContain(coding.code);
    }
    const noCode = (await client.search({
      resourceType: 'Observation',
      searchParams: { code: 'no-such-code' },
    })) as Bundle;
    expect(noCode.total).toBe(0);

    const audited = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.username, `interface-client ${c.clientId}`), isNull(auditEvents.userId)));
    const descriptions = audited.map((a) => a.eventdescription);
    expect(descriptions).toEqual(
      expect.arrayContaining([
        expect.stringContaining('FHIR DiagnosticReport search'),
        `FHIR DiagnosticReport ${target.caseId}-${target.version} read (${target.caseNumber} v${target.version})`,
        `FHIR Patient ${target.patientId} read`,
        expect.stringContaining('FHIR Observation search'),
      ]),
    );
  });

  it('every reference of a report resolves: its Specimens, Observations, Practitioners and Organizations read by id', async () => {
    const c = await newClient();
    const client = fhirClient(await tokenOf(c));
    const report = (await client.read({
      resourceType: 'DiagnosticReport',
      id: `${target.caseId}-${target.version}`,
    })) as Record<string, unknown>;
    type Ref = { reference?: string };
    const refs = [
      report.subject as Ref,
      ...((report.performer as Ref[]) ?? []),
      ...((report.resultsInterpreter as Ref[]) ?? []),
      ...((report.specimen as Ref[]) ?? []),
      ...((report.result as Ref[]) ?? []),
    ]
      .map((r) => r.reference!)
      .filter((r) => !r.startsWith('ServiceRequest/'));
    expect(refs.some((r) => r.startsWith('Specimen/'))).toBe(true);
    expect(refs.some((r) => r.startsWith('Practitioner/'))).toBe(true);
    expect(refs.some((r) => r.startsWith('Organization/'))).toBe(true);
    for (const ref of refs) {
      const [type, id] = ref.split('/') as [string, string];
      const read = (await client.read({ resourceType: type, id })) as Record<string, unknown>;
      expect(schema.validate(read), ref).toEqual([]);
      expect(read, ref).toMatchObject({ resourceType: type, id });
      // What it refers to in turn resolves too (a Patient's managing organization, a Specimen's subject).
      for (const inner of [read.subject, read.managingOrganization] as (Ref | undefined)[]) {
        if (!inner?.reference) continue;
        const [t2, id2] = inner.reference.split('/') as [string, string];
        expect(await client.read({ resourceType: t2, id: id2 }), inner.reference).toMatchObject({ id: id2 });
      }
    }
    // The CapabilityStatement says so.
    const meta = (await t.app.inject({ url: '/fhir/metadata' })).json() as {
      rest: { resource: { type: string; interaction: { code: string }[] }[] }[];
    };
    for (const type of ['Specimen', 'Practitioner', 'Organization', 'Observation'])
      expect(meta.rest[0]!.resource.find((r) => r.type === type)?.interaction, type).toContainEqual({ code: 'read' });
    // Another facility's client reads none of them; an id of no report is a 404.
    const other = fhirClient(await tokenOf(await newClient([otherFacility])));
    for (const ref of refs.filter((r) => !r.startsWith('Patient/'))) {
      const [type, id] = ref.split('/') as [string, string];
      expect((await failure(other.read({ resourceType: type, id }))).status, ref).toBe(404);
    }
    for (const [type, id] of [
      ['Specimen', '999999-1-A'],
      ['Observation', 'not-of-a-version'],
      ['Practitioner', 'pract-nobody'],
      ['Organization', 'bad id!'],
    ] as const) {
      const f = await failure(client.read({ resourceType: type, id }));
      expect(f.status, `${type}/${id}`).toBe(404);
      expect(f.data.resourceType).toBe('OperationOutcome');
    }
    const audited = await t.database.db
      .select({ d: auditEvents.eventdescription })
      .from(auditEvents)
      .where(eq(auditEvents.username, `interface-client ${c.clientId}`));
    expect(audited.map((a) => a.d)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^FHIR Specimen .+ read \(/),
        expect.stringMatching(/^FHIR Practitioner /),
      ]),
    );
  });

  it('unknown id → 404 OperationOutcome; a bad or unknown search parameter → 400 naming it', async () => {
    const client = fhirClient(await tokenOf(await newClient()));
    for (const [resourceType, id] of [
      ['DiagnosticReport', '999999-1'],
      ['DiagnosticReport', 'nonsense'],
      ['Patient', '99999999'],
    ] as const) {
      const res = await failure(client.read({ resourceType, id }));
      expect(res.status).toBe(404);
      expect(res.data.resourceType).toBe('OperationOutcome');
      expect(schema.validate(res.data)).toEqual([]);
    }
    for (const [param, value] of [
      ['subject', '1'],
      ['patient', 'abc'],
      ['_lastUpdated', 'xx2024'],
      ['_count', '-1'],
    ] as const) {
      const res = await failure(client.search({ resourceType: 'DiagnosticReport', searchParams: { [param]: value } }));
      expect(res.status, param).toBe(400);
      expect(res.data.resourceType).toBe('OperationOutcome');
      expect(JSON.stringify(res.data)).toContain(param);
    }
    for (const url of ['/fhir/Device/1', '/fhir/DiagnosticReport/1-1/_history/1']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect((res.json() as { resourceType: string }).resourceType).toBe('OperationOutcome');
    }
    const put = await t.app.inject({ method: 'PUT', url: `/fhir/Patient/${target.patientId}`, payload: {} });
    expect(put.statusCode).toBe(404);
    expect((put.json() as { resourceType: string }).resourceType).toBe('OperationOutcome');
    const obs = await failure(client.search({ resourceType: 'Observation', searchParams: { identifier: 'x' } }));
    expect(obs.status).toBe(400);
    expect(JSON.stringify(obs.data)).toContain('identifier');
  });

  it('a client limited to another facility sees nothing of this one (404, not 403); one of this facility does', async () => {
    const other = fhirClient(await tokenOf(await newClient([otherFacility])));
    const search = (await other.search({
      resourceType: 'DiagnosticReport',
      searchParams: { patient: String(target.patientId) },
    })) as Bundle;
    expect(search.total).toBe(0);
    expect(search.entry ?? []).toEqual([]);
    const byId = (await other.search({
      resourceType: 'DiagnosticReport',
      searchParams: { identifier: target.caseNumber },
    })) as Bundle;
    expect(byId.total).toBe(0);
    expect(
      (await failure(other.read({ resourceType: 'DiagnosticReport', id: `${target.caseId}-${target.version}` })))
        .status,
    ).toBe(404);
    expect((await failure(other.read({ resourceType: 'Patient', id: String(target.patientId) }))).status).toBe(404);

    const own = fhirClient(await tokenOf(await newClient([target.facilityId])));
    const report = (await own.read({
      resourceType: 'DiagnosticReport',
      id: `${target.caseId}-${target.version}`,
    })) as Record<string, unknown>;
    expect(report.id).toBe(`${target.caseId}-${target.version}`);
  });

  it('only released versions: a signed version not yet released is unknown to search and read', async () => {
    // case_reports is append-only: a held version is a new row without releasedAt.
    const [src] = await t.database.db
      .select()
      .from(caseReports)
      .where(and(eq(caseReports.caseId, target.caseId), eq(caseReports.version, target.version)));
    const { id: _id, ...copy } = src!;
    await t.database.db.insert(caseReports).values({ ...copy, version: 99, releasedAt: null });
    const client = fhirClient(await tokenOf(await newClient()));
    const res = await failure(client.read({ resourceType: 'DiagnosticReport', id: `${target.caseId}-99` }));
    expect(res.status).toBe(404);
    const search = (await client.search({
      resourceType: 'DiagnosticReport',
      searchParams: { identifier: target.caseNumber },
    })) as Bundle;
    expect(search.entry!.map((e) => e.resource.id)).not.toContain(`${target.caseId}-99`);
    const staff = await t.as('admin', { url: `/fhir/DiagnosticReport/${target.caseId}-99` });
    expect(staff.statusCode).toBe(404);
  });
});

describe('who may call /fhir, and where a client token is refused', () => {
  it('no token, a wrong token or an expired one → 401 OperationOutcome on every /fhir read', async () => {
    const c = await newClient();
    const token = await tokenOf(c);
    const urls = [
      '/fhir/DiagnosticReport',
      `/fhir/DiagnosticReport/${target.caseId}-${target.version}`,
      `/fhir/Patient/${target.patientId}`,
      '/fhir/Observation',
    ];
    expect((await t.app.inject({ url: urls[0]!, headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
    await t.database.db
      .update(interfaceTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(interfaceTokens.clientId, c.id));
    for (const url of urls) {
      for (const headers of [{}, { authorization: 'Bearer not-a-token' }, { authorization: `Bearer ${token}` }]) {
        const res = await t.app.inject({ url, headers });
        expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(401);
        expect(res.headers['content-type']).toMatch(/^application\/fhir\+json/);
        expect((res.json() as { resourceType: string }).resourceType).toBe('OperationOutcome');
      }
    }
  });

  it('a deactivated client’s token is refused', async () => {
    const c = await newClient();
    const token = await tokenOf(c);
    await t.database.db.update(interfaceClients).set({ active: false }).where(eq(interfaceClients.id, c.id));
    expect(
      (await t.app.inject({ url: '/fhir/DiagnosticReport', headers: { authorization: `Bearer ${token}` } })).statusCode,
    ).toBe(401);
  });

  it('a client token on /api routes → 401 (the portal takes only its own session tokens)', async () => {
    const token = await tokenOf(await newClient());
    for (const url of [
      '/api/cases',
      `/api/cases/${target.caseId}/reports/${target.version}/fhir`,
      '/api/authenticate/me',
    ]) {
      const res = await t.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('a staff session reads /fhir (the portal’s own use); a physician session does not', async () => {
    const staff = await t.as('admin', { url: `/fhir/DiagnosticReport/${target.caseId}-${target.version}` });
    expect(staff.statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ userId: auditEvents.userId, username: auditEvents.username })
      .from(auditEvents)
      .where(
        eq(
          auditEvents.eventdescription,
          `FHIR DiagnosticReport ${target.caseId}-${target.version} read (${target.caseNumber} v${target.version})`,
        ),
      )
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(row!.userId).not.toBeNull();
    expect(row!.username).toBe('admin@admin.com');
    const physician = await t.as('physician', { url: `/fhir/DiagnosticReport/${target.caseId}-${target.version}` });
    expect(physician.statusCode).toBe(403);
    expect((physician.json() as { resourceType: string }).resourceType).toBe('OperationOutcome');
  });
});
