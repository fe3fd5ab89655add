import { describe, expect, it } from 'vitest';
import {
  fhirIdentifierSystems,
  fishObservationCode,
  FISH_OBSERVATION_CODES,
  hl7CriticalFlag,
  hl7NamespaceId,
  hl7ResultStatus,
  splitCredentials,
} from './mapping';

describe('OBR-25 result status', () => {
  it.each([
    [1, 'F'],
    [2, 'C'],
    [3, 'C'],
    [12, 'C'],
  ] as const)('version %i → %s', (version, want) => expect(hl7ResultStatus(version)).toBe(want));
});

describe('critical flag', () => {
  it.each([
    [true, 'AA'],
    [false, ''],
  ] as const)('critical %s → %j', (critical, want) => expect(hl7CriticalFlag(critical)).toBe(want));
});

describe('HD.1 namespace IDs', () => {
  it.each([
    ['Riverside Pathology Laboratory', 'RIVPATLAB'],
    ['Springfield Breast Center', 'SPRBRECEN'],
    ['Mercy Clinic', 'MERCYCLINIC'],
    ["St. Mary's Hospital of the Northern Counties and Lakes", 'STMARHOSNORCOULAK'],
    ['Ärzte-Zentrum Süd', 'ARZTEZENTRUMSUD'],
    ['', 'UNKNOWN'],
  ])('%j → %s', (name, want) => {
    expect(hl7NamespaceId(name)).toBe(want);
    expect(hl7NamespaceId(name).length).toBeLessThanOrEqual(20);
  });
});

describe('credentials, one value per component', () => {
  it.each([
    ['MD, FCAP', { degree: 'MD', suffixes: ['FCAP'] }],
    ['MD', { degree: 'MD', suffixes: [] }],
    ['DO; PhD, FASCP', { degree: 'DO', suffixes: ['PhD', 'FASCP'] }],
    ['CT(ASCP)', { degree: '', suffixes: ['CT(ASCP)'] }],
    [null, { degree: '', suffixes: [] }],
  ] as const)('%j', (creds, want) => expect(splitCredentials(creds)).toEqual(want));
});

describe('FISH observation codes', () => {
  it.each([
    ['her2-dual', 'ratio', '49683-6', 'LN'],
    ['her2-dual', 'her2PerNucleus', '74860-8', 'LN'],
    ['her2-dual', 'cep17PerNucleus', '74861-6', 'LN'],
    ['her2-dual', 'ihc', '18474-7', 'LN'],
    ['her2-dual', 'interpretation', '96893-3', 'LN'],
    ['her2-dual', 'group', 'HER2FISH-GROUP', 'L'],
    ['urovysion', 'polysomicCells', 'UROV-POLYSOMIC', 'L'],
    ['urovysion', 'lossCells', 'UROV-9P21LOSS', 'L'],
    ['break-apart', 'positiveNuclei', 'BAFISH-POSNUC', 'L'],
  ] as const)('%s %s → %s (%s)', (method, measure, code, system) =>
    expect(fishObservationCode(method, measure)).toMatchObject({ code, system }),
  );
  it('every code fits CWE.1 (at most 20 characters) and LOINC codes have a valid check digit', () => {
    for (const codes of Object.values(FISH_OBSERVATION_CODES))
      for (const c of Object.values(codes)) {
        expect(c.code.length).toBeLessThanOrEqual(20);
        if (c.system === 'LN') {
          // LOINC's mod-10 check digit.
          const [body, check] = c.code.split('-') as [string, string];
          const digits = body.split('').map(Number).reverse();
          const sum = digits
            .map((d, i) => (i % 2 === 0 ? d * 2 : d))
            .reduce((s, d) => s + (d > 9 ? Math.floor(d / 10) + (d % 10) : d), 0);
          expect((10 - (sum % 10)) % 10, c.code).toBe(Number(check));
        }
      }
  });
});

describe('FHIR identifier systems', () => {
  it('are absolute http(s) URIs or urn:oid', () => {
    for (const origin of [null, 'https://lab.example.org/', 'not a url'])
      for (const s of Object.values(fhirIdentifierSystems(origin))) expect(s).toMatch(/^(https?:\/\/[^/]+\/|urn:oid:)/);
    expect(fhirIdentifierSystems('https://lab.example.org/').mrn).toBe('https://lab.example.org/fhir/sid/mrn');
    expect(fhirIdentifierSystems(null).mrn).toBe('https://lab-portal.invalid/fhir/sid/mrn');
  });
});
