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

export function CaseStatusBadge({ status, size = 'sm' }: { status: TCaseStatus; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" size={size}>
      {CASE_STATUS_LABELS[status]}
    </Badge>
  );
}

/** STAT stands out in red; routine stays quiet. */
export function PriorityBadge({ priority, size = 'sm' }: { priority: TPriority; size?: 'sm' | 'md' | 'lg' }) {
  return priority === 'stat' ? (
    <Badge color="red" variant="filled" size={size}>
      STAT
    </Badge>
  ) : (
    <Badge color="gray" variant="outline" size={size}>
      Routine
    </Badge>
  );
}
