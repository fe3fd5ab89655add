import { z } from 'zod';
import { ZCaseStatus, ZCaseType } from './cases-api';
import { CASE_TYPES, type TCaseType } from './identifiers';
import { ZMyReport, RESULT_WORK_STATUSES, type TTurnaroundTargets } from './results';
import { workingDaysBetween } from './results-rules';
import { UTC_CALENDAR, type TLabCalendar } from './lab-settings';

/**
 * The analytics dashboard at `/` (docs/dashboard.md): the answer of `GET /api/dashboard` per role, and the pure
 * statistics behind its figures. The server counts in the database; what needs a rule (percentiles, working days,
 * the day series, the work queues and their links) lives here so the server and the page agree.
 */

/** Days of the "received per day" chart and of the turnaround and per-pathologist windows (docs/dashboard.md#figures). */
export const DASHBOARD_WINDOW_DAYS = 30;
/** How many of their newest released reports a patient's dashboard lists. */
export const DASHBOARD_PATIENT_REPORTS = 10;

// ---------------------------------------------------------------------------------------------------------
// Statistics.

/**
 * The p-quantile (0 ≤ p ≤ 1) of a sample by linear interpolation between the closest ranks: sorted values
 * x[0..n-1], h = (n − 1)·p, answer x[⌊h⌋] + (h − ⌊h⌋)·(x[⌊h⌋+1] − x[⌊h⌋]). This is Hyndman–Fan type 7, the
 * method of PostgreSQL's `percentile_cont`, Excel's PERCENTILE.INC and R's default, so the dashboard's numbers can
 * be checked with one SQL query. An empty sample has no quantile (null).
 */
export function quantile(values: readonly number[], p: number): number | null {
  if (!(p >= 0 && p <= 1)) throw new RangeError('p must be between 0 and 1');
  const xs = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (xs.length === 0) return null;
  const h = (xs.length - 1) * p;
  const lo = Math.floor(h);
  const hi = Math.min(lo + 1, xs.length - 1);
  return xs[lo]! + (h - lo) * (xs[hi]! - xs[lo]!);
}

export const median = (values: readonly number[]) => quantile(values, 0.5);
export const percentile90 = (values: readonly number[]) => quantile(values, 0.9);

/** One decimal, for display and for the answer (null stays null). */
export const round1 = (v: number | null): number | null => (v === null ? null : Math.round(v * 10) / 10);

/** Elapsed hours between two instants (calendar time, never negative). */
export function hoursBetween(from: Date, to: Date): number {
  return Math.max(0, (to.getTime() - from.getTime()) / 3_600_000);
}

/** A case signed out: its type, when it was received and when its first final report was signed. */
export interface TurnaroundSample {
  caseType: TCaseType;
  receivedAt: Date;
  signedOutAt: Date;
}

export const ZTurnaroundRow = z.object({
  caseType: ZCaseType,
  /** Cases of this type signed out in the window. */
  count: z.number().int(),
  /** Received → first final signature, calendar hours (one decimal); null without cases. */
  medianHours: z.number().nullable(),
  p90Hours: z.number().nullable(),
  /** The same in working days (weekends not counted, as the worklist counts them), one decimal. */
  medianWorkingDays: z.number().nullable(),
  p90WorkingDays: z.number().nullable(),
  /** The lab's target for this type (portal setting "turnaround targets"), working days. */
  targetWorkingDays: z.number(),
  /** Cases signed out within the target (working days ≤ target). */
  withinTarget: z.number().int(),
  /** withinTarget / count as a whole percentage; null without cases. */
  withinTargetPct: z.number().nullable(),
});
export type TTurnaroundRow = z.infer<typeof ZTurnaroundRow>;

/**
 * Turnaround per case type (always S, C, F in that order, empty types with count 0): median and 90th percentile
 * (`quantile`, type 7) of received → signed out, in hours and in working days, against the lab's target.
 */
