import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TDiagnosisContent } from '@lab/domain';
import type { Db } from '../db/client';
import { caseDiagnoses, cases, patients, providers, users } from '../db/schema/index';
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

interface DemoReport {
  patient: 'demo-patient' | 'physician-patient' | 'other';
  caseType: 'S' | 'C';
  daysAgo: number;
  priority?: 'routine' | 'stat';
  parts: Array<{ site: string; laterality?: 'left' | 'right'; description: string; work: PartWork }>;
  comment?: string;
  icd: string[];
  cpt: Array<[string, number]>;
  /** The billing class (code) the case is accessioned with; none: the facility's default applies (docs/invoice.md). */
  billing?: string;
  then?: Array<{ amend: { reason: string; dx: string[]; comment?: string } } | { addendum: string }>;
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
        site: 'COLSIG',
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
    icd: ['D12.6', 'K63.5'],
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
    icd: ['R87.613'],
    cpt: [
      ['88175', 1],
      ['88141', 1],
    ],
    criticalCall: 'Dr. Paula Physician (office nurse R. Kim), read back confirmed',
  },
];

/**
 * Signed-out demo cases with their released reports (one corrected, one with an addendum, one critical), made
 * through the same service as the workspace: the demo pathologist signs with their password.
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

  for (const [n, r] of REPORTS.entries()) {
    const patientId = r.patient === 'demo-patient' ? demoPatient.id : others[(n * 5) % others.length]!.id;
    const siteIds = await Promise.all(r.parts.map((p) => idByCode(db, 'bodysites', p.site)));
    const testId = await idByCode(db, 'tests', r.caseType === 'S' ? 'SP-BX' : 'PAP-TP');
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
        clinicalHistory: r.caseType === 'C' ? 'Routine screening' : 'Lesion; rule out malignancy',
        parts: r.parts.map((p, i) => ({
          bodySiteId: siteIds[i] ?? null,
          laterality: p.laterality ?? null,
          description: p.description,
        })),
        icdCodeIds: [],
        testIds: testId ? [testId] : [],
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
          parts: saved.parts.map((p, i) => ({ ...p, finalDiagnosis: step.amend.dx[i] ?? p.finalDiagnosis })),
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
