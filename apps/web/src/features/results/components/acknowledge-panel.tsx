import { useTranslation } from 'react-i18next';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { formatDateTime } from '@/lib/format';
import { useAcknowledgeReport, useMyAcknowledgement } from '../api/acknowledge-report';

/**
 * On a physician's report page: a correction or a critical result they were told about waits for their
 * acknowledgement (docs/laboratory.md#notifications); the lab sees who has not given it. Once given, a line says when.
 */
export function AcknowledgePanel({ caseId }: { caseId: number }) {
  const { t } = useTranslation('reports');
  const state = useMyAcknowledgement(caseId, true);
  const ack = useAcknowledgeReport(caseId);
  const a = state.data;
  if (!a || a.dueVersion === null) return null;
  if (!a.pending)
    return (
      <Group gap={6} data-testid="acknowledged">
        <IconCheck size={16} aria-hidden />
        <Text size="sm">
          {a.acknowledgedAt
            ? t('acknowledge.doneOn', { version: a.acknowledgedVersion, date: formatDateTime(a.acknowledgedAt) })
            : t('acknowledge.done', { version: a.acknowledgedVersion })}
        </Text>
      </Group>
    );
  return (
    <Alert
      color="orange"
      icon={<IconAlertTriangle aria-hidden />}
      title={t('acknowledge.title')}
      data-testid="acknowledge-panel"
    >
      <Text size="sm">{t('acknowledge.explain', { version: a.dueVersion })}</Text>
      <Group mt="sm" gap="sm">
        <Button size="sm" loading={ack.isPending} onClick={() => ack.mutate()}>
          {t('acknowledge.button')}
        </Button>
        {ack.error && (
          <Text size="sm" c="red" role="alert">
            {ack.error.message}
          </Text>
        )}
      </Group>
    </Alert>
  );
}
