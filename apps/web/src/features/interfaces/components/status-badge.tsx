import { useTranslation } from 'react-i18next';
import { Badge } from '@mantine/core';

const COLORS: Record<string, string> = {
  acked: 'green',
  received: 'green',
  queued: 'blue',
  sent: 'cyan',
  failed: 'red',
  rejected: 'red',
};

/** A message's status as a badge that wraps on a narrow screen. */
export function MessageStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('interfaces');
  return (
    <Badge variant="light" color={COLORS[status] ?? 'gray'} style={{ whiteSpace: 'normal', height: 'auto' }}>
      {t(`statuses.${status}`, { defaultValue: status })}
    </Badge>
  );
}
