import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  CASE_STATUS_LABELS,
  DIAGNOSIS_STATUSES,
  diagnosisChanges,
  publicLink,
  REPORT_KIND_BANNERS,
  REPORT_KIND_STATUS,
  RESULT_WORK_STATUSES,
  signOutBlockers,
  signRight,
  STAFF_ROLES,
  statusFromWork,
  type TAddendumParsed,
  type TAmendmentParsed,
  type TCaseStatus,
  type TDiagnosis,
  type TDiagnosisContent,
  type TDiagnosisInput,
  type TReportContent,
  type TReportFish,
  type TReportKind,
  type TRole,
  type TSignOutInput,
  acknowledgementRequired,
  lastCorrectionAfter,
  reportChanges,
  noticeText,
  reportNoticeBody,
  reportNoticeRecipients,
  reportNoticeTitle,
  reportNoticeType,
  signOutWarnings,
  synopticSignOutBlockers,
  type ReportNoticeInput,
  type TReportRecipientReason,
  type TSignOutWarning,
  type TSpecimenCorrection,
  stableJson,
} from '@lab/domain';
import type { Db, Executor, Tx } from '../../db/client';
import {
  caseCopyProviders,
  caseDiagnoses,
  caseParts,
  caseReports,
  caseStatusHistory,
  cases,
  criticalCalls,
  patients,
  providers,
  reportRecipients,
  users,
} from '../../db/schema/index';
import { lookupColumn, lookupTables } from '../../db/schema/lookups';
import { writeAudit, type AuditActor } from '../../plugins/audit';
import { conflict, fieldError, forbidden, HttpError, notFound } from '../../lib/http-error';
import { requireSecondFactor, type SecondFactorChecks } from '../../services/second-factors';
import type { RelyingParty } from '../../services/passkeys';
import type { PasswordVerifier } from '../../lib/password-check';
import type { Mail } from '../../lib/mailer';
import { bodySites, findCase } from '../../services/case-records';
import { languagesOf, notify } from '../../services/notify';
import { caseSynopticReports, checklistsOf, writePartSynoptic } from '../../services/synoptic-reports';
import { queueResultMessages } from './messages';
import { buildReportContent, type LabIdentity } from './report-content';
import { renderReportPdf } from './report-pdf';
import {
  anyCriticalResult,
  grossTemplates,
  icdCodes,
  latestReport,
  loadDiagnosis,
  pathologistOfUser,
  procedures,
  resultValues,
  stains,
  toSummary,
} from './repository';

/** What signing needs besides the database: the lab on the letterhead and the case's FISH results. */
export interface ResultsContext {
  lab: LabIdentity;
  fishForReport(ex: Executor, caseId: number): Promise<TReportFish[]>;
  /** The signing time; the demo seed signs its reports in the past. */
  clock?: () => Date;
  /** The public address mailed links start with (PUBLIC_URL); without it a notice names the page's path only. */
  publicOrigin?: () => Promise<string | null>;
  /** Checks the signer's password (the app's is throttled per account with sign-in). */
  passwords: PasswordVerifier;
  /**
   * Checks the signer's second factor where they have one: a code, or a passkey of the portal's WebAuthn relying
   * party (absent for the demo seed, which signs outside a request).
   */
  secondFactors?: { checks: SecondFactorChecks; relyingParty: () => Promise<RelyingParty> };
}

/** A stale save: the 409 carries the version on the server. */
export class StaleDiagnosisError extends HttpError {
  constructor(
    message: string,
    public readonly current: TDiagnosis,
  ) {
    super(409, message);
  }
}

/** A sign-out with warnings not confirmed: 409 `sign_out_warnings` with them (the route sends the body). */
export class SignOutWarningsError extends HttpError {
  constructor(public readonly warnings: TSignOutWarning[]) {
    super(
      409,
      `Confirm before signing: ${warnings.map((w) => w.text).join(' ')} Nothing was signed.`,
      undefined,
      'sign_out_warnings',
    );
  }
}

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

async function lockCase(tx: Executor, id: number) {
  const row = await findCase(tx, { id }, { kind: 'all' }, { lock: true });
  if (!row) throw notFound('Case');
  return row;
}

