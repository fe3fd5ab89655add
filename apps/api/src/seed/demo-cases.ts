import { asc, eq, isNull, or, sql } from 'drizzle-orm';
import {
  CASE_TRANSITIONS,
  formatCaseNumber,
  isValidNpi,
  partLabel,
  type TCaseStatus,
  type TCaseType,
} from '@lab/domain';
import type { Db } from '../db/client';
import {
  caseFlags,
  caseIcdCodes,
  caseParts,
  caseSequences,
  caseStatusHistory,
  cases,
  caseTests,
  patients,
  providers,
  users,
} from '../db/schema/index';
import { lookupTables } from '../db/schema/lookups';

type Entry = { code: string; name: string } & Record<string, unknown>;

/** The entry with this code or name, created when missing, so the step works with or without the admin seed. */
async function ensureLookup(db: Db, key: string, entries: Entry[]): Promise<number[]> {
  const table = lookupTables[key]!;
  const out: number[] = [];
  for (const e of entries) {
    const [found] = await db
      .select({ id: table.id })
      .from(table)
      .where(or(sql`lower(${table.code}) = lower(${e.code})`, sql`lower(${table.name}) = lower(${e.name})`))
      .limit(1);
    if (found) {
      out.push(found.id);
      continue;
    }
    const [row] = await db.insert(table).values(e).returning({ id: table.id });
    out.push(row!.id);
  }
  return out;
}

/** A valid NPI from nine digits (the tenth is the check digit). */
function npiFrom(nine: string): string {
  for (let d = 0; d <= 9; d++) if (isValidNpi(`${nine}${d}`)) return `${nine}${d}`;
  throw new Error('no check digit');
}

/** Deterministic pseudo-random numbers, so every demo database looks the same. */
function rng(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

const DEMO_PATIENTS = [
  ['M0900001', 'Maria', 'Gonzalez', '1958-03-14', 'female'],
  ['M0900002', 'James', 'Whitaker', '1947-11-02', 'male'],
  ['M0900003', 'Aisha', 'Khan', '1983-07-21', 'female'],
  ['M0900004', 'Robert', 'Lindqvist', '1966-01-30', 'male'],
  ['M0900005', 'Mei', 'Tanaka', '1991-09-09', 'female'],
  ['M0900006', 'Samuel', 'Okafor', '1972-05-17', 'male'],
] as const;

/** The physician demo account's practice and two colleagues. */
const DEMO_PROVIDERS = [
  { nine: '190000001', firstName: 'Paula', lastName: 'Physician', credentials: 'MD', linkPhysician: true },
  { nine: '190000002', firstName: 'Henry', lastName: 'Abbott', credentials: 'MD', linkPhysician: false },
  { nine: '190000003', firstName: 'Lucia', lastName: 'Ferreira', credentials: 'DO', linkPhysician: false },
];

/** The patients and providers the demo cases use: the records seed's when present, else a few of our own. */
async function ensurePeople(
  db: Db,
): Promise<{ patientIds: number[]; providerIds: number[]; physicianProviderId: number }> {
  let patientRows = await db
    .select({ id: patients.id })
    .from(patients)
    .where(isNull(patients.mergedIntoId))
    .orderBy(asc(patients.id))
    .limit(12);
  if (patientRows.length < 4) {
    for (const [mrn, firstName, lastName, dob, sex] of DEMO_PATIENTS) {
      await db.insert(patients).values({ mrn, firstName, lastName, dob, sex }).onConflictDoNothing();
    }
    patientRows = await db
      .select({ id: patients.id })
      .from(patients)
      .where(isNull(patients.mergedIntoId))
      .orderBy(asc(patients.id))
      .limit(12);
  }
  const [physician] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'physician@demo.com'));
  let [linked] = physician
    ? await db.select({ id: providers.id }).from(providers).where(eq(providers.userId, physician.id)).limit(1)
    : [];
  let providerRows = await db
    .select({ id: providers.id })
    .from(providers)
    .where(eq(providers.active, true))
    .orderBy(asc(providers.id))
    .limit(6);
  if (!linked || providerRows.length < 3) {
    for (const p of DEMO_PROVIDERS) {
      if (p.linkPhysician && linked) continue;
      await db
        .insert(providers)
        .values({
          npi: npiFrom(p.nine),
          firstName: p.firstName,
          lastName: p.lastName,
          credentials: p.credentials,
          userId: p.linkPhysician ? (physician?.id ?? null) : null,
        })
        .onConflictDoNothing();
    }
    if (!linked && physician) {
      [linked] = await db
        .select({ id: providers.id })
        .from(providers)
        .where(eq(providers.userId, physician.id))
        .limit(1);
    }
    providerRows = await db
      .select({ id: providers.id })
      .from(providers)
      .where(eq(providers.active, true))
      .orderBy(asc(providers.id))
      .limit(6);
  }
  return {
    patientIds: patientRows.map((r) => r.id),
    providerIds: providerRows.map((r) => r.id),
    physicianProviderId: linked?.id ?? providerRows[0]!.id,
  };
}

