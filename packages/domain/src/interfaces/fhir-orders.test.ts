import { describe, expect, it } from 'vitest';
import { exampleFhirOrderBundle, fhirCalendarDate, fhirDateTimeInstant, mapFhirOrder } from './fhir-orders';
import type { TOrderCodeEntry } from './orders';

const CODES: TOrderCodeEntry[] = [
  { code: '88305', codingSystem: 'CPT', caseType: 'S', testCodes: 'SP-BX', active: true },
];

type Entries = { entry: Array<{ resource: Record<string, unknown> }> };
const bundle = () => exampleFhirOrderBundle({ placer: 'P-1', mrn: 'M1234' }) as unknown as Entries;

describe('FHIR dates', () => {
  it('takes calendar dates and dateTimes only', () => {
    expect(fhirCalendarDate('1961-07-19')).toBe('1961-07-19');
    expect(fhirCalendarDate('1980-13-45')).toBeNull();
    expect(fhirCalendarDate('1990-02-31')).toBeNull();
    expect(fhirCalendarDate('1990-2-3')).toBeNull();
    expect(fhirDateTimeInstant('2026-11-26T08:30:00Z')).toBe('2026-11-26T08:30:00.000Z');
    expect(fhirDateTimeInstant('2026-11-26T08:30:00.25-05:00')).toBe('2026-11-26T13:30:00.250Z');
    expect(fhirDateTimeInstant('2026-11-26')).toBe('2026-11-26T00:00:00.000Z');
    expect(fhirDateTimeInstant('2026-11-31T25:00:00Z')).toBeNull();
    expect(fhirDateTimeInstant('2026-11-30T25:00:00Z')).toBeNull();
    expect(fhirDateTimeInstant('2026-11-26T08:30:00')).toBeNull();
    expect(fhirDateTimeInstant('yesterday')).toBeNull();
  });
});

describe('mapFhirOrder', () => {
  it.each(['1980-13-45', '1990-02-31'])('refuses the impossible birthDate %s, naming the element', (dob) => {
    const b = bundle();
    b.entry[0]!.resource.birthDate = dob;
    expect(mapFhirOrder(b, CODES)).toEqual({
      ok: false,
      issues: [
        {
          severity: 'error',
          code: 'invalid',
          diagnostics: `"${dob}" is not a date of the calendar (YYYY-MM-DD)`,
          expression: ['Bundle.entry[0].resource.birthDate'],
        },
      ],
    });
  });

  it('refuses an impossible birthDate of a contained Patient by its path', () => {
    const b = bundle();
    const sr = { ...b.entry[4]!.resource, contained: [{ ...b.entry[0]!.resource, id: 'p1', birthDate: '1990-02-31' }] };
    const r = mapFhirOrder({ ...sr, subject: { reference: '#p1' }, requester: undefined, specimen: undefined }, CODES);
    expect(r.ok ? null : r.issues.map((i) => i.expression[0])).toEqual(['ServiceRequest.contained[0].birthDate']);
  });

  it('refuses an impossible collectedDateTime instead of dropping it', () => {
    const b = bundle();
    (b.entry[2]!.resource.collection as Record<string, unknown>).collectedDateTime = '2026-11-31T25:00:00Z';
    expect(mapFhirOrder(b, CODES)).toEqual({
      ok: false,
      issues: [
        {
          severity: 'error',
          code: 'invalid',
          diagnostics: '"2026-11-31T25:00:00Z" is not a date and time (YYYY-MM-DDThh:mm:ss with Z or ±hh:mm)',
          expression: ['Bundle.entry[2].resource.collection.collectedDateTime'],
        },
      ],
    });
    const ok = mapFhirOrder(bundle(), CODES);
    expect(ok.ok && ok.draft.collectedAt).toBe('2026-11-26T08:30:00.000Z');
  });
});
