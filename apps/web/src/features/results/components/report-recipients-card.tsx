import { useTranslation } from 'react-i18next';
import { Badge, Table, Text } from '@mantine/core';
import { SectionCard } from '@/components/section-card';
import { formatDateTimeShort } from '@/lib/format';
import { useReportRecipients } from '../api/report-recipients';

/** The lab's view of who was told about the reports, and who still owes an acknowledgement. */
export function ReportRecipientsCard({ caseId }: { caseId: number }) {
  const { t } = useTranslation('workspace');
  const { data } = useReportRecipients(caseId);
  if (!data || data.data.length === 0) return null;
  return (
    <SectionCard title={data.pending ? t('recipients.titlePending', { count: data.pending }) : t('recipients.title')}>
      <Table.ScrollContainer minWidth={520}>
        <Table aria-label={t('recipients.label')} data-testid="report-recipients">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('recipients.recipient')}</Table.Th>
              <Table.Th>{t('recipients.why')}</Table.Th>
              <Table.Th>{t('recipients.toldOf')}</Table.Th>
              <Table.Th>{t('recipients.acknowledged')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.data.map((r) => (
              <Table.Tr key={r.userId}>
                <Table.Td>{r.name}</Table.Td>
                <Table.Td>{t(`recipients.reason.${r.reason}`)}</Table.Td>
                <Table.Td>
                  {r.firstVersion === r.lastVersion
                    ? t('recipients.version', { version: r.lastVersion })
                    : t('recipients.versions', { first: r.firstVersion, last: r.lastVersion })}
                  {r.email ? t('recipients.bellAndMail') : ''}
                </Table.Td>
                <Table.Td>
                  {r.pending ? (
                    <Badge color="red" variant="light">
                      {t('recipients.notAcknowledged', { version: r.acknowledgementDueVersion })}
                    </Badge>
                  ) : r.acknowledgedAt ? (
                    <Text size="sm">
                      {t('recipients.acknowledgedAt', {
                        version: r.acknowledgedVersion,
                        at: formatDateTimeShort(r.acknowledgedAt),
                      })}
                    </Text>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t('recipients.notRequired')}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </SectionCard>
  );
}