/** Every id the diagnosis names must exist in its list; the error names the field. */
async function assertDiagnosisRefs(ex: Executor, caseId: number, d: TDiagnosisContent): Promise<void> {
  const partIds = new Set(
    (await ex.select({ id: caseParts.id }).from(caseParts).where(eq(caseParts.caseId, caseId))).map((p) => p.id),
  );
  for (const [i, p] of d.parts.entries()) {
    if (!partIds.has(p.partId)) throw fieldError(`parts.${i}.partId`, 'is not a part of this case');
  }
  const check = async (table: typeof stains, ids: number[], field: string) => {
    const want = [...new Set(ids)];
    if (want.length === 0) return;
    const found = new Set(
      (await ex.select({ id: table.id }).from(table).where(inArray(table.id, want))).map((r) => r.id),
    );
    const missing = want.filter((x) => !found.has(x));
    if (missing.length) throw fieldError(field, `unknown entries ${missing.join(', ')}`);
  };
  await check(
    resultValues,
    d.parts.flatMap((p) => (p.resultId ? [p.resultId] : [])),
    'parts.resultId',
  );
  await check(
    grossTemplates,
    d.parts.flatMap((p) => (p.grossTemplateId ? [p.grossTemplateId] : [])),
    'parts.grossTemplateId',
  );
  await check(
    stains,
    d.parts.flatMap((p) => p.blocks.flatMap((b) => b.slides.flatMap((s) => (s.stainId ? [s.stainId] : [])))),
    'parts.blocks.slides.stainId',
  );
  await check(icdCodes, d.icdCodeIds, 'icdCodeIds');
  await check(
    procedures,
    d.procedures.map((p) => p.procedureId),
    'procedures',
  );
  for (const [i, p] of d.parts.entries()) {
    const labels = p.blocks.map((b) => b.label.toUpperCase());
    const dup = labels.find((l, j) => labels.indexOf(l) !== j);
    if (dup) throw fieldError(`parts.${i}.blocks`, `block ${dup} appears twice`);
  }
}

/** Moves a case to `to` with its history row and audit, in the caller's transaction. */
async function moveStatus(
  tx: Executor,
  actor: AuditActor,
  c: { id: number; caseNumber: string; status: string },
  to: TCaseStatus,
  reason: string | null = null,
) {
  const from = c.status as TCaseStatus;
  if (from === to) return;
  await tx.update(cases).set({ status: to, updatedAt: new Date() }).where(eq(cases.id, c.id));
  await tx
    .insert(caseStatusHistory)
    .values({ caseId: c.id, fromStatus: from, toStatus: to, reason, userId: actor.userId });
  await writeAudit(tx, actor, {
    eventtype: 'status-change',
    eventdescription: `Case ${c.caseNumber}: ${CASE_STATUS_LABELS[from]} → ${CASE_STATUS_LABELS[to]}`,
    casenumber: c.caseNumber,
    entity: 'case',
    entityId: c.id,
    datavalue: 'status',
    oldvalue: from,
    newvalue: to,
  });
}

/** The parts of an incoming diagnosis in the case's part order, with the letters the server knows. */
function normalize(d: TDiagnosisContent, current: TDiagnosis): TDiagnosisContent {
  const incoming = new Map(d.parts.map((p) => [p.partId, p]));
  return {
    parts: current.parts.map((p) => ({ ...p, ...incoming.get(p.partId), partId: p.partId, letter: p.letter })),
    comment: d.comment,
    icdCodeIds: [...new Set(d.icdCodeIds)],
    procedures: d.procedures,
  };
}

/**
 * Saves the whole working diagnosis (autosave). A save based on an older rowVersion is refused with the
 * current one; a signed case is frozen. The case moves forward as the work implies (grossed, in histology,
 * pending diagnosis).
 */