export function summarizeTurnaround(
  samples: readonly TurnaroundSample[],
  targets: TTurnaroundTargets,
  calendar: TLabCalendar = UTC_CALENDAR,
): TTurnaroundRow[] {
  return CASE_TYPES.map((caseType) => {
    const mine = samples.filter((s) => s.caseType === caseType);
    const hours = mine.map((s) => hoursBetween(s.receivedAt, s.signedOutAt));
    const days = mine.map((s) => workingDaysBetween(s.receivedAt, s.signedOutAt, calendar));
    const target = targets[caseType];
    const withinTarget = days.filter((d) => d <= target).length;
    return {
      caseType,
      count: mine.length,
      medianHours: round1(median(hours)),
      p90Hours: round1(percentile90(hours)),
      medianWorkingDays: round1(median(days)),
      p90WorkingDays: round1(percentile90(days)),
      targetWorkingDays: target,
      withinTarget,
      withinTargetPct: mine.length ? Math.round((withinTarget / mine.length) * 100) : null,
    };
  });
}

/** YYYY-MM-DD of a UTC calendar day moved by `days`. */
export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * The day series of a chart: every day of the `days` ending with `today` (oldest first), each with its count from
 * `counts` (YYYY-MM-DD → n) or 0, so a quiet day shows as 0 rather than missing.
 */
export function fillDays(
  today: string,
  days: number,
  counts: ReadonlyMap<string, number>,
): Array<{ date: string; count: number }> {
  return Array.from({ length: days }, (_, i) => {
    const date = addDays(today, i - days + 1);
    return { date, count: counts.get(date) ?? 0 };
  });
}

/**
 * Open STAT cases by age since receipt, calendar hours: a STAT case is measured in hours, not working days.
 * Each bucket holds ages ≥ `fromHours` and < `toHours` (null: no upper bound).
 */
export const STAT_AGE_BUCKETS = [
  { key: 'under-4h', label: 'Under 4 h', fromHours: 0, toHours: 4 },
  { key: '4-8h', label: '4–8 h', fromHours: 4, toHours: 8 },
  { key: '8-24h', label: '8–24 h', fromHours: 8, toHours: 24 },
  { key: '1-2d', label: '1–2 days', fromHours: 24, toHours: 48 },
  { key: 'over-2d', label: 'Over 2 days', fromHours: 48, toHours: null },
] as const;
export type TStatAgeBucket = (typeof STAT_AGE_BUCKETS)[number]['key'];
const STAT_AGE_KEYS = STAT_AGE_BUCKETS.map((b) => b.key) as [TStatAgeBucket, ...TStatAgeBucket[]];

/** The bucket of an open STAT case this many hours old. */
export function statAgeBucket(hours: number): TStatAgeBucket {
  const h = Math.max(0, hours);
  return STAT_AGE_BUCKETS.find((b) => h >= b.fromHours && (b.toHours === null || h < b.toHours))!.key;
}

// ---------------------------------------------------------------------------------------------------------
// Work queues: a card with a count that opens the list it counts, filtered (docs/dashboard.md#work-queues).

export const WORK_QUEUE_KEYS = [
  'my-sign-out',
  'sign-out',
  'received-today',
  'awaiting-gross',
  'grossed',
  'in-histology',
  'stat-open',
  'fish',
] as const;
export type TWorkQueueKey = (typeof WORK_QUEUE_KEYS)[number];

export interface WorkQueueDef {
  label: string;
  /** What the count is, in a sentence (shown under the number). */
  description: string;
  /** The list it opens… */
  to: '/specimen' | '/results' | '/fishscoring';
  /** …with these address filters (the list reads them on opening); `today` is the server's date. */
  search: (today: string) => Record<string, string | boolean>;
}

