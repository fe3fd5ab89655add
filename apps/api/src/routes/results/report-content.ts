import { and, eq, inArray } from 'drizzle-orm';
import {
  CASE_TYPE_LABELS,
  missingRequired,
  reportSynoptic,
  type TCase,
  type TDiagnosisContent,
  type TReportContent,
  type TReportFish,
  type TReportKind,
} from '@lab/domain';
import type { Executor } from '../../db/client';
import { oneAtATime } from '../../lib/one-at-a-time';
import { cases, caseTests } from '../../db/schema/index';
import { loadCaseDetail } from '../../services/case-records';
import { caseSynopticReports } from '../../services/synoptic-reports';
import { icdCodes, pathologists, procedures, resultCategories, resultValues, stains, facilities } from './repository';
import { lookupTables } from '../../db/schema/lookups';
import { readLabSettings } from '../../services/lab-settings';

export interface LabIdentity {
  labName: string;
  labAddress: string;
  labClia: string;
  /** LAB_TIMEZONE: the zone until one is saved in the lab settings (else UTC). */
  labTimeZone?: string;
}

/** "Rosa Lind, MD" with credentials "MD, FCAP" is Rosa Lind: the report adds the credentials itself. */
export function personalName(name: string, credentials: string | null): string {
  const [base, ...rest] = name.split(/,\s*/);
  const creds = (credentials ?? '').split(/,\s*/);
  return rest.length > 0 && rest.every((r) => creds.includes(r)) ? base! : name;
}

async function byIds<T extends { id: number }>(rows: Promise<T[]>): Promise<Map<number, T>> {
  return new Map((await rows).map((r) => [r.id, r]));
}

/**
 * The report's content at the moment of signing (or of a preview): everything the PDF, the FHIR resource and
 * the HL7 message print, resolved to names, so a later rename of a list entry never changes a signed report.
 */