export async function saveDiagnosis(
  db: Db,
  actor: AuditActor,
  caseId: number,
  input: TDiagnosisInput & TDiagnosisContent,
): Promise<TDiagnosis> {
  return db.transaction(async (tx) => {
    const c = await lockCase(tx, caseId);
    const { diagnosis: current } = await loadDiagnosis(tx, c, { lock: true });
    if (!current.editable) {
      throw conflict(
        `Case ${c.caseNumber} is ${CASE_STATUS_LABELS[c.status as TCaseStatus].toLowerCase()}: the diagnosis is frozen; amend or add an addendum`,
      );
    }
    if (input.rowVersion !== current.rowVersion) {
      const changed = diagnosisChanges(normalize(input, current), current);
      throw new StaleDiagnosisError(
        `${current.updatedBy ?? 'Someone'} saved this case since you loaded it${changed.length ? ` (${changed.join(', ')})` : ''}`,
        current,
      );
    }
    const next = normalize(input, current);
    await assertDiagnosisRefs(tx, caseId, next);
    const isCritical = await anyCriticalResult(
      tx,
      next.parts.flatMap((p) => (p.resultId ? [p.resultId] : [])),
    );
    const values = {
      ...next,
      isCritical,
      rowVersion: current.rowVersion + 1,
      updatedBy: actor.userId,
      updatedAt: new Date(),
    };
    await tx
      .insert(caseDiagnoses)
      .values({ caseId, ...values })
      .onConflictDoUpdate({ target: caseDiagnoses.caseId, set: values });
    const changed = diagnosisChanges(next, current);
    await writeAudit(tx, actor, {
      eventtype: 'update',
      eventdescription: `Diagnosis of case ${c.caseNumber} saved (version ${values.rowVersion})${changed.length ? `: ${changed.join(', ')}` : ''}`,
      casenumber: c.caseNumber,
      entity: 'diagnosis',
      entityId: caseId,
      datavalue: changed.join(', ') || null,
      oldvalue: current.rowVersion
        ? {
            parts: current.parts,
            comment: current.comment,
            icdCodeIds: current.icdCodeIds,
            procedures: current.procedures,
          }
        : null,
      newvalue: next,
    });
    await moveStatus(tx, actor, c, statusFromWork(c.status as TCaseStatus, next, c.pathologistId !== null));
    const [after] = await tx.select().from(cases).where(eq(cases.id, caseId));
    return (await loadDiagnosis(tx, after!)).diagnosis;
  });
}

/**
 * The electronic signature: the signer's own password, checked again at the moment of signing, queued and counted
 * by the account's password throttle (shared with sign-in: 429 when refused).
 */
async function checkSignature(
  ex: Executor,
  ctx: ResultsContext,
  userId: number,
  signature: Pick<TSignOutInput, 'password' | 'code' | 'webauthn'>,
): Promise<void> {
  const { password } = signature;
  const [u] = await ex
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!u || !(await ctx.passwords.verify(u, password))) {
    throw fieldError('password', 'This is not your password. The report was not signed.');
  }
  if (ctx.secondFactors) {
    await requireSecondFactor(ex, ctx.secondFactors.checks, ctx.secondFactors.relyingParty, userId, {
      code: signature.code,
      webauthn: signature.webauthn,
    });
  }
}

/**
 * The signer must be the user linked to the case's pathologist (a link they confirmed themselves), with an account
 * whose role may sign; read in the signing transaction, not from the session.
 */
async function assertSigner(ex: Executor, userId: number, casePathologistId: number | null) {
  const [u] = await ex.select({ role: users.role }).from(users).where(eq(users.id, userId));
  const own = await pathologistOfUser(ex, userId);
  const right = signRight(own?.id ?? null, casePathologistId, (u?.role ?? null) as TRole | null);
  if (!right.ok) throw forbidden(right.message);
  return own!;
}

/** A signature applies to what the signer reviewed: a diagnosis that moved since answers 409 with the current one. */
function assertReviewed(current: TDiagnosis, reviewed: number): void {
  if (reviewed === current.rowVersion) return;
  throw new StaleDiagnosisError(
    `${current.updatedBy ?? 'Someone'} changed the diagnosis since you reviewed it (version ${reviewed}, now ${current.rowVersion}); nothing was signed: reload it, review it and sign again`,
    current,
  );
}

export interface SignedReport {
  report: ReturnType<typeof toSummary>;
  /** Mail to send once the transaction has committed. */
  mail: Mail[];
  content: TReportContent;
}

/**
 * Notifies, in the signing transaction, once per person (reportNoticeRecipients in the domain decides who): the
 * case's readers (ordering and copy-to physicians, the patient), everyone told about an earlier version, and the
 * GenNotifier subscribers of the event. Each is recorded in report_recipients, with the acknowledgement a
 * physician owes for a correction or a critical result. Staff are sent to the workspace, everyone else to the
 * version itself in Report Result (a patient: in My Reports). Returns the mail to send after commit.
 */
