/** Case life cycle (docs/laboratory.md#case-status). */
export const CASE_STATUSES = [
  'accessioned',
  'grossed',
  'in-histology',
  'pending-diagnosis',
  'signed-out',
  'amended',
  'addended',
  'cancelled',
] as const;
export type TCaseStatus = (typeof CASE_STATUSES)[number];

export const CASE_STATUS_LABELS: Record<TCaseStatus, string> = {
  accessioned: 'Accessioned',
  grossed: 'Grossed',
  'in-histology': 'In histology',
  'pending-diagnosis': 'Pending diagnosis',
  'signed-out': 'Signed out',
  amended: 'Amended',
  addended: 'Addended',
  cancelled: 'Cancelled',
};

/** The moves a case may make. Sign-out, amendment and addendum belong to the diagnosis feature. */
export const CASE_TRANSITIONS: Record<TCaseStatus, readonly TCaseStatus[]> = {
  accessioned: ['grossed', 'cancelled'],
  grossed: ['in-histology', 'cancelled'],
  'in-histology': ['pending-diagnosis', 'cancelled'],
  'pending-diagnosis': ['signed-out', 'cancelled'],
  'signed-out': ['amended', 'addended'],
  amended: ['amended', 'addended'],
  addended: ['amended', 'addended'],
  cancelled: [],
};

export function canTransition(from: TCaseStatus, to: TCaseStatus): boolean {
  return CASE_TRANSITIONS[from].includes(to);
}

export const PRIORITIES = ['routine', 'stat'] as const;
export type TPriority = (typeof PRIORITIES)[number];
