import { useTranslation } from 'react-i18next';
import { Badge } from '@mantine/core';
import { CASE_STATUS_LABELS, type TCaseStatus, type TPriority } from '@lab/domain';

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

/**
 * A case's status in its words ("Pending diagnosis"), never cut short: the badge is as wide as its text and a
 * table keeps room for the longest one. Shared by every list that shows cases (worklist, patient's cases).
 */
export function CaseStatusBadge({ status, size = 'sm' }: { status: TCaseStatus; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation('common');
  return (
    <Badge
      color={STATUS_COLORS[status] ?? 'gray'}
      variant="light"
      size={size}
      w="max-content"
      style={{ flexShrink: 0 }}
    >
      {t(`caseStatus.${status}`, { defaultValue: CASE_STATUS_LABELS[status] ?? status })}
    </Badge>
  );
}

/** STAT stands out in red; routine stays quiet. */
export function PriorityBadge({ priority, size = 'sm' }: { priority: TPriority; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation('common');
  return priority === 'stat' ? (
    <Badge color="red" variant="filled" size={size}>
      {t('priority.stat')}
    </Badge>
  ) : (
    <Badge color="gray" variant="outline" size={size}>
      {t('priority.routine')}
    </Badge>
  );
}