async function notifyReport(
  tx: Executor,
  c: { id: number; caseNumber: string; providerId: number | null; patientId: number },
  report: { version: number; kind: TReportKind; reason: string | null },
  critical: boolean,
  origin: string | null = null,
): Promise<Mail[]> {
  const kind = report.kind;
  const subs = lookupTables.gennotifieruserlist!;
  const subscriptions = await tx
    .select({
      userId: users.id,
      eventTypes: sql<string[]>`${lookupColumn('gennotifieruserlist', 'eventTypes')}`,
      channel: sql<string>`${lookupColumn('gennotifieruserlist', 'channel')}`,
    })
    .from(subs)
    .innerJoin(users, eq(users.id, lookupColumn('gennotifieruserlist', 'userId')))
    .where(and(eq(subs.active, true), eq(users.status, 'active')));
  const readers: ReportNoticeInput['readers'] = [];
  if (c.providerId) {
    const ordering = await tx
      .select({ userId: users.id })
      .from(providers)
      .innerJoin(users, eq(users.id, providers.userId))
      .where(and(eq(providers.id, c.providerId), eq(users.status, 'active')));
    for (const r of ordering) readers.push({ userId: r.userId, reason: 'ordering' });
  }
  const copies = await tx
    .select({ userId: users.id })
    .from(caseCopyProviders)
    .innerJoin(providers, eq(providers.id, caseCopyProviders.providerId))
    .innerJoin(users, eq(users.id, providers.userId))
    .where(and(eq(caseCopyProviders.caseId, c.id), eq(users.status, 'active')))
    .orderBy(caseCopyProviders.position);
  for (const r of copies) readers.push({ userId: r.userId, reason: 'copy-to' });
  // Reports are released to the patient at signing (docs/laboratory.md#sign-out): the patient's portal user reads them.
  const patient = await tx
    .select({ userId: users.id })
    .from(patients)
    .innerJoin(users, eq(users.id, patients.userId))
    .where(and(eq(patients.id, c.patientId), eq(users.status, 'active')));
  for (const r of patient) readers.push({ userId: r.userId, reason: 'patient' });
  const earlierRows = await tx
    .select({ userId: reportRecipients.userId, reason: reportRecipients.reason, status: users.status })
    .from(reportRecipients)
    .innerJoin(users, eq(users.id, reportRecipients.userId))
    .where(eq(reportRecipients.caseId, c.id));
  const earlier = earlierRows
    .filter((r) => r.status === 'active')
    .map((r) => ({ userId: r.userId, reason: r.reason as TReportRecipientReason }));
  const recipients = reportNoticeRecipients({ kind, critical, subscriptions, readers, earlier });
  if (recipients.length === 0) return [];
  const people = new Map(
    (
      await tx
        .select({ id: users.id, role: users.role, email: users.email })
        .from(users)
        .where(
          inArray(
            users.id,
            recipients.map((r) => r.userId),
          ),
        )
    ).map((u) => [u.id, u]),
  );
  // Each person reads the notice and the mail in their language (docs/lab-settings.md#notices-and-mails-in-the-readers-language).
  const languages = await languagesOf(
    tx,
    recipients.map((r) => r.userId),
  );
  const type = reportNoticeType(kind, critical);
  const ackDue = acknowledgementRequired(kind, critical);
  const now = new Date();
  const mail: Mail[] = [];
  for (const r of recipients) {
    const person = people.get(r.userId);
    if (!person) continue;
    const staff = (STAFF_ROLES as readonly string[]).includes(person.role ?? '');
    const reader = person.role === 'patient' ? 'myreports' : 'reportresult';
    const link = staff ? `/results/${c.id}` : `/${reader}/${c.id}/${report.version}`;
    const language = languages.get(r.userId) ?? 'en';
    const title = reportNoticeTitle(kind, critical, c.caseNumber, report.version, language);
    const body = reportNoticeBody(kind, critical, report.reason, language);
    await notify(tx, { userIds: [r.userId], type, title, body, link });
    // A physician owes an acknowledgement of a correction or a critical result; nobody else is asked for one.
    const owes = ackDue && person.role === 'physician';
    await tx
      .insert(reportRecipients)
      .values({
        caseId: c.id,
        userId: r.userId,
        reason: r.reason,
        email: r.email,
        firstVersion: report.version,
        lastVersion: report.version,
        lastNotifiedAt: now,
        ackDueVersion: owes ? report.version : null,
      })
      .onConflictDoUpdate({
        target: [reportRecipients.caseId, reportRecipients.userId],
        set: {
          email: r.email,
          lastVersion: report.version,
          lastNotifiedAt: now,
          ...(owes ? { ackDueVersion: report.version } : {}),
        },
      });
    if (r.email) {
      mail.push({
        to: [person.email],
        subject: title,
        // An absolute link only on the configured public address, never one taken from a request.
        text: noticeText(language, 'reportMail', { title, link: origin ? publicLink(origin, link) : link }),
      });
    }
  }
  return mail;
}

