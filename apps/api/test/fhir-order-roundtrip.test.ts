import type { AddressInfo } from 'node:net';
import { fhirSchemaValidator } from './fhir-schema';
import { eq } from 'drizzle-orm';
import { Client } from 'fhir-kit-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleFhirOrderBundle, fhirIdentifierSystems } from '@lab/domain';
import { lookupTables } from '../src/db/schema/lookups';
import { createTestApp, type TestContext } from './helper';
import { clientToken, newInterfaceClient } from './interface-clients';
import { signCase } from './sign-out';

/**
 * Issue 28's FHIR "done when": a FHIR client library written elsewhere (fhir-kit-client) takes a token by client
 * credentials, posts a transaction Bundle (an order), and once the lab has accessioned and signed the case reads
 * the DiagnosticReport back, `basedOn` its ServiceRequest; every answer is checked against the official FHIR R4
 * JSON schema. A listening server, on PGlite and on PostgreSQL with TEST_PG_URL.
 */
let t: TestContext;
let base: string;
const schema = fhirSchemaValidator();
const run = Date.now().toString(36);

type Bundle = {
  resourceType: string;
  type: string;
  total?: number;
  entry?: { resource?: Record<string, unknown>; response?: { status: string; location?: string } }[];
};

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(() => t.close());

describe('a FHIR client orders and reads the result back with client credentials', () => {
  it('posts a transaction Bundle, and reads the signed DiagnosticReport basedOn its ServiceRequest', async () => {
    const facilities = lookupTables.submittingfacilities!;
    const [stLuke] = await t.database.db
      .select({ id: facilities.id })
      .from(facilities)
      .where(eq(facilities.code, 'STLUKE'));
    const token = await clientToken(t, await newInterfaceClient(t, [stLuke!.id]));
    const fhir = new Client({ baseUrl: `${base}/fhir`, bearerToken: token });

    const placer = `RT-${run}`;
    const bundle = exampleFhirOrderBundle({ placer, mrn: `RT${run.slice(-6).toUpperCase()}`, id: `RTB-${run}` });
    expect(schema.validate(bundle)).toEqual([]);
    const answer = (await fhir.transaction({ body: bundle as never })) as Bundle;
    expect(schema.validate(answer)).toEqual([]);
    expect(answer).toMatchObject({ resourceType: 'Bundle', type: 'transaction-response' });
    const location = answer.entry!.map((e) => e.response?.location).find((l) => l?.startsWith('ServiceRequest/'));
    const orderId = Number(/^ServiceRequest\/(\d+)$/.exec(location ?? '')?.[1]);
    expect(orderId).toBeGreaterThan(0);

    // The lab accessions the order (staff API) and signs the case.
    const accessioned = await t.as('editor', { method: 'POST', url: `/api/orders/${orderId}/accession` });
    expect(accessioned.statusCode, accessioned.body).toBe(200);
    const { caseId, caseNumber } = accessioned.json() as { caseId: number; caseNumber: string };
    await signCase(t, caseId, { assign: true });

    // The client reads it back: by the case number, and by the patient.
    const byCase = (await fhir.search({
      resourceType: 'DiagnosticReport',
      searchParams: { identifier: caseNumber },
    })) as Bundle;
    expect(schema.validate(byCase)).toEqual([]);
    expect(byCase).toMatchObject({ resourceType: 'Bundle', type: 'searchset', total: 1 });
    const report = byCase.entry![0]!.resource! as {
      id: string;
      status: string;
      subject: { reference: string };
      basedOn?: { type?: string; identifier?: { system?: string; value?: string } }[];
    };
    expect(report.status).toBe('final');
    expect(report.basedOn).toEqual([
      expect.objectContaining({
        type: 'ServiceRequest',
        identifier: expect.objectContaining({
          system: fhirIdentifierSystems(t.config.publicUrl).placerOrder,
          value: placer,
        }),
      }),
    ]);
    const byPatient = (await fhir.search({
      resourceType: 'DiagnosticReport',
      searchParams: { patient: report.subject.reference },
    })) as Bundle;
    expect(schema.validate(byPatient)).toEqual([]);
    expect(byPatient.entry!.map((e) => e.resource!.id)).toContain(report.id);
    const read = (await fhir.read({ resourceType: 'DiagnosticReport', id: report.id })) as Record<string, unknown>;
    expect(schema.validate(read)).toEqual([]);
    expect(read.basedOn).toEqual(report.basedOn);

    // The next order for the same MRN names the patient it matched in its transaction-response.
    const next = (await fhir.transaction({
      body: exampleFhirOrderBundle({ placer: `${placer}-2`, mrn: `RT${run.slice(-6).toUpperCase()}` }) as never,
    })) as Bundle;
    expect(schema.validate(next)).toEqual([]);
    expect(next.entry).toHaveLength(5);
    expect(next.entry![0]!.response).toMatchObject({ status: '200 OK', location: report.subject.reference });
  });
});
