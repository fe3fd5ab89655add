import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TAnswers, TDiagnosisContent, TIhcScore } from '@lab/domain';
import type { Db } from '../db/client';
import { caseDiagnoses, cases, patients, providers, synopticProtocols, users } from '../db/schema/index';
import { lookupTables } from '../db/schema/lookups';
import type { AuditActor } from '../plugins/audit';
import { accessionCase } from '../routes/cases/service';
import { loadDiagnosis } from '../routes/results/repository';
import {
  addAddendum,
  amendCase,
  recordCriticalCall,
  saveDiagnosis,
  signOutCase,
  type ResultsContext,
} from '../routes/results/service';
import { acceptedFishForReport } from '../routes/fish/repository';
import { acceptSession, saveCounts, startSession, submitCount } from '../routes/fish/service';
import { savePartSynoptic } from '../routes/synoptic/service';
import { unthrottledPasswords } from '../lib/password-check';
import type { SeedContext } from './context';

const PATHOLOGIST = { email: 'pathologist@demo.com', password: 'pathologist' };

async function idByCode(db: Db, key: string, code: string): Promise<number | null> {
  const t = lookupTables[key]!;
  const [row] = await db
    .select({ id: t.id })
    .from(t)
    .where(sql`lower(${t.code}) = lower(${code})`);
  return row?.id ?? null;
}

type PartWork = { gross: string; blocks: number; stain: string; micro: string; dx: string; result?: string };

/** A part's synoptic report: the protocol by its title (the newest active version), the answers by linkId. */
type PartSynoptic = { protocol: string; answers: TAnswers };

interface DemoReport {
  /** `previous`: the patient of the report before (a second accession of the same specimen). */
  patient: 'demo-patient' | 'physician-patient' | 'other' | 'previous';
  caseType: 'S' | 'C' | 'F';
  /** The tests ordered (codes); by default the case type's own. */
  tests?: string[];
  daysAgo: number;
  priority?: 'routine' | 'stat';
  parts: Array<{
    site: string;
    laterality?: 'left' | 'right';
    description: string;
    work: PartWork;
    synoptic?: PartSynoptic;
  }>;
  /** Left unsigned in the pathologist's worklist. */
  open?: true;
  /** A HER2 dual-probe FISH scored by the staff reader and accepted by the pathologist before sign-out. */
  fish?: { nuclei: Array<{ her2: number; cep17: number }>; ihc: TIhcScore; lot: string };
  comment?: string;
  icd: string[];
  cpt: Array<[string, number]>;
  /** The billing class (code) the case is accessioned with; none: the facility's default applies (docs/invoice.md). */
  billing?: string;
  /** An amendment corrects the final diagnosis and, where given, the microscopic description it rests on. */
  then?: Array<{ amend: { reason: string; dx: string[]; micro?: string[]; comment?: string } } | { addendum: string }>;
  criticalCall?: string;
}