/** Renders, stores and releases one report version; moves the case; audits; notifies. In the caller's transaction. */
async function storeVersion(
  tx: Executor,
  actor: AuditActor,
  ctx: ResultsContext,
  c: { id: number; caseNumber: string; status: string; providerId: number | null; patientId: number },
  diagnosis: TDiagnosisContent,
  sign: {
    kind: TReportKind;
    reason: string | null;
    pathologistId: number;
    addendumText?: string;
    userId: number;
    /** The sign-out warnings the signer confirmed (kept in the audit row). */
    confirmedWarnings?: TSignOutWarning[];
  },
): Promise<SignedReport> {
  const last = await latestReport(tx, c.id);
  const version = (last?.version ?? 0) + 1;
  const signedAt = ctx.clock?.() ?? new Date();
  const lastContent = last?.content ?? null;
  const addenda = [...(lastContent?.addenda ?? [])];
  const [signer] = await tx
    .select({ name: lookupTables.pathologists!.name })
    .from(lookupTables.pathologists!)
    .where(eq(lookupTables.pathologists!.id, sign.pathologistId));
  const signedBy = signer?.name ?? actor.username ?? 'unknown';
  if (sign.kind === 'addendum')
    addenda.push({ version, text: sign.addendumText!, signedAt: signedAt.toISOString(), signedBy });
  const content = await buildReportContent(
    tx,
    ctx.lab,
    c.id,
    diagnosis,
    {
      version,
      kind: sign.kind,
      reason: sign.reason,
      signedAt,
      // An addendum keeps the original's signer on the diagnosis; the addendum itself names its signer.
      pathologistId: sign.kind === 'addendum' && last?.pathologistId ? last.pathologistId : sign.pathologistId,
      addenda,
      previous:
        sign.kind === 'corrected' && lastContent
          ? {
              version: lastContent.version,
              signedAt: lastContent.reportedAt,
              parts: lastContent.parts.map((p) => ({ letter: p.letter, finalDiagnosis: p.finalDiagnosis })),
              comment: lastContent.comment,
            }
          : null,
      originalSignedAt: lastContent ? new Date(lastContent.originalSignedAt) : null,
      lastCorrection: lastCorrectionAfter(lastContent),
    },
    await ctx.fishForReport(tx, c.id),
  );
  // What the correction changed, item by item, against the version it corrects (the "Previously reported" block).
  if (content.previous && lastContent) content.previous.changes = reportChanges(lastContent, content);
  const pdf = await renderReportPdf(content);
  const [row] = await tx
    .insert(caseReports)
    .values({
      caseId: c.id,
      version,
      kind: sign.kind,
      reason: sign.reason,
      addendumText: sign.addendumText ?? null,
      content,
      pdf,
      sha256: sha256(pdf),
      pathologistId: sign.pathologistId,
      signedByUserId: sign.userId,
      signedBy,
      signedAt,
      releasedAt: signedAt,
    })
    .returning();
  // Results out: one queued message per matching destination, released and queued in one transaction.
  await queueResultMessages(tx, (await ctx.publicOrigin?.()) ?? null, {
    caseId: c.id,
    caseNumber: c.caseNumber,
    version,
    content,
    pdf,
    mrn: content.patient.mrn,
  });
  const to = REPORT_KIND_STATUS[sign.kind];
  await moveStatus(tx, actor, c, to, sign.reason);
  await writeAudit(tx, actor, {
    eventtype: sign.kind === 'final' ? 'sign-report' : sign.kind === 'corrected' ? 'amend-report' : 'addendum',
    eventdescription: `Case ${c.caseNumber}: ${REPORT_KIND_BANNERS[sign.kind].toLowerCase()} version ${version} signed by ${signedBy} and released${sign.reason ? ` (reason: ${sign.reason})` : ''}`,
    casenumber: c.caseNumber,
    entity: 'report',
    entityId: row!.id,
    datavalue: `version ${version}`,
    oldvalue: lastContent
      ? {
          version: lastContent.version,
          parts: lastContent.parts.map((p) => ({ letter: p.letter, finalDiagnosis: p.finalDiagnosis })),
          comment: lastContent.comment,
        }
      : null,
    newvalue: {
      version,
      kind: sign.kind,
      sha256: row!.sha256,
      parts: content.parts.map((p) => ({ letter: p.letter, finalDiagnosis: p.finalDiagnosis })),
      comment: content.comment,
      ...(sign.addendumText ? { addendum: sign.addendumText } : {}),
      ...(content.previous?.changes ? { changes: content.previous.changes } : {}),
      ...(sign.confirmedWarnings?.length ? { confirmedWarnings: sign.confirmedWarnings } : {}),
    },
  });
  const mail = await notifyReport(
    tx,
    c,
    { version, kind: sign.kind, reason: sign.reason },
    content.critical,
    (await ctx.publicOrigin?.()) ?? null,
  );
  return { report: toSummary(row!, true), mail, content };
}

