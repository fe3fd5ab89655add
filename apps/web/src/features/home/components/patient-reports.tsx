import { useTranslation } from 'react-i18next';
import { Link } from '@tanstack/react-router';
import { Anchor, Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { TPatientDashboard } from '@lab/domain';
import { AnchorLink } from '@/components/router-links';
import { formatDateTime } from '@/lib/format';

/** A patient's dashboard: their released reports, newest first, unread ones marked (docs/dashboard.md#who-sees-what). */
export function PatientReports({ data }: { data: TPatientDashboard }) {
  const { t } = useTranslation('reports');
  return (
    <Card withBorder component="section" aria-label={t('patientHome.title')} data-testid="patient-reports" maw={900}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Group gap="xs">
            <Title order={2} size="h5">
              {t('patientHome.title')}
            </Title>
            <Badge variant="light" size="sm">
              {t('patientHome.cases', { count: data.total })}
            </Badge>
            {data.unread > 0 && (
              <Badge color="blue" variant="filled" size="sm">
                {t('unread', { count: data.unread })}
              </Badge>
            )}
          </Group>
          <Anchor component={Link} to="/myreports" size="sm">
            {t('patientHome.all')}
          </Anchor>
        </Group>
        {data.reports.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('patientHome.none')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={420}>
            <Table aria-label={t('patientHome.title')} highlightOnHover verticalSpacing={6}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('columns.case')}</Table.Th>
                  <Table.Th>{t('columns.report')}</Table.Th>
                  <Table.Th>{t('columns.signed')}</Table.Th>
                  <Table.Th>{t('columns.pathologist')}</Table.Th>
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
                            {t('new')}
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        {t(`kindLabel.${r.kind}`)}
                        {r.version > 1 ? t('patientHome.versionN', { version: r.version }) : ''}
                        {r.versions.length > 1 ? t('patientHome.nVersions', { count: r.versions.length }) : ''}
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
