import { Badge, Tooltip } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { CASE_STATUS_LABELS, REPORT_KIND_BANNERS, type TCaseStatus, type TReportKind } from '@lab/domain';

// The case page's colours; a shared case badge in components/ would remove this second copy.
const STATUS_COLORS: Record<TCaseStatus, string> = {
  accessioned: 'blue',
  grossed: 'cyan',
  'in-histology': 'teal',
  'pending-diagnosis': 'yellow',
  'signed-out': 'green',
  amended: 'grape',
  addended: 'violet',
  cancelled: 'gray',
};

export function StatusBadge({ status, size = 'sm' }: { status: TCaseStatus; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" size={size}>
      {CASE_STATUS_LABELS[status]}
    </Badge>
  );
}

export function StatBadge({ size = 'sm' }: { size?: 'sm' | 'md' | 'lg' }) {
  return (
    <Badge color="red" variant="filled" size={size}>
      STAT
    </Badge>
  );
}

const KIND_COLORS: Record<TReportKind, string> = { final: 'green', corrected: 'orange', addendum: 'violet' };
const KIND_SHORT: Record<TReportKind, string> = { final: 'FINAL', corrected: 'CORRECTED', addendum: 'ADDENDUM' };

/** FINAL / CORRECTED / ADDENDUM, as on the report's banner. */
export function ReportKindBadge({ kind, size = 'sm' }: { kind: TReportKind; size?: 'xs' | 'sm' | 'md' | 'lg' }) {
  return (
    <Badge color={KIND_COLORS[kind]} variant="light" size={size} title={REPORT_KIND_BANNERS[kind]}>
      {KIND_SHORT[kind]}
    </Badge>
  );
}

export const reportKindColor = (kind: TReportKind) => KIND_COLORS[kind];

/** The red mark of a critical result. */
export function CriticalBadge({ size = 'sm' }: { size?: 'xs' | 'sm' | 'md' | 'lg' }) {
  return (
    <Badge color="red" variant="filled" size={size} leftSection={<IconAlertTriangle size={12} />}>
      Critical
    </Badge>
  );
}

export function CriticalMark() {
  return (
    <Tooltip label="Critical result">
      <IconAlertTriangle size={16} color="var(--mantine-color-red-6)" aria-label="Critical result" role="img" />
    </Tooltip>
  );
}