/** Sign-out: the assigned pathologist, their password, a final diagnosis on every part → version 1, released. */
export async function signOutCase(
  db: Db,
  actor: AuditActor,
  ctx: ResultsContext,
  caseId: number,
  input: TSignOutInput,
): Promise<SignedReport> {
  const userId = actor.userId!;
  await checkSignature(db, ctx, userId, input);
  return db.transaction(async (tx) => {
    const c = await lockCase(tx, caseId);
    const pathologist = await assertSigner(tx, userId, c.pathologistId);
    if (!(RESULT_WORK_STATUSES as readonly string[]).includes(c.status)) {
      throw conflict(
        `Case ${c.caseNumber} is ${CASE_STATUS_LABELS[c.status as TCaseStatus].toLowerCase()} and cannot be signed out again; amend it or add an addendum`,
      );
    }
    const { diagnosis } = await loadDiagnosis(tx, c, { lock: true });
    assertReviewed(diagnosis, input.rowVersion);
    // A part reported with a synoptic protocol is signed only with every required item answered.
    const blockers = [
      ...signOutBlockers(diagnosis.parts),
      ...synopticSignOutBlockers(checklistsOf(await caseSynopticReports(tx, c.id))),
    ];
    if (blockers.length) throw fieldError('parts', blockers.join('; '));
    const warnings = signOutWarnings(diagnosis.parts);
    if (warnings.length && input.confirmWarnings !== true) throw new SignOutWarningsError(warnings);
    return storeVersion(tx, actor, ctx, c, diagnosis, {
      kind: 'final',
      reason: null,
      pathologistId: pathologist.id,
      userId,
      confirmedWarnings: warnings,
    });
  });
}

function assertSigned(c: { caseNumber: string; status: string }) {
  if (!(DIAGNOSIS_STATUSES as readonly string[]).includes(c.status)) {
    throw conflict(`Case ${c.caseNumber} has not been signed out yet; there is no report to amend`);
  }
}

/**
 * A later version of a signed-out report: the pathologist's password again, then, with the case locked, the
 * assigned pathologist's right to sign; `write` stores the version.
 */
async function changeSignedReport(
  db: Db,
  ctx: ResultsContext,
  userId: number,
  caseId: number,
  signature: TSignOutInput,
  write: (
    tx: Tx,
    c: Awaited<ReturnType<typeof lockCase>>,
    pathologist: Awaited<ReturnType<typeof assertSigner>>,
    current: TDiagnosis,
  ) => Promise<SignedReport>,
): Promise<SignedReport> {
  await checkSignature(db, ctx, userId, signature);
  return db.transaction(async (tx) => {
    const c = await lockCase(tx, caseId);
    assertSigned(c);
    const pathologist = await assertSigner(tx, userId, c.pathologistId);
    const { diagnosis: current } = await loadDiagnosis(tx, c, { lock: true });
    assertReviewed(current, signature.rowVersion);
    return write(tx, c, pathologist, current);
  });
}

