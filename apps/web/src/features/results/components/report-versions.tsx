import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('reports');
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table aria-label={t('versions.label')} verticalSpacing={6} highlightOnHover={!!onOpen}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={60}>{t('columns.version')}</Table.Th>
            <Table.Th w={120}>{t('columns.kind')}</Table.Th>
            <Table.Th>{t('columns.reason')}</Table.Th>
            <Table.Th>{t('columns.signedBy')}</Table.Th>
            <Table.Th>{t('columns.signedAt')}</Table.Th>
            <Table.Th>{t('columns.files')}</Table.Th>
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
                    {t('versionShort', { version: v.version })}
                  </Text>
                  {v.current && (
                    <IconStarFilled
                      size={12}
                      color="var(--mantine-color-yellow-text)"
                      aria-label={t('versions.current')}
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
                    {t('formats.pdf')}
                  </SignedAnchor>
                  <SignedAnchor size="sm" path={reportFhirPath(caseId, v.version)} download>
                    {t('formats.fhir')}
                  </SignedAnchor>
                  <SignedAnchor size="sm" path={reportHl7Path(caseId, v.version)} download>
                    {t('formats.hl7')}
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
