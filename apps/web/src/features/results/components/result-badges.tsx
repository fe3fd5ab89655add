import { Badge, Tooltip } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { REPORT_KIND_BANNERS, type TReportKind } from '@lab/domain';

/** A case's status: the one badge every list of cases uses. */
export { CaseStatusBadge as StatusBadge } from '@/components/case-badges';

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
      <IconAlertTriangle size={16} color="var(--mantine-color-red-text)" aria-label="Critical result" role="img" />
    </Tooltip>
  );
}