const REPORTS: DemoReport[] = [
  {
    patient: 'demo-patient',
    caseType: 'S',
    daysAgo: 12,
    parts: [
      {
        site: 'SKFA',
        laterality: 'left',
        description: 'Shave biopsy',
        work: {
          gross:
            'Received in formalin is a shave of skin measuring 0.8 x 0.6 x 0.2 cm. The epidermal surface shows a pearly papule measuring 0.4 cm. Inked, trisected and entirely submitted in A1.',
          blocks: 1,
          stain: 'HE',
          micro:
            'Nests of basaloid cells with peripheral palisading and retraction artefact arising from the epidermis and extending into the dermis. The deep margin is involved.',
          dx: 'BASAL CELL CARCINOMA, NODULAR TYPE, EXTENDING TO THE DEEP MARGIN.',
        },
      },
    ],
    comment: 'Complete excision is recommended.',
    icd: ['C44.91'],
    cpt: [['88305', 1]],
    billing: 'INS',
    then: [
      {
        amend: {
          reason: 'Deeper levels show the deep margin free of tumour; margin status corrected.',
          dx: ['BASAL CELL CARCINOMA, NODULAR TYPE. DEEP AND PERIPHERAL MARGINS FREE OF TUMOUR (CLOSEST 0.1 CM).'],
          micro: [
            'Nests of basaloid cells with peripheral palisading and retraction artefact arising from the epidermis and extending into the dermis. On deeper levels the tumour is clear of the deep margin by 0.1 cm; the peripheral margins are free.',
          ],
          comment: 'Deeper levels (A1, levels 2–4) reviewed.',
        },
      },
    ],
  },
  {
    patient: 'demo-patient',
    caseType: 'C',
    daysAgo: 30,
    parts: [
      {
        site: 'CX',
        description: 'ThinPrep vial',
        work: {
          gross: 'Received one ThinPrep vial labelled with the patient name; one slide prepared.',
          blocks: 0,
          stain: 'HE',
          micro: 'Satisfactory for evaluation; endocervical/transformation zone component present.',
          dx: 'NEGATIVE FOR INTRAEPITHELIAL LESION OR MALIGNANCY.',
          result: 'NILM',
        },
      },
    ],
    icd: ['Z12.4'],
    cpt: [['88175', 1]],
    billing: 'PATIENT',
  },
  {
    patient: 'physician-patient',
    caseType: 'S',
    daysAgo: 9,
    parts: [
      {
        site: 'BR',
        laterality: 'right',
        description: 'Core needle biopsy, 10 o’clock',
        work: {
          gross:
            'Received in formalin (time in formalin 8 hours; cold ischemia 12 min) are 4 cores of yellow-white tissue, 1.5 cm in length. Entirely submitted in A1–A2.',
          blocks: 2,
          stain: 'HE',
          micro:
            'Infiltrating nests and cords of carcinoma cells with moderate nuclear pleomorphism and rare mitoses; no lymphovascular invasion is seen.',
          dx: 'INVASIVE DUCTAL CARCINOMA, NOTTINGHAM GRADE 2 (TUBULES 3, NUCLEI 2, MITOSES 1). DCIS NOT IDENTIFIED.',
        },
      },
    ],
    comment: 'Prognostic markers (ER, PR, HER2) are ordered on block A1 and will follow as an addendum.',
    icd: ['C50.911'],
    cpt: [['88305', 1]],
    billing: 'CLIENT',
    then: [
      {
        addendum:
          'Prognostic markers on block A1: ER positive (95%, strong); PR positive (60%, moderate); HER2 IHC 1+ (negative). Controls performed appropriately.',
      },
    ],
  },
  {
    patient: 'physician-patient',
    caseType: 'S',
    daysAgo: 6,
    parts: [
      {
        site: 'COLSIG',
        description: 'Polypectomy, sigmoid',
        work: {
          gross:
            'Received in formalin is a polyp measuring 0.9 x 0.7 x 0.5 cm with a stalk of 0.3 cm. Bisected and entirely submitted in A1.',
          blocks: 1,
          stain: 'HE',
          micro:
            'Colonic mucosa with tubular glands lined by elongated pseudostratified hyperchromatic nuclei; no high-grade dysplasia.',
          dx: 'TUBULAR ADENOMA. NEGATIVE FOR HIGH-GRADE DYSPLASIA. STALK MARGIN FREE.',
        },
      },
      {
        site: 'RECT',
        description: 'Polypectomy, rectum',
        work: {
          gross: 'Received in formalin are two tan fragments measuring 0.3 cm each, entirely submitted in B1.',
          blocks: 1,
          stain: 'HE',
          micro: 'Serrated crypts limited to the upper half with normal proliferative zone.',
          dx: 'HYPERPLASTIC POLYP.',
        },
      },
    ],
    // Tubular adenoma of the sigmoid colon; hyperplastic polyp of the rectum.
    icd: ['D12.5', 'K62.1'],
    cpt: [['88305', 2]],
    billing: 'MCR',
  },
  {
    patient: 'other',
    caseType: 'C',
    daysAgo: 4,
    parts: [
      {
        site: 'CX',
        description: 'ThinPrep vial',
        work: {
          gross: 'Received one ThinPrep vial; one slide prepared.',
          blocks: 0,
          stain: 'HE',
          micro: 'Malignant squamous cells with keratinisation, tadpole forms and a tumour diathesis.',
          dx: 'SQUAMOUS CELL CARCINOMA.',
          result: 'SCC',
        },
      },
    ],
    // Squamous cell carcinoma on a cervical smear: cytologic evidence of malignancy (R87.613 is HSIL).
    icd: ['R87.614'],
    cpt: [
      ['88175', 1],
      ['88141', 1],
    ],
    criticalCall: 'Dr. Paula Physician (office nurse R. Kim), read back confirmed',
  },
  // A breast resection reported in synoptic form (docs/synoptic.md): the invasive carcinoma protocol, complete.
  {
    patient: 'other',
    caseType: 'S',
    tests: ['SP-EXC'],
    daysAgo: 8,
    parts: [
      {
        site: 'BR',
        laterality: 'left',
        description: 'Partial mastectomy (wire-guided excision), upper outer quadrant',
        work: {
          gross:
            'Received in formalin (time in formalin 26 hours; cold ischemia 18 min) is an oriented partial mastectomy of 6.2 x 5.0 x 3.1 cm. Serial sections show a firm, stellate white tumour of 1.8 x 1.5 x 1.4 cm, 0.6 cm from the closest (posterior) margin. Inked; tumour in A1–A4, margins in A5–A8.',
          blocks: 8,
          stain: 'HE',
          micro:
            'Infiltrating nests and cords of carcinoma cells with 10–75 % tubule formation, moderate nuclear pleomorphism and a medium mitotic rate (score 2). No ductal carcinoma in situ and no lymphovascular invasion are seen. All margins are free; the closest is the posterior margin at 6 mm.',
          dx: 'INVASIVE CARCINOMA OF NO SPECIAL TYPE (DUCTAL), NOTTINGHAM GRADE 2 (TUBULES 2, NUCLEI 2, MITOSES 2), 18 MM. MARGINS FREE (CLOSEST POSTERIOR, 6 MM). SEE SYNOPTIC REPORT.',
        },
        synoptic: {
          protocol: 'Breast: invasive carcinoma, resection',
          answers: {
            procedure: 'excision',
            // SNOMED CT: left (7771000).
            laterality: '7771000',
            'tumor-site': ['upper-outer'],
            'histologic-type': 'nst',
            tubules: '2',
            nuclei: '2',
            mitoses: '2',
            'tumor-size': 18,
            focality: 'single',
            dcis: 'not-identified',
            lvi: 'not-identified',
            'margin-status': 'negative',
            'margin-distance': 6,
            'ln-status': 'present',
            'ln-examined': 2,
            'ln-macro': 0,
            'ln-micro': 0,
            'ln-itc': 0,
            pt: 'pT1c',
            pn: 'pN0',
          },
        },
      },
      {
        site: 'AXLN',
        laterality: 'left',
        description: 'Sentinel lymph nodes, left axilla',
        work: {
          gross:
            'Received in formalin are two lymph nodes of 1.2 and 0.8 cm, each serially sectioned at 2 mm and entirely submitted in B1–B2.',
          blocks: 2,
          stain: 'HE',
          micro: 'Two lymph nodes without metastatic carcinoma on levels.',
          dx: 'TWO LYMPH NODES, NEGATIVE FOR METASTATIC CARCINOMA (0/2).',
        },
      },
    ],
    comment:
      'HER2 IHC on block A2 was equivocal (2+); HER2 FISH and the breast biomarkers on that block are reported under the FISH case that follows.',
    icd: ['C50.412'],
    cpt: [
      ['88307', 1],
      ['88305', 1],
    ],
    billing: 'INS',
  },
  // Its block A2 sent for HER2 FISH (IHC 2+): scored, accepted (ASCO/CAP group 1, amplified), the breast
  // biomarker template complete, its ISH items filled from the accepted FISH result.
  {
    patient: 'previous',
    caseType: 'F',
    tests: ['FISH-HER2'],
    daysAgo: 6,
    parts: [
      {
        site: 'BR',
        laterality: 'left',
        description: 'Paraffin block A2, left breast partial mastectomy',
        work: {
          gross: 'Received one paraffin block (A2) of the left breast partial mastectomy; 4 µm sections cut for FISH.',
          blocks: 0,
          stain: 'HE',
          micro:
            'HER2/CEP17 dual-probe FISH on the invasive carcinoma, 20 nuclei counted: average HER2 4.50 and CEP17 2.00 signals per nucleus, ratio 2.25.',
          dx: 'HER2 AMPLIFIED (POSITIVE) BY FISH, ASCO/CAP 2018 GROUP 1. ER POSITIVE (90 %, STRONG); PR POSITIVE (40 %, MODERATE). SEE SYNOPTIC REPORT.',
          result: 'HER2-AMP',
        },
        synoptic: {
          protocol: 'Breast: biomarker reporting template',
          // The ISH items are left to the accepted FISH result, which fills them.
          answers: {
            'specimen-tested': 'Block A2 (left breast partial mastectomy)',
            'er-status': 'positive',
            'er-percent': 90,
            'er-intensity': 'strong',
            'pr-status': 'positive',
            'pr-percent': 40,
            'pr-intensity': 'moderate',
            'her2-ihc-score': '2+',
            ki67: 20,
            'antibody-clones': 'ER SP1, PR 1E2, HER2 4B5 (Ventana); HER2 IQFISH pharmDx; scored per ASCO/CAP',
          },
        },
      },
    ],
    icd: ['C50.412'],
    cpt: [['88377', 1]],
    billing: 'INS',
    fish: {
      // 20 nuclei, HER2 90 and CEP17 40 signals in all: 4.50 and 2.00 per nucleus, ratio 2.25: group 1.
      nuclei: Array.from({ length: 20 }, (_, i) => ({ her2: i < 10 ? 5 : 4, cep17: 2 })),
      ihc: '2+',
      lot: 'HER2-25C042',
    },
  },
  // A colon resection in the pathologist's worklist, written up but awaiting its synoptic checklist (the colon and
  // rectum protocol is suggested from its specimen and diagnosis).
  {
    patient: 'other',
    caseType: 'S',
    daysAgo: 2,
    open: true,
    tests: ['SP-EXC'],
    parts: [
      {
        site: 'COLSIG',
        description: 'Sigmoid colectomy',
        work: {
          gross:
            'Received fresh is a segment of sigmoid colon of 24 cm with attached mesentery. An ulcerated, circumferential tumour of 4.2 x 3.8 cm lies 8 cm from the distal margin and invades through the muscularis propria into pericolic fat. Fourteen lymph nodes are found. Tumour in A1–A6, margins in A7–A8, lymph nodes in A9–A14.',
          blocks: 14,
          stain: 'HE',
          micro:
            'Moderately differentiated adenocarcinoma forming glands with dirty necrosis, invading through the muscularis propria into pericolic adipose tissue. Proximal, distal and radial margins are free. One of fourteen lymph nodes holds metastatic adenocarcinoma.',
          dx: 'INVASIVE ADENOCARCINOMA, MODERATELY DIFFERENTIATED, INVADING PERICOLIC FAT. MARGINS FREE. METASTATIC ADENOCARCINOMA IN ONE OF FOURTEEN LYMPH NODES (1/14).',
        },
      },
    ],
    icd: ['C18.7'],
    cpt: [['88309', 1]],
    billing: 'MCR',
  },
];

