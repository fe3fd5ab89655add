import { Link } from '@tanstack/react-router';
import { Anchor, Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { TPatientDashboard, TReportKind } from '@lab/domain';
import { AnchorLink } from '@/components/router-links';
import { formatDateTime } from '@/lib/format';

const KIND_LABELS: Record<TReportKind, string> = {
  final: 'Final report',
  corrected: 'Corrected report',
  addendum: 'Addendum',
};

/** A patient's dashboard: their released reports, newest first, unread ones marked (docs/dashboard.md#who-sees-what). */
export function PatientReports({ data }: { data: TPatientDashboard }) {
  return (
    <Card withBorder component="section" aria-label="My latest reports" data-testid="patient-reports" maw={900}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Group gap="xs">
            <Title order={2} size="h5">
              My latest reports
            </Title>
            <Badge variant="light" size="sm">
              {data.total} {data.total === 1 ? 'case' : 'cases'}
            </Badge>
            {data.unread > 0 && (
              <Badge color="blue" variant="filled" size="sm">
                {data.unread} unread
              </Badge>
            )}
          </Group>
          <Anchor component={Link} to="/myreports" size="sm">
            All my reports
          </Anchor>
        </Group>
        {data.reports.length === 0 ? (
          <Text size="sm" c="dimmed">
            No reports yet. Your reports appear here once the pathologist has signed them out.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={420}>
            <Table aria-label="My latest reports" highlightOnHover verticalSpacing={6}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Case</Table.Th>
                  <Table.Th>Report</Table.Th>
                  <Table.Th>Signed</Table.Th>
                  <Table.Th>Pathologist</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.reports.map((r) => (
                  <Table.Tr key={r.caseId} fw={r.versions.every((v) => v.read) ? undefined : 700}>
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        <AnchorLink
                          to="/myreports/$caseId/$version"
                          params={{ caseId: String(r.caseId), version: String(r.version) }}
                          ff="monospace"
                          size="sm"
                          style={{ whiteSpace: 'nowrap' }}
                        >
                          {r.caseNumber}
                        </AnchorLink>
                        {r.versions.some((v) => !v.read) && (
                          <Badge size="xs" color="blue" variant="filled" style={{ flexShrink: 0 }}>
                            New
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        {KIND_LABELS[r.kind]}
                        {r.version > 1 ? ` (version ${r.version})` : ''}
                        {r.versions.length > 1 ? ` · ${r.versions.length} versions` : ''}
                      </Text>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.signedAt)}</Table.Td>
                    <Table.Td>{r.signedBy}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