/**
 * An amendment's corrections of the parts' site, laterality and procedure, in its transaction: each changed part
 * is updated with an audit row keeping what it was (the signed versions keep their own snapshot). True when
 * anything changed.
 */
async function correctSpecimens(
  tx: Executor,
  actor: AuditActor,
  c: { id: number; caseNumber: string },
  corrections: TSpecimenCorrection[],
): Promise<boolean> {
  if (corrections.length === 0) return false;
  const rows = await tx.select().from(caseParts).where(eq(caseParts.caseId, c.id));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const siteIds = [...new Set(corrections.flatMap((s) => (s.bodySiteId ? [s.bodySiteId] : [])))];
  const sites = siteIds.length
    ? new Set(
        (await tx.select({ id: bodySites.id }).from(bodySites).where(inArray(bodySites.id, siteIds))).map((r) => r.id),
      )
    : new Set<number>();
  let changed = false;
  for (const [i, s] of corrections.entries()) {
    const part = byId.get(s.partId);
    if (!part) throw fieldError(`specimens.${i}.partId`, 'is not a part of this case');
    if (s.bodySiteId && !sites.has(s.bodySiteId)) throw fieldError(`specimens.${i}.bodySiteId`, 'is not a body site');
    const next = {
      bodySiteId: s.bodySiteId === undefined ? part.bodySiteId : s.bodySiteId,
      laterality: s.laterality === undefined ? part.laterality : s.laterality,
      description: s.description ?? part.description,
    };
    const was = { bodySiteId: part.bodySiteId, laterality: part.laterality, description: part.description };
    if (stableJson(next) === stableJson(was)) continue;
    changed = true;
    await tx.update(caseParts).set(next).where(eq(caseParts.id, part.id));
    await writeAudit(tx, actor, {
      eventtype: 'update',
      eventdescription: `Case ${c.caseNumber}: part ${part.label} specimen corrected (site and procedure)`,
      casenumber: c.caseNumber,
      entity: 'case-part',
      entityId: part.id,
      datavalue: 'specimen',
      oldvalue: was,
      newvalue: next,
    });
  }
  return changed;
}

/**
 * An amendment's corrected synoptic answers, in its transaction: each part named must already have a synoptic
 * report, kept with its protocol version; the answers are checked as a save checks them (400 naming
 * `synoptic.N.answers.<linkId>`). True when an answer changed.
 */
async function correctSynoptic(
  tx: Executor,
  actor: AuditActor,
  c: { id: number; caseNumber: string },
  corrections: NonNullable<TAmendmentParsed['synoptic']>,
): Promise<boolean> {
  if (corrections.length === 0) return false;
  const stored = await caseSynopticReports(tx, c.id);
  let changed = false;
  for (const [i, s] of corrections.entries()) {
    const current = stored.find((r) => r.letter === s.part.toUpperCase());
    if (!current) throw fieldError(`synoptic.${i}.part`, 'has no synoptic report to correct');
    const protocol = {
      id: current.protocolId,
      name: current.protocolName,
      version: current.protocolVersion,
      questionnaire: current.questionnaire,
    };
    const part = { id: current.partId, label: current.letter };
    const saved = await writePartSynoptic(tx, actor, c, part, protocol, s.answers, current, `synoptic.${i}.`);
    if (stableJson(saved.answers) !== stableJson(current.answers)) changed = true;
  }
  return changed;
}

