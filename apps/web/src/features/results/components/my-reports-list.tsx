import { useTranslation } from 'react-i18next';
import { Badge, Card, Group, Stack, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { TMyReport, TMyReportVersion } from '@lab/domain';
import { formatDateTimeShort } from '@/lib/format';
import { usePhoneLayout } from '@/lib/use-phone-layout';
import { CriticalMark, ReportKindBadge } from './result-badges';
import classes from './results.module.css';

function NewBadge() {
  const { t } = useTranslation('reports');
  return (
    <Badge size="xs" color="blue" variant="filled" className={classes.wholeBadge}>
      {t('new')}
    </Badge>
  );
}

/**
 * One version inside a case's row: its kind, number and date, a "New" badge when the caller has not read it. Named
 * by what it shows, after a hidden "Open version N" (a name that leaves out the visible text fails WCAG 2.5.3).
 */
function VersionLine({ v, onOpen }: { v: TMyReportVersion; onOpen(v: TMyReportVersion): void }) {
  const { t } = useTranslation('reports');
  return (
    <UnstyledButton
      className={classes.versionLine}
      onClick={(e) => (e.stopPropagation(), onOpen(v))}
      data-version={v.version}
      data-unread={v.read ? undefined : true}
    >
      <VisuallyHidden>{t(v.read ? 'openVersion' : 'openVersionNew', { version: v.version })}</VisuallyHidden>
      <Group gap={6} wrap="wrap" fw={v.read ? undefined : 700}>
        <ReportKindBadge kind={v.kind} size="xs" />
        <Text size="xs" span>
          {t('versionShort', { version: v.version })}
        </Text>
        <Text size="xs" c="dimmed" span className={classes.noWrap}>
          {formatDateTimeShort(v.signedAt)}
        </Text>
        {!v.read && <NewBadge />}
      </Group>
    </UnstyledButton>
  );
}

function CaseHead({ r }: { r: TMyReport }) {
  const unread = r.versions.some((v) => !v.read);
  return (
    <Group gap={6} wrap="wrap">
      <Text size="sm" ff="monospace" fw={unread ? 800 : 500} className={classes.noWrap}>
        {r.caseNumber}
      </Text>
      {r.critical && <CriticalMark />}
      {unread && <NewBadge />}
    </Group>
  );
}

/**
 * Released reports, one row per case with its versions inside (newest first); unread ones in bold with a "New"
 * badge. A click on the case opens its newest version, a click on a version opens that one.
 */
export function MyReportsList({
  reports,
  onOpen,
  compact,
}: {
  reports: TMyReport[];
  onOpen(r: TMyReport, version: number): void;
  compact?: boolean;
}) {
  const { t } = useTranslation('reports');
  const phone = usePhoneLayout();
  if (phone) {
    return (
      <Stack gap="xs" role="list" aria-label={t('reports')}>
        {reports.map((r) => (
          <Card
            key={r.caseId}
            withBorder
            padding="sm"
            role="listitem"
            data-testid="report-card"
            data-unread={r.versions.some((v) => !v.read) || undefined}
          >
            <Stack gap={6}>
              <UnstyledButton onClick={() => onOpen(r, r.version)} data-case-number={r.caseNumber}>
                <VisuallyHidden>{t('openCase')}</VisuallyHidden>
                <CaseHead r={r} />
              </UnstyledButton>
              <div>
                <Text size="sm">{r.patientName}</Text>
                <Text size="xs" c="dimmed">
                  {t('columns.mrn', { ns: 'common', mrn: r.patientMrn })} · {r.signedBy}
                </Text>
              </div>
              <Stack gap={4}>
                {r.versions.map((v) => (
                  <VersionLine key={v.version} v={v} onOpen={(x) => onOpen(r, x.version)} />
                ))}
              </Stack>
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={compact ? 320 : 520}>
      <Table aria-label={t('reports')} highlightOnHover verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.case')}</Table.Th>
            <Table.Th>{t('columns.patient')}</Table.Th>
            <Table.Th>{t('columns.reportVersions')}</Table.Th>
            {!compact && <Table.Th>{t('columns.signedBy')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {reports.map((r) => {
            const unread = r.versions.some((v) => !v.read);
            return (
              <Table.Tr
                key={r.caseId}
                onClick={() => onOpen(r, r.version)}
                onKeyDown={(e) => e.key === 'Enter' && e.target === e.currentTarget && onOpen(r, r.version)}
                tabIndex={0}
                style={{ cursor: 'pointer', verticalAlign: 'top' }}
                data-unread={unread || undefined}
              >
                <Table.Td>
                  <CaseHead r={r} />
                </Table.Td>
                <Table.Td>
                  <Stack gap={0}>
                    <Text size="sm" fw={unread ? 700 : undefined}>
                      {r.patientName}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('columns.mrn', { ns: 'common', mrn: r.patientMrn })}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Stack gap={2}>
                    {r.versions.map((v) => (
                      <VersionLine key={v.version} v={v} onOpen={(x) => onOpen(r, x.version)} />
                    ))}
                  </Stack>
                </Table.Td>
                {!compact && <Table.Td>{r.signedBy}</Table.Td>}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