export const WORK_QUEUES: Record<TWorkQueueKey, WorkQueueDef> = {
  'my-sign-out': {
    label: 'Waiting for my sign-out',
    description: 'Pending diagnosis, assigned to you',
    to: '/results',
    search: () => ({ status: 'pending-diagnosis', pathologist: 'mine' }),
  },
  'sign-out': {
    label: 'Waiting for sign-out',
    description: 'Pending diagnosis, any pathologist',
    to: '/results',
    search: () => ({ status: 'pending-diagnosis', pathologist: 'any' }),
  },
  'received-today': {
    label: 'Received today',
    description: 'Cases received since midnight',
    to: '/specimen',
    search: (today) => ({ from: today }),
  },
  'awaiting-gross': {
    label: 'Awaiting gross',
    description: 'Accessioned, not yet grossed',
    to: '/specimen',
    search: () => ({ status: 'accessioned' }),
  },
  grossed: {
    label: 'Grossed, awaiting histology',
    description: 'Status grossed',
    to: '/specimen',
    search: () => ({ status: 'grossed' }),
  },
  'in-histology': {
    label: 'In histology',
    description: 'Blocks and slides being cut',
    to: '/specimen',
    search: () => ({ status: 'in-histology' }),
  },
  'stat-open': {
    label: 'STAT open',
    description: 'Open STAT cases',
    to: '/specimen',
    search: () => ({ open: true, priority: 'stat' }),
  },
  fish: {
    label: 'FISH to score',
    description: 'Open cases owing a FISH scoring',
    to: '/fishscoring',
    search: () => ({}),
  },
};

export const ZWorkQueue = z.object({
  key: z.enum(WORK_QUEUE_KEYS),
  count: z.number().int(),
  /** Extra figure of the card, e.g. "3 grossed today". */
  note: z.string().nullable(),
});
export type TWorkQueue = z.infer<typeof ZWorkQueue>;

// ---------------------------------------------------------------------------------------------------------
// The answer.

/** The four counters of the top row (over the cases the caller may see). */
export const ZDashboardCounters = z.object({
  /** Received since midnight (the database's day). */
  receivedToday: z.number().int(),
  /** Open work: not signed out, amended, addended or cancelled. */
  open: z.number().int(),
  /** Open work of priority STAT. */
  statOpen: z.number().int(),
  /** Cases whose first final report was signed in the last 7 days (amended or addended since: still counted). */
  signedOutThisWeek: z.number().int(),
});
export type TDashboardCounters = z.infer<typeof ZDashboardCounters>;

export const ZDayCount = z.object({ date: z.string(), count: z.number().int() });
export const ZStatusCount = z.object({ status: ZCaseStatus, count: z.number().int() });
export const ZPathologistLoad = z.object({
  /** null: open cases not yet assigned to a pathologist. */
  pathologistId: z.number().int().nullable(),
  name: z.string(),
  /** Open cases assigned now. */
  open: z.number().int(),
  /** Cases signed out (first final report) in the window, by the pathologist of that report. */
  signedOut: z.number().int(),
});
export type TPathologistLoad = z.infer<typeof ZPathologistLoad>;
export const ZStatAgeCount = z.object({ bucket: z.enum(STAT_AGE_KEYS), count: z.number().int() });

/** The open statuses the "open cases by status" chart shows, in life-cycle order. */
export const DASHBOARD_OPEN_STATUSES = RESULT_WORK_STATUSES;

const caseFigures = {
  /** The database's date today (YYYY-MM-DD): the day the counters and the day series end on. */
  today: z.string(),
  counters: ZDashboardCounters,
  /** The last 30 days, oldest first, every day present. */
  receivedPerDay: z.array(ZDayCount),
  openByStatus: z.array(ZStatusCount),
};

export const ZStaffDashboard = z.object({
  role: z.literal('staff'),
  ...caseFigures,
  windowDays: z.number().int(),
  turnaround: z.array(ZTurnaroundRow),
  perPathologist: z.array(ZPathologistLoad),
  statByAge: z.array(ZStatAgeCount),
  workQueues: z.array(ZWorkQueue),
});
export const ZPhysicianDashboard = z.object({ role: z.literal('physician'), ...caseFigures });
export const ZPatientDashboard = z.object({
  role: z.literal('patient'),
  /** Their newest released report versions (at most 10). */
  reports: z.array(ZMyReport),
  total: z.number().int(),
  unread: z.number().int(),
});
export const ZDashboard = z.discriminatedUnion('role', [ZStaffDashboard, ZPhysicianDashboard, ZPatientDashboard]);
export type TDashboard = z.infer<typeof ZDashboard>;
export type TStaffDashboard = z.infer<typeof ZStaffDashboard>;
export type TPhysicianDashboard = z.infer<typeof ZPhysicianDashboard>;
export type TPatientDashboard = z.infer<typeof ZPatientDashboard>;
