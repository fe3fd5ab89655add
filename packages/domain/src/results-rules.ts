import type { TCaseStatus } from './cases';
import type { TBlock, TDiagnosisContent, TDiagnosisPart, TTurnaroundTargets } from './results';
import type { TCaseType } from './identifiers';
import type { TRole } from './roles';
import { mayHoldPathologistLink } from './signing';
import { labWorkingDaysBetween, UTC_CALENDAR, type TLabCalendar } from './lab-settings';

/** The pure rules of result work: turnaround, status from the work done, sign-out checks, labels, diffs. */

/**
 * Working days between two instants, weekends not counted, to one decimal, on the lab's calendar (its zone and
 * holidays; UTC without holidays when none is given). A case received on Friday afternoon and looked at on Monday
 * morning is a fraction of a day old, not three.
 */
export function workingDaysBetween(from: Date, to: Date, calendar: TLabCalendar = UTC_CALENDAR): number {
  return labWorkingDaysBetween(from, to, calendar);
}

export function turnaroundState(
  receivedAt: Date,
  now: Date,
  caseType: TCaseType,
  targets: TTurnaroundTargets,
  calendar: TLabCalendar = UTC_CALENDAR,
): { ageWorkingDays: number; targetWorkingDays: number; overdue: boolean } {
  const ageWorkingDays = workingDaysBetween(receivedAt, now, calendar);
  const targetWorkingDays = targets[caseType];
  return { ageWorkingDays, targetWorkingDays, overdue: ageWorkingDays > targetWorkingDays };
}

const ORDER: TCaseStatus[] = ['accessioned', 'grossed', 'in-histology', 'pending-diagnosis'];

/**
 * The status the work done implies: a gross description → grossed; a slide cut → in histology; a final
 * diagnosis on every part → pending diagnosis, once a pathologist is assigned (nobody could sign it otherwise).
 * A case only moves forward; closed cases do not move here.
 */
export function statusFromWork(
  current: TCaseStatus,
  content: Pick<TDiagnosisContent, 'parts'>,
  hasPathologist = true,
): TCaseStatus {
  const at = ORDER.indexOf(current);
  if (at < 0) return current;
  const parts = content.parts;
  let reached = 0;
  if (parts.some((p) => p.grossDescription.trim() !== '' || p.blocks.length > 0)) reached = 1;
  if (parts.some((p) => p.blocks.some((b) => b.slides.length > 0))) reached = 2;
  if (hasPathologist && parts.length > 0 && parts.every((p) => p.finalDiagnosis.trim() !== '')) reached = 3;
  return ORDER[Math.max(at, reached)]!;
}

/** A case waits for its diagnosis only with a pathologist to give it (no case waits with nobody to sign it). */
export function pendingDiagnosisBlocker(to: TCaseStatus, pathologistId: number | null): string | null {
  return to === 'pending-diagnosis' && pathologistId === null
    ? 'assign a pathologist before the case goes to pending diagnosis'
    : null;
}

/** Messages that block a sign-out, each naming the part at fault. Empty: the diagnosis may be signed. */
export function signOutBlockers(parts: Array<Pick<TDiagnosisPart, 'letter' | 'finalDiagnosis'>>): string[] {
  if (parts.length === 0) return ['The case has no parts to sign'];
  return parts.filter((p) => p.finalDiagnosis.trim() === '').map((p) => `Part ${p.letter} has no final diagnosis`);
}

export type SignRight =
  | { ok: true }
  | {
      ok: false;
      reason: 'not-a-pathologist' | 'not-assigned' | 'no-pathologist' | 'role';
      message: string;
    };

/**
 * Sign-out is the act of the pathologist the case is assigned to: a staff user linked to a Pathologists record
 * (docs/roles.md#sign-out-rights), the link they confirmed themselves. Admins and editors reassign; they do not
 * sign for someone else.
 */