const SITES: Entry[] = [
  { code: 'SKIN-FA', name: 'Skin of forearm', lateralityApplies: true },
  { code: 'CERVIX', name: 'Cervix' },
  { code: 'BREAST', name: 'Breast', lateralityApplies: true },
  { code: 'COLON', name: 'Colon' },
  { code: 'PROSTATE', name: 'Prostate' },
  { code: 'BLADDER', name: 'Bladder' },
  { code: 'LUNG', name: 'Lung', lateralityApplies: true },
  { code: 'URINE', name: 'Urine' },
];

/** Which sites fit which case type (index into SITES). */
const SITES_BY_TYPE: Record<'S' | 'C', number[]> = { S: [0, 2, 3, 4, 6], C: [1, 5, 7] };
const DESCRIPTIONS: Record<'S' | 'C', string[]> = {
  S: ['Shave biopsy', 'Core needle biopsy', 'Excision', 'Polypectomy', 'Punch biopsy'],
  C: ['ThinPrep vial', 'Voided urine', 'Fine needle aspiration'],
};
/**
 * A FISH case's test decides its specimen: HER2 on a breast carcinoma block, UroVysion on voided urine, ALK on a
 * lung carcinoma block (index into the FISH tests below, SITES, and the part's description).
 */
const FISH_PROFILES = [
  { test: 0, site: 2, description: 'Paraffin block, breast carcinoma' },
  { test: 1, site: 7, description: 'Urine for UroVysion' },
  { test: 2, site: 6, description: 'Tissue block for ALK, lung carcinoma' },
] as const;

