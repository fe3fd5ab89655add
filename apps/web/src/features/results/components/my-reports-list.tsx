import { Badge, Group, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import type { TMyReport } from '@lab/domain';
import { formatDateTimeShort } from '@/lib/format';
import { CriticalMark, ReportKindBadge } from './result-badges';

/** Released reports, newest first; unread ones in bold with a "New" badge. */
export function MyReportsList({
  reports,
  onOpen,
  compact,
}: {
  reports: TMyReport[];
  onOpen(r: TMyReport): void;
  compact?: boolean;
}) {
  return (
    <Table.ScrollContainer minWidth={compact ? 320 : 520}>
      <Table aria-label="Reports" highlightOnHover verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Case</Table.Th>
            <Table.Th>Patient</Table.Th>
            <Table.Th>Report</Table.Th>
            {!compact && <Table.Th>Signed by</Table.Th>}
            <Table.Th>Signed</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {reports.map((r) => (
            <Table.Tr
              key={`${r.caseId}-${r.version}`}
              onClick={() => onOpen(r)}
              onKeyDown={(e) => e.key === 'Enter' && onOpen(r)}
              tabIndex={0}
              style={{ cursor: 'pointer' }}
              fw={r.read ? undefined : 700}
              data-unread={r.read ? undefined : true}
            >
              <Table.Td>
                <UnstyledButton onClick={() => onOpen(r)} tabIndex={-1}>
                  <Group gap={6} wrap="nowrap">
                    <Text size="sm" ff="monospace" fw={r.read ? 500 : 800} style={{ whiteSpace: 'nowrap' }}>
                      {r.caseNumber}
                    </Text>
                    {r.critical && <CriticalMark />}
                    {!r.read && (
                      <Badge size="xs" color="blue" variant="filled">
                        New
                      </Badge>
                    )}
                  </Group>
                </UnstyledButton>
              </Table.Td>
              <Table.Td>
                <Stack gap={0}>
                  <Text size="sm" fw="inherit">
                    {r.patientName}
                  </Text>
                  <Text size="xs" c="dimmed">
                    MRN {r.patientMrn}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <ReportKindBadge kind={r.kind} />
                  <Text size="xs" c="dimmed">
                    v{r.version}
                  </Text>
                </Group>
              </Table.Td>
              {!compact && <Table.Td>{r.signedBy}</Table.Td>}
              <Table.Td>
                <Text size="sm" fw="inherit" style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTimeShort(r.signedAt)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