/** A corrected report: the changed diagnosis, a reason, the signature; the previous version stays as it was. */
export async function amendCase(
  db: Db,
  actor: AuditActor,
  ctx: ResultsContext,
  caseId: number,
  input: TAmendmentParsed,
): Promise<SignedReport> {
  const userId = actor.userId!;
  return changeSignedReport(db, ctx, userId, caseId, input, async (tx, c, pathologist, current) => {
    const next = normalize(
      {
        parts: input.parts ?? current.parts,
        comment: input.comment ?? current.comment,
        icdCodeIds: input.icdCodeIds ?? current.icdCodeIds,
        procedures: input.procedures ?? current.procedures,
      },
      current,
    );
    await assertDiagnosisRefs(tx, caseId, next);
    const blockers = signOutBlockers(next.parts);
    if (blockers.length) throw fieldError('parts', blockers.join('; '));
    const specimensChanged = await correctSpecimens(tx, actor, c, input.specimens ?? []);
    const synopticChanged = await correctSynoptic(tx, actor, c, input.synoptic ?? []);
    const incomplete = synopticSignOutBlockers(checklistsOf(await caseSynopticReports(tx, c.id)));
    if (incomplete.length) throw fieldError('synoptic', incomplete.join('; '));
    if (diagnosisChanges(next, current).length === 0 && !specimensChanged && !synopticChanged) {
      throw fieldError(
        'parts',
        'nothing was changed; to add information without changing the diagnosis, write an addendum',
      );
    }
    const isCritical = await anyCriticalResult(
      tx,
      next.parts.flatMap((p) => (p.resultId ? [p.resultId] : [])),
    );
    await tx
      .update(caseDiagnoses)
      .set({ ...next, isCritical, rowVersion: current.rowVersion + 1, updatedBy: userId, updatedAt: new Date() })
      .where(eq(caseDiagnoses.caseId, caseId));
    return storeVersion(tx, actor, ctx, c, next, {
      kind: 'corrected',
      reason: input.reason.trim(),
      pathologistId: pathologist.id,
      userId,
    });
  });
}

/** An addendum: new information below the unchanged diagnosis, signed. */
export async function addAddendum(
  db: Db,
  actor: AuditActor,
  ctx: ResultsContext,
  caseId: number,
  input: TAddendumParsed,
): Promise<SignedReport> {
  const userId = actor.userId!;
  return changeSignedReport(db, ctx, userId, caseId, input, async (tx, c, pathologist, diagnosis) => {
    // The diagnosis is unchanged, but what a later signer reviews is not: the addendum moves the rowVersion too.
    await tx
      .update(caseDiagnoses)
      .set({ rowVersion: diagnosis.rowVersion + 1, updatedBy: userId, updatedAt: new Date() })
      .where(eq(caseDiagnoses.caseId, caseId));
    return storeVersion(tx, actor, ctx, c, diagnosis, {
      kind: 'addendum',
      reason: null,
      pathologistId: pathologist.id,
      addendumText: input.text.trim(),
      userId,
    });
  });
}

/** The report as it would be signed now, marked preliminary; nothing is stored. */
export async function previewReport(
  ex: Executor,
  ctx: ResultsContext,
  caseId: number,
): Promise<{ pdf: Buffer; caseNumber: string }> {
  const [c] = await ex.select().from(cases).where(eq(cases.id, caseId));
  if (!c) throw notFound('Case');
  const { diagnosis } = await loadDiagnosis(ex, c);
  const last = await latestReport(ex, caseId);
  const content = await buildReportContent(
    ex,
    ctx.lab,
    caseId,
    diagnosis,
    {
      version: (last?.version ?? 0) + 1,
      kind: last ? 'corrected' : 'final',
      reason: null,
      signedAt: new Date(),
      pathologistId: c.pathologistId,
      addenda: last?.content.addenda ?? [],
      previous: null,
      originalSignedAt: last ? new Date(last.content.originalSignedAt) : null,
      lastCorrection: lastCorrectionAfter(last?.content ?? null),
    },
    await ctx.fishForReport(ex, caseId),
  );
  return { pdf: await renderReportPdf(content, { preliminary: true }), caseNumber: c.caseNumber };
}

export async function recordCriticalCall(
  db: Db,
  actor: AuditActor,
  caseId: number,
  input: { calledWhom: string; calledAt: string; note?: string },
) {
  return db.transaction(async (tx) => {
    const c = await lockCase(tx, caseId);
    const [row] = await tx
      .insert(criticalCalls)
      .values({
        caseId,
        calledWhom: input.calledWhom,
        calledAt: new Date(input.calledAt),
        note: input.note || null,
        recordedBy: actor.userId,
      })
      .returning();
    await writeAudit(tx, actor, {
      eventtype: 'create',
      eventdescription: `Critical result of case ${c.caseNumber}: called ${input.calledWhom}`,
      casenumber: c.caseNumber,
      entity: 'critical-call',
      entityId: row!.id,
      newvalue: { calledWhom: input.calledWhom, calledAt: input.calledAt, note: input.note ?? null },
    });
    return row!;
  });
}