/** ~60 cases over the last 30 days: S/C/F, parts, mixed statuses and priorities, some for the physician account. */
export async function seedDemoCases(db: Db, now = new Date()): Promise<void> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(cases);
  if (Number(existing?.n ?? 0) > 0) return;
  const { patientIds, providerIds, physicianProviderId } = await ensurePeople(db);
  const siteIds = await ensureLookup(db, 'bodysites', SITES);
  const facilityIds = await ensureLookup(db, 'submittingfacilities', [
    // Coordinates for the facility map (docs/data-pages.md#facility-map).
    {
      code: 'NORTHCLIN',
      name: 'Northside Clinic',
      address: '3100 N Dirksen Pkwy\nSpringfield, IL 62702',
      phone: '(217) 555-0121',
      latitude: '39.8352',
      longitude: '-89.6028',
    },
    {
      code: 'STMARY',
      name: "St. Mary's Hospital",
      address: '1800 E Lake Shore Dr\nDecatur, IL 62521',
      phone: '(217) 555-0150',
      latitude: '39.8306',
      longitude: '-88.9283',
    },
    {
      code: 'DERMASSOC',
      name: 'Dermatology Associates',
      address: '1600 W Walnut St\nJacksonville, IL 62650',
      phone: '(217) 555-0166',
      latitude: '39.7338',
      longitude: '-90.2531',
    },
  ]);
  const pathologistIds = await ensureLookup(db, 'pathologists', [
    // The demo pathologist account's record first: most demo work waits in their worklist.
    { code: 'RL', name: 'Rosa Lind, MD', credentials: 'MD, FCAP' },
    { code: 'RL', name: 'Rosa Lind, MD', credentials: 'MD, FCAP' },
    { code: 'MRH', name: 'Maria R. Hughes, MD', credentials: 'MD, FCAP' },
  ]);
  const billingIds = await ensureLookup(db, 'billingclasses', [
    { code: 'INS', name: 'Insurance' },
    { code: 'CLIENT', name: 'Client' },
    { code: 'MCARE', name: 'Medicare' },
  ]);
  const financialIds = await ensureLookup(db, 'financialclasses', [
    { code: 'COM', name: 'Commercial' },
    { code: 'MCR', name: 'Medicare' },
    { code: 'SELF', name: 'Self-pay' },
  ]);
  const icdIds = await ensureLookup(db, 'icdcodelist', [
    { code: 'L98.9', name: 'Disorder of the skin and subcutaneous tissue, unspecified' },
    { code: 'N87.9', name: 'Dysplasia of cervix uteri, unspecified' },
    { code: 'C50.911', name: 'Malignant neoplasm of unspecified site of right female breast' },
    { code: 'K63.5', name: 'Polyp of colon' },
    { code: 'R31.9', name: 'Hematuria, unspecified' },
    { code: 'Z12.4', name: 'Encounter for screening for malignant neoplasm of cervix' },
  ]);
  const testIds = await ensureLookup(db, 'tests', [
    { code: 'SURG', name: 'Surgical pathology' },
    { code: 'PAP', name: 'Pap test, liquid based' },
    { code: 'HER2-FISH', name: 'HER2 FISH' },
    { code: 'UROVYSION', name: 'UroVysion FISH' },
    { code: 'ALK-FISH', name: 'ALK break-apart FISH' },
  ]);
  const flagIds = await ensureLookup(db, 'additionalflag', [
    { code: 'HOLD', name: 'Hold', color: '#ff9f43' },
    { code: '2ND-OP', name: 'Second opinion', color: '#7367f0' },
    { code: 'NOTIFIED', name: 'Patient notified', color: '#28c76f' },
  ]);
  const [staff] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'demo@demo.com'));
  // A case comes from its ordering provider's facility when the provider has one.
  const providerFacility = new Map(
    (await db.select({ id: providers.id, facilityId: providers.facilityId }).from(providers)).map((p) => [
      p.id,
      p.facilityId,
    ]),
  );

  const rand = rng(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const TYPES: TCaseType[] = ['S', 'S', 'S', 'C', 'C', 'F'];
  const PATH: TCaseStatus[] = ['accessioned', 'grossed', 'in-histology', 'pending-diagnosis'];
  const count = 60;
  const drafts = Array.from({ length: count }, (_, i) => {
    // Spread over 30 days, oldest first, so the sequence follows the received time.
    const receivedAt = new Date(now.getTime() - (count - i) * 12 * 3600_000 + Math.floor(rand() * 6 * 3600_000));
    const caseType = pick(TYPES);
    const providerId = i % 3 === 0 ? physicianProviderId : providerIds[i % providerIds.length]!;
    const age = count - i; // older cases are further along
    const steps = Math.min(PATH.length - 1, Math.floor(age / 12) + Math.floor(rand() * 2));
    const cancelled = i % 17 === 5;
    return {
      caseType,
      receivedAt,
      priority: i % 7 === 3 || i === count - 2 ? ('stat' as const) : ('routine' as const),
      patientId: patientIds[i % patientIds.length]!,
      providerId,
      facilityId: providerFacility.get(providerId) ?? pick(facilityIds),
      pathologistId: steps >= 2 ? pick(pathologistIds) : null,
      billingClassId: pick(billingIds),
      financialClassId: pick(financialIds),
      statuses: [...PATH.slice(0, steps + 1), ...(cancelled ? (['cancelled'] as const) : [])] as TCaseStatus[],
      partCount: 1 + Math.floor(rand() * (caseType === 'S' ? 3 : 1.5)),
    };
  });

  const seq: Record<string, number> = {};
  for (const d of drafts) {
    const year = d.receivedAt.getUTCFullYear();
    const key = `${d.caseType}${year}`;
    seq[key] = (seq[key] ?? 0) + 1;
    const status = d.statuses[d.statuses.length - 1]!;
    for (let i = 1; i < d.statuses.length; i++) {
      if (!CASE_TRANSITIONS[d.statuses[i - 1]!].includes(d.statuses[i]!))
        throw new Error('demo case history breaks the rules');
    }
    const [row] = await db
      .insert(cases)
      .values({
        caseNumber: formatCaseNumber(d.caseType, year, seq[key]),
        caseType: d.caseType,
        status,
        priority: d.priority,
        patientId: d.patientId,
        providerId: d.providerId,
        facilityId: d.facilityId,
        pathologistId: d.pathologistId,
        billingClassId: d.billingClassId,
        financialClassId: d.financialClassId,
        collectedAt: new Date(d.receivedAt.getTime() - 20 * 3600_000),
        receivedAt: d.receivedAt,
        clinicalHistory: d.caseType === 'C' ? 'Routine screening' : 'Lesion; rule out malignancy',
        cancelReason: status === 'cancelled' ? 'Specimen received unlabelled' : null,
        createdBy: staff?.id ?? null,
        createdAt: d.receivedAt,
        updatedAt: d.receivedAt,
      })
      .returning({ id: cases.id });
    const caseId = row!.id;
    const fish = d.caseType === 'F' ? FISH_PROFILES[caseId % FISH_PROFILES.length]! : null;
    await db.insert(caseParts).values(
      Array.from({ length: d.partCount }, (_, p) => {
        const type = d.caseType === 'F' ? null : d.caseType;
        const siteIndex = fish ? fish.site : SITES_BY_TYPE[type!][(caseId + p) % SITES_BY_TYPE[type!].length]!;
        return {
          caseId,
          label: partLabel(p),
          bodySiteId: siteIds[siteIndex]!,
          laterality: p % 2 === 0 && d.caseType !== 'C' && SITES[siteIndex]!.lateralityApplies ? 'left' : null,
          description: fish ? fish.description : DESCRIPTIONS[type!][(caseId + p) % DESCRIPTIONS[type!].length]!,
          createdAt: d.receivedAt,
        };
      }),
    );
    await db.insert(caseIcdCodes).values({ caseId, icdCodeId: icdIds[caseId % icdIds.length]!, position: 0 });
    await db.insert(caseTests).values({ caseId, testId: testIds[fish ? 2 + fish.test : d.caseType === 'S' ? 0 : 1]! });
    if (caseId % 5 === 0) await db.insert(caseFlags).values({ caseId, flagId: flagIds[caseId % flagIds.length]! });
    await db.insert(caseStatusHistory).values(
      d.statuses.map((s, k) => ({
        caseId,
        fromStatus: k === 0 ? null : d.statuses[k - 1]!,
        toStatus: s,
        reason: s === 'cancelled' ? 'Specimen received unlabelled' : null,
        userId: staff?.id ?? null,
        at: new Date(d.receivedAt.getTime() + k * 3 * 3600_000),
      })),
    );
  }
  for (const [key, last] of Object.entries(seq)) {
    await db
      .insert(caseSequences)
      .values({ prefix: key[0]!, year: Number(key.slice(1)), last })
      .onConflictDoUpdate({
        target: [caseSequences.prefix, caseSequences.year],
        set: { last: sql`greatest(${caseSequences.last}, ${last})` },
      });
  }
}