export function signRight(
  userPathologistId: number | null,
  casePathologistId: number | null,
  role: TRole | null,
): SignRight {
  if (!mayHoldPathologistLink(role)) {
    return { ok: false, reason: 'role', message: `Your role (${role ?? 'none'}) cannot sign reports` };
  }
  if (userPathologistId === null) {
    return {
      ok: false,
      reason: 'not-a-pathologist',
      message: 'Only a user linked to a Pathologists record can sign reports',
    };
  }
  if (casePathologistId === null) {
    return { ok: false, reason: 'no-pathologist', message: 'Assign the case to a pathologist before signing' };
  }
  if (casePathologistId !== userPathologistId) {
    return { ok: false, reason: 'not-assigned', message: 'This case is assigned to another pathologist' };
  }
  return { ok: true };
}

/** The next block of a part: A1, A2… after the highest number used. */
export function nextBlockLabel(letter: string, blocks: Pick<TBlock, 'label'>[]): string {
  const used = blocks.map((b) => Number(/(\d+)$/.exec(b.label)?.[1] ?? 0));
  return `${letter}${Math.max(0, ...used) + 1}`;
}

/** The next slide of a block: A1-1, A1-2… */
export function nextSlideLabel(block: Pick<TBlock, 'label' | 'slides'>): string {
  const used = block.slides.map((s) => Number(/-(\d+)$/.exec(s.label)?.[1] ?? 0));
  return `${block.label}-${Math.max(0, ...used) + 1}`;
}

/** Blanks of a Gross Description template: `[…]` placeholders, in order, with their positions. */
export function templateBlanks(text: string): Array<{ start: number; end: number; hint: string }> {
  const out: Array<{ start: number; end: number; hint: string }> = [];
  const re = /\[([^\]\n]*)\]/g;
  for (let m = re.exec(text); m; m = re.exec(text))
    out.push({ start: m.index, end: m.index + m[0].length, hint: m[1]! });
  return out;
}

/** The blank at or after `from` (wrapping to the first), for Tab in the gross editor. */
export function nextBlank(text: string, from: number): { start: number; end: number } | null {
  const blanks = templateBlanks(text);
  if (blanks.length === 0) return null;
  return blanks.find((b) => b.start >= from) ?? blanks[0]!;
}

/**
 * A microcode typed at the end of the text (`.bcc` then space): its code (without the dot) and where it
 * starts, or null. Codes are letters, digits and dashes.
 */
export function trailingMicrocode(text: string): { code: string; start: number } | null {
  const m = /(^|\s)\.([A-Za-z0-9-]{1,20}) $/.exec(text);
  if (!m) return null;
  return { code: m[2]!, start: m.index + m[1]!.length };
}

/** JSON with keys in a fixed order, so values compare the same whatever order the database keeps keys in. */
export function stableJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(stableJson).join(',')}]`;
  if (v && typeof v === 'object') {
    const entries = Object.entries(v as Record<string, unknown>).filter(([, x]) => x !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, x]) => `${JSON.stringify(k)}:${stableJson(x)}`)
      .join(',')}}`;
  }
  return JSON.stringify(v ?? null);
}

/** What differs between two versions of a diagnosis, in words a pathologist reads ("Part A final diagnosis"). */
export function diagnosisChanges(mine: TDiagnosisContent, theirs: TDiagnosisContent): string[] {
  const out: string[] = [];
  const fields: Array<[keyof TDiagnosisPart, string]> = [
    ['grossDescription', 'gross description'],
    ['blocks', 'blocks and slides'],
    ['microscopicDescription', 'microscopic description'],
    ['finalDiagnosis', 'final diagnosis'],
    ['resultId', 'result'],
  ];
  for (const t of theirs.parts) {
    const m = mine.parts.find((p) => p.partId === t.partId);
    for (const [f, label] of fields) {
      if (stableJson(m?.[f] ?? null) !== stableJson(t[f] ?? null)) out.push(`Part ${t.letter} ${label}`);
    }
  }
  if (mine.comment !== theirs.comment) out.push('Comment');
  if (stableJson(mine.icdCodeIds) !== stableJson(theirs.icdCodeIds)) out.push('ICD-10 codes');
  if (stableJson(mine.procedures) !== stableJson(theirs.procedures)) out.push('Procedures');
  return out;
}