export async function buildReportContent(
  ex: Executor,
  lab: LabIdentity,
  caseId: number,
  diagnosis: TDiagnosisContent,
  sign: {
    version: number;
    kind: TReportKind;
    reason: string | null;
    signedAt: Date;
    pathologistId: number | null;
    addenda: TReportContent['addenda'];
    previous: TReportContent['previous'];
    originalSignedAt: Date | null;
    /** The newest correction before this version (kept so an addendum can state it). */
    lastCorrection?: TReportContent['lastCorrection'];
  },
  /** The case's accepted FISH results, as the FISH feature reports them. */
  fish: TReportFish[] = [],
): Promise<TReportContent> {
  const [row] = await ex.select().from(cases).where(eq(cases.id, caseId));
  const detail: TCase = await loadCaseDetail(ex, row!);
  // Each part's synoptic report as it stands (frozen once signed: later versions keep the answers they correct).
  const synoptic = new Map(
    (await caseSynopticReports(ex, caseId)).map((r) => [
      r.partId,
      reportSynoptic(r.questionnaire, r.answers, {
        complete: missingRequired(r.questionnaire, r.answers).length === 0,
        response: { ...r.response },
      }),
    ]),
  );
  const resultIds = diagnosis.parts.map((p) => p.resultId).filter((x): x is number => x !== null);
  const stainIds = diagnosis.parts
    .flatMap((p) => p.blocks.flatMap((b) => b.slides.map((s) => s.stainId)))
    .filter((x): x is number => x !== null);
  const [results, categories, stainRows, codeRows, procRows] = await oneAtATime([
    () =>
      resultIds.length ? byIds(ex.select().from(resultValues).where(inArray(resultValues.id, resultIds))) : new Map(),
    () => byIds(ex.select().from(resultCategories)),
    () => (stainIds.length ? byIds(ex.select().from(stains).where(inArray(stains.id, stainIds))) : new Map()),
    () =>
      diagnosis.icdCodeIds.length
        ? byIds(ex.select().from(icdCodes).where(inArray(icdCodes.id, diagnosis.icdCodeIds)))
        : new Map(),
    () =>
      diagnosis.procedures.length
        ? byIds(
            ex
              .select()
              .from(procedures)
              .where(
                inArray(
                  procedures.id,
                  diagnosis.procedures.map((p) => p.procedureId),
                ),
              ),
          )
        : new Map(),
  ]);
  const [pathologist] = sign.pathologistId
    ? await ex.select().from(pathologists).where(eq(pathologists.id, sign.pathologistId))
    : [];
  const [facility] = row!.facilityId
    ? await ex.select().from(facilities).where(eq(facilities.id, row!.facilityId))
    : [];
  const testRows = await ex
    .select({ name: lookupTables.tests!.name })
    .from(caseTests)
    .innerJoin(lookupTables.tests!, eq(lookupTables.tests!.id, caseTests.testId))
    .where(and(eq(caseTests.caseId, caseId)));

  const partById = new Map(detail.parts.map((p) => [p.id, p]));
  const icd = diagnosis.icdCodeIds.length
    ? diagnosis.icdCodeIds
        .map((id) => codeRows.get(id))
        .filter(Boolean)
        .map((c) => ({ code: c!.code, description: c!.name }))
    : detail.icdCodes.map((c) => ({ code: c.code, description: c.name }));
  const p = pathologist as Record<string, unknown> | undefined;
  const f = facility as Record<string, unknown> | undefined;
  // The lab's zone and report language at signing, kept in the version: a signed report never changes with them.
  const settings = await readLabSettings(ex, { labTimeZone: lab.labTimeZone ?? 'UTC' });
  return {
    lab: {
      name: lab.labName,
      address: lab.labAddress,
      clia: lab.labClia,
      timeZone: settings.timeZone,
      reportLanguage: settings.reportLanguage,
    },
    caseId,
    caseNumber: detail.caseNumber,
    caseType: detail.caseType,
    caseTypeLabel: CASE_TYPE_LABELS[detail.caseType],
    priority: detail.priority,
    patient: { ...detail.patient },
    provider: detail.provider
      ? { name: detail.provider.name, npi: detail.provider.npi, credentials: detail.provider.credentials }
      : null,
    facility: f
      ? {
          name: String(f.name),
          address: (f.address as string | null) ?? null,
          phone: (f.phone as string | null) ?? null,
        }
      : null,
    collectedAt: detail.collectedAt,
    receivedAt: detail.receivedAt,
    reportedAt: sign.signedAt.toISOString(),
    clinicalHistory: detail.clinicalHistory,
    testsOrdered: testRows.map((t) => t.name),
    parts: diagnosis.parts.map((d) => {
      const part = partById.get(d.partId);
      const result = d.resultId ? results.get(d.resultId) : undefined;
      const category = result
        ? categories.get(Number((result as Record<string, unknown>).resultCategoryId))
        : undefined;
      return {
        letter: part?.label ?? d.letter,
        bodySite: part?.bodySite?.name ?? null,
        bodySiteCode: part?.bodySite?.code ?? null,
        laterality: part?.laterality ?? null,
        description: part?.description ?? '',
        grossDescription: d.grossDescription,
        blocks: d.blocks.map((b) => ({
          label: b.label,
          slides: b.slides.map((s) => ({
            label: s.label,
            stain: s.stainId ? ((stainRows.get(s.stainId)?.name as string | undefined) ?? null) : null,
          })),
        })),
        microscopicDescription: d.microscopicDescription,
        finalDiagnosis: d.finalDiagnosis,
        synoptic: synoptic.get(d.partId) ?? null,
        result: result
          ? {
              code: result.code,
              name: result.name,
              category: category ? String(category.name) : null,
              critical: Boolean((category as Record<string, unknown> | undefined)?.isCritical),
            }
          : null,
      };
    }),
    comment: diagnosis.comment,
    icdCodes: icd,
    procedures: diagnosis.procedures
      .map((l) => ({ row: procRows.get(l.procedureId), units: l.units }))
      .filter((l) => l.row)
      .map((l) => ({ code: l.row!.code, description: l.row!.name, units: l.units })),
    fish,
    critical: diagnosis.parts.some((d) => {
      const r = d.resultId ? results.get(d.resultId) : undefined;
      return Boolean(
        r &&
        (categories.get(Number((r as Record<string, unknown>).resultCategoryId)) as Record<string, unknown> | undefined)
          ?.isCritical,
      );
    }),
    pathologist: {
      name: p ? personalName(String(p.name), (p.credentials as string | null) ?? null) : 'Unassigned',
      credentials: (p?.credentials as string | null) ?? null,
      npi: (p?.npi as string | null) ?? null,
      signatureLine: (p?.signatureLine as string | null) ?? null,
    },
    version: sign.version,
    kind: sign.kind,
    reason: sign.reason,
    addenda: sign.addenda,
    previous: sign.previous,
    originalSignedAt: (sign.originalSignedAt ?? sign.signedAt).toISOString(),
    lastCorrection: sign.lastCorrection ?? null,
  };
}
