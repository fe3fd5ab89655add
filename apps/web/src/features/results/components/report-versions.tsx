import { Group, Table, Text } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import type { TReportSummary } from '@lab/domain';
import { formatDateTimeShort } from '@/lib/format';
import { reportFhirPath, reportHl7Path, reportPdfPath } from '../api/report-urls';
import { SignedAnchor } from '@/components/signed-link';
import { ReportKindBadge } from './result-badges';

/** Every signed version: kind, reason, who and when, the current one marked, and its PDF, FHIR and HL7. */
export function ReportVersionsTable({
  caseId,
  versions,
  selected,
  onOpen,
}: {
  caseId: number;
  versions: TReportSummary[];
  selected?: number | null;
  onOpen?(version: number): void;
}) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table aria-label="Report versions" verticalSpacing={6} highlightOnHover={!!onOpen}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={60}>Version</Table.Th>
            <Table.Th w={120}>Kind</Table.Th>
            <Table.Th>Reason</Table.Th>
            <Table.Th>Signed by</Table.Th>
            <Table.Th>Signed at</Table.Th>
            <Table.Th>Files</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {versions.map((v) => (
            <Table.Tr
              key={v.version}
              bg={selected === v.version ? 'var(--mantine-primary-color-light)' : undefined}
              style={onOpen ? { cursor: 'pointer' } : undefined}
              onClick={onOpen ? () => onOpen(v.version) : undefined}
              data-testid={`version-${v.version}`}
            >
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Text size="sm" fw={600}>
                    v{v.version}
                  </Text>
                  {v.current && (
                    <IconStarFilled
                      size={12}
                      color="var(--mantine-color-yellow-text)"
                      aria-label="Current version"
                      role="img"
                    />
                  )}
                </Group>
              </Table.Td>
              <Table.Td>
                <ReportKindBadge kind={v.kind} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={2}>
                  {v.reason ?? ''}
                </Text>
              </Table.Td>
              <Table.Td>{v.signedBy}</Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTimeShort(v.signedAt)}
                </Text>
              </Table.Td>
              <Table.Td onClick={(e) => e.stopPropagation()}>
                <Group gap="xs" wrap="nowrap">
                  <SignedAnchor size="sm" path={reportPdfPath(caseId, v.version)} target="_blank" rel="noopener">
                    PDF
                  </SignedAnchor>
                  <SignedAnchor size="sm" path={reportFhirPath(caseId, v.version)} download>
                    FHIR
                  </SignedAnchor>
                  <SignedAnchor size="sm" path={reportHl7Path(caseId, v.version)} download>
                    HL7
                  </SignedAnchor>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
