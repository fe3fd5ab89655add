import { Badge, Table, Text } from '@mantine/core';
import { REPORT_RECIPIENT_REASON_LABELS } from '@lab/domain';
import { SectionCard } from '@/components/section-card';
import { formatDateTimeShort } from '@/lib/format';
import { useReportRecipients } from '../api/report-recipients';

/** The lab's view of who was told about the reports, and who still owes an acknowledgement. */
export function ReportRecipientsCard({ caseId }: { caseId: number }) {
  const { data } = useReportRecipients(caseId);
  if (!data || data.data.length === 0) return null;
  return (
    <SectionCard title={data.pending ? `Recipients · ${data.pending} not acknowledged` : 'Recipients'}>
      <Table.ScrollContainer minWidth={520}>
        <Table aria-label="Report recipients" data-testid="report-recipients">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Recipient</Table.Th>
              <Table.Th>Why</Table.Th>
              <Table.Th>Told of</Table.Th>
              <Table.Th>Acknowledged</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.data.map((r) => (
              <Table.Tr key={r.userId}>
                <Table.Td>{r.name}</Table.Td>
                <Table.Td>{REPORT_RECIPIENT_REASON_LABELS[r.reason]}</Table.Td>
                <Table.Td>
                  {r.firstVersion === r.lastVersion
                    ? `Version ${r.lastVersion}`
                    : `Versions ${r.firstVersion}–${r.lastVersion}`}
                  {r.email ? ' (bell and mail)' : ''}
                </Table.Td>
                <Table.Td>
                  {r.pending ? (
                    <Badge color="red" variant="light">
                      Not acknowledged (version {r.acknowledgementDueVersion})
                    </Badge>
                  ) : r.acknowledgedAt ? (
                    <Text size="sm">
                      Version {r.acknowledgedVersion}, {formatDateTimeShort(r.acknowledgedAt)}
                    </Text>
                  ) : (
                    <Text size="sm" c="dimmed">
                      Not required
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