/** A HER2 dual-probe FISH on the case: the staff reader counts and submits, the pathologist accepts. */
async function scoreHer2Fish(
  db: Db,
  reader: AuditActor,
  pathologist: AuditActor,
  caseId: number,
  fish: NonNullable<DemoReport['fish']>,
) {
  const probeSetId = await idByCode(db, 'probesets', 'HER2');
  const probeLotId = await idByCode(db, 'probelots', fish.lot);
  if (!probeSetId || !probeLotId) return;
  const started = await startSession(db, reader, caseId, { probeSetId, probeLotId, ihc: fish.ihc });
  await saveCounts(db, reader, caseId, started.id, { nuclei: fish.nuclei, rowVersion: started.rowVersion });
  await submitCount(db, reader, caseId, started.id);
  await acceptSession(db, pathologist, caseId, started.id);
}

/**
 * Signed-out demo cases with their released reports (one corrected, one with an addendum, one critical, a breast
 * resection and its HER2 FISH reported in synoptic form), made through the same service as the workspace: the
 * demo pathologist signs with their password. A colon resection is left in their worklist for its checklist.
 */
export async function seedDemoReports(db: Db, ctx: SeedContext): Promise<void> {
  const [user] = await db.select().from(users).where(eq(users.email, PATHOLOGIST.email));
  const pathologistId = await idByCode(db, 'pathologists', 'RL');
  if (!user || !pathologistId) return;
  const actor: AuditActor = { userId: user.id, username: user.email, ip: null, userAgent: 'demo seed' };
  const results: ResultsContext = {
    lab: { labName: ctx.labName, labAddress: ctx.labAddress, labClia: ctx.labClia, labTimeZone: ctx.labTimeZone },
    fishForReport: acceptedFishForReport,
    passwords: unthrottledPasswords,
  };
  const [demoPatient] = await db
    .select({ id: patients.id })
    .from(patients)
    .innerJoin(users, eq(users.id, patients.userId))
    .where(eq(users.email, 'patient@demo.com'));
  const [physicianProvider] = await db
    .select({ id: providers.id, facilityId: providers.facilityId })
    .from(providers)
    .innerJoin(users, eq(users.id, providers.userId))
    .where(eq(users.email, 'physician@demo.com'));
  const others = await db.select({ id: patients.id }).from(patients).orderBy(patients.id).limit(12);
  if (!demoPatient || !physicianProvider || others.length < 3) return;

  const [reader] = await db.select().from(users).where(eq(users.email, 'staff@staff.com'));
  const readerActor: AuditActor | null = reader
    ? { userId: reader.id, username: reader.email, ip: null, userAgent: 'demo seed' }
    : null;
  let patientId = demoPatient.id;
  for (const [n, r] of REPORTS.entries()) {
    if (r.patient !== 'previous')
      patientId = r.patient === 'demo-patient' ? demoPatient.id : others[(n * 5) % others.length]!.id;
    const siteIds = await Promise.all(r.parts.map((p) => idByCode(db, 'bodysites', p.site)));
    const testIds = await Promise.all(
      (r.tests ?? [r.caseType === 'S' ? 'SP-BX' : 'PAP-TP']).map((code) => idByCode(db, 'tests', code)),
    );
    const created = await accessionCase(
      db,
      actor,
      {
        caseType: r.caseType,
        patientId,
        priority: r.priority ?? 'routine',
        providerId: physicianProvider.id,
        facilityId: physicianProvider.facilityId,
        pathologistId,
        billingClassId: r.billing ? await idByCode(db, 'billingclasses', r.billing) : null,
        collectedAt: new Date(Date.now() - (r.daysAgo + 1) * 86_400_000).toISOString(),
        receivedAt: new Date(Date.now() - r.daysAgo * 86_400_000).toISOString(),
        clinicalHistory:
          r.caseType === 'C'
            ? 'Routine screening'
            : r.caseType === 'F'
              ? 'Invasive breast carcinoma, HER2 IHC 2+ (equivocal)'
              : 'Lesion; rule out malignancy',
        parts: r.parts.map((p, i) => ({
          bodySiteId: siteIds[i] ?? null,
          laterality: p.laterality ?? null,
          description: p.description,
        })),
        icdCodeIds: [],
        testIds: testIds.filter((id): id is number => id !== null),
        flagIds: [],
      },
      new Date(Date.now() - r.daysAgo * 86_400_000),
    );
    const stainId = await idByCode(db, 'stainlist', 'HE');
    const icdIds = (
      await db
        .select({ id: lookupTables.icdcodelist!.id })
        .from(lookupTables.icdcodelist!)
        .where(inArray(lookupTables.icdcodelist!.code, r.icd))
    ).map((x) => x.id);
    const procIds = await Promise.all(
      r.cpt.map(async ([code, units]) => ({ procedureId: await idByCode(db, 'procedurelist', code), units })),
    );
    const { diagnosis } = await loadDiagnosis(db, created);
    const content: TDiagnosisContent = {
      parts: await Promise.all(
        diagnosis.parts.map(async (p, i) => {
          const w = r.parts[i]!.work;
          return {
            ...p,
            grossDescription: w.gross,
            blocks: Array.from({ length: w.blocks }, (_, b) => ({
              label: `${p.letter}${b + 1}`,
              description: '',
              slides: [{ label: `${p.letter}${b + 1}-1`, stainId }],
            })),
            microscopicDescription: w.micro,
            finalDiagnosis: w.dx,
            resultId: w.result ? await idByCode(db, 'resultslist', w.result) : null,
          };
        }),
      ),
      comment: r.comment ?? '',
      icdCodeIds: icdIds,
      procedures: procIds.filter((x): x is { procedureId: number; units: number } => x.procedureId !== null),
    };
    const saved = await saveDiagnosis(db, actor, created.id, { ...content, rowVersion: diagnosis.rowVersion });
    if (r.fish && readerActor) await scoreHer2Fish(db, readerActor, actor, created.id, r.fish);
    for (const [i, p] of r.parts.entries()) {
      if (!p.synoptic) continue;
      const [protocol] = await db
        .select({ id: synopticProtocols.id })
        .from(synopticProtocols)
        .where(and(eq(synopticProtocols.name, p.synoptic.protocol), eq(synopticProtocols.status, 'active')))
        .orderBy(sql`${synopticProtocols.id} desc`)
        .limit(1);
      if (!protocol) continue;
      await savePartSynoptic(
        db,
        actor,
        created.id,
        saved.parts[i]!.letter,
        { protocolId: protocol.id, answers: p.synoptic.answers },
        acceptedFishForReport,
      );
    }
    if (r.open) continue;
    // Signed two days after receipt; each later version two days after the one before.
    let day = r.daysAgo - 2;
    const at = () => new Date(Date.now() - day * 86_400_000);
    // Each signature names the rowVersion the pathologist reviewed: the one on the server now.
    const reviewed = async () =>
      (
        await db.select({ v: caseDiagnoses.rowVersion }).from(caseDiagnoses).where(eq(caseDiagnoses.caseId, created.id))
      )[0]!.v;
    await signOutCase(db, actor, { ...results, clock: at }, created.id, {
      password: PATHOLOGIST.password,
      rowVersion: saved.rowVersion,
      // The demo reports have no blocks: signed as a pathologist would who read the warnings (kept in the audit).
      confirmWarnings: true,
    });
    if (r.criticalCall) {
      await recordCriticalCall(db, actor, created.id, {
        calledWhom: r.criticalCall,
        calledAt: new Date(at().getTime() + 20 * 60_000).toISOString(),
      });
    }
    for (const step of r.then ?? []) {
      day -= 2;
      if ('amend' in step) {
        await amendCase(db, actor, { ...results, clock: at }, created.id, {
          reason: step.amend.reason,
          password: PATHOLOGIST.password,
          rowVersion: await reviewed(),
          parts: saved.parts.map((p, i) => ({
            ...p,
            finalDiagnosis: step.amend.dx[i] ?? p.finalDiagnosis,
            microscopicDescription: step.amend.micro?.[i] ?? p.microscopicDescription,
          })),
          comment: step.amend.comment ?? saved.comment,
        });
      } else {
        await addAddendum(db, actor, { ...results, clock: at }, created.id, {
          text: step.addendum,
          password: PATHOLOGIST.password,
          rowVersion: await reviewed(),
        });
      }
    }
  }
  // One case in the pathologist's worklist has a draft under way (gross written).
  const [draftCase] = await db
    .select()
    .from(cases)
    .where(
      and(eq(cases.pathologistId, pathologistId), inArray(cases.status, ['accessioned', 'grossed', 'in-histology'])),
    )
    .orderBy(cases.id)
    .limit(1);
  if (draftCase) {
    const { diagnosis } = await loadDiagnosis(db, draftCase);
    // The procedures coded so far: its invoice is a draft until sign-out (docs/invoice.md).
    const draftProcedures = await Promise.all(
      (
        [
          ['88305', 1],
          ['88312', 1],
        ] as const
      ).map(async ([code, units]) => ({ procedureId: await idByCode(db, 'procedurelist', code), units })),
    );
    await saveDiagnosis(db, actor, draftCase.id, {
      ...diagnosis,
      procedures: draftProcedures.filter((x): x is { procedureId: number; units: 1 } => x.procedureId !== null),
      parts: diagnosis.parts.map((p) => ({
        ...p,
        grossDescription:
          'Received in formalin labeled with the patient name are 3 tan-pink soft tissue fragments measuring 0.6 cm in aggregate. Entirely submitted in cassette A1.',
      })),
    });
  }
}
