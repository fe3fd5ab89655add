import { useTranslation } from 'react-i18next';
import { Badge, Tooltip } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { TReportKind } from '@lab/domain';

/** A case's status: the one badge every list of cases uses. */
export { CaseStatusBadge as StatusBadge } from '@/components/case-badges';

export function StatBadge({ size = 'sm' }: { size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation('reports');
  return (
    <Badge color="red" variant="filled" size={size}>
      {t('stat')}
    </Badge>
  );
}

const KIND_COLORS: Record<TReportKind, string> = { final: 'green', corrected: 'orange', addendum: 'violet' };

/** FINAL / CORRECTED / ADDENDUM, as on the report's banner. */
export function ReportKindBadge({ kind, size = 'sm' }: { kind: TReportKind; size?: 'xs' | 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation('reports');
  return (
    <Badge color={KIND_COLORS[kind]} variant="light" size={size} title={t(`kindBanner.${kind}`)}>
      {t(`kind.${kind}`)}
    </Badge>
  );
}

export const reportKindColor = (kind: TReportKind) => KIND_COLORS[kind];

/** The red mark of a critical result. */
export function CriticalBadge({ size = 'sm' }: { size?: 'xs' | 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation('reports');
  return (
    <Badge color="red" variant="filled" size={size} leftSection={<IconAlertTriangle size={12} />}>
      {t('critical')}
    </Badge>
  );
}

export function CriticalMark() {
  const { t } = useTranslation('reports');
  return (
    <Tooltip label={t('criticalResult')}>
      <IconAlertTriangle size={16} color="var(--mantine-color-red-text)" aria-label={t('criticalResult')} role="img" />
    </Tooltip>
  );
}
