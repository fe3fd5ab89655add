import { Trans, useTranslation } from 'react-i18next';
import { Alert, Badge, Button, Group, Paper, Progress, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { TBackupJob } from '@lab/domain';
import { PageHeader } from '@/components/page-header';
import { RecordPending } from '@/components/record-pending';
import { SignedButton } from '@/components/signed-link';
import { formatBytes, formatDateTime } from '@/lib/format';
import { useBackups, useStartBackup } from '../api/backups';

/** The checksum's name, the same in every language. */
const SHA_256 = 'SHA-256';

function JobProgress({ job }: { job: TBackupJob }) {
  const { t } = useTranslation('backups');
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text size="sm">
          {t('phase', { phase: t(`phases.${job.phase}`, { defaultValue: job.phase }), name: job.name })}
        </Text>
        <Text size="sm" c="dimmed">
          {job.percent}%
        </Text>
      </Group>
      <Progress value={job.percent} animated aria-label={t('progress', { name: job.name, percent: job.percent })} />
    </Stack>
  );
}

/** /admin/backups (administrators): back up now with a progress bar, the archives kept, the daily schedule. */
export function BackupsPage() {
  const { t } = useTranslation('backups');
  const backups = useBackups();
  const start = useStartBackup();
  const data = backups.data;
  const running = data?.jobs.find((j) => j.status === 'running');
  const lastFailed = data?.jobs[0]?.status === 'failed' ? data.jobs[0] : undefined;

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <Button onClick={() => start.mutate()} loading={start.isPending || Boolean(running)} disabled={!data}>
            {t('backUpNow')}
          </Button>
        }
      />
      {!data ? (
        <RecordPending error={backups.error} title={t('cannotShow')} />
      ) : (
        <Stack gap="md">
          {start.error && (
            <Alert color="red" title={t('didNotStart')}>
              {start.error.message}
            </Alert>
          )}
          {running && (
            <Paper withBorder p="md" radius="md">
              <JobProgress job={running} />
            </Paper>
          )}
          {lastFailed && (
            <Alert color="red" title={t('failed', { name: lastFailed.name })}>
              {lastFailed.error}
            </Alert>
          )}
          <Paper withBorder p="md" radius="md">
            <Title order={2} size="h4" mb="sm">
              {t('archives')}
            </Title>
            {data.backups.length === 0 ? (
              <Text c="dimmed">{t('none', { dir: data.schedule.dir })}</Text>
            ) : (
              <Table.ScrollContainer minWidth={640}>
                <Table highlightOnHover aria-label={t('title')}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('columns.archive')}</Table.Th>
                      <Table.Th>{t('columns.made')}</Table.Th>
                      <Table.Th>{t('columns.size')}</Table.Th>
                      <Table.Th>{SHA_256}</Table.Th>
                      <Table.Th>
                        <VisuallyHidden>{t('download')}</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.backups.map((b) => (
                      <Table.Tr key={b.name}>
                        <Table.Td>
                          <Group gap="xs">
                            <Text size="sm">{b.name}</Text>
                            {b.daily && (
                              <Badge variant="light" size="sm">
                                {t('daily')}
                              </Badge>
                            )}
                          </Group>
                        </Table.Td>
                        <Table.Td>{formatDateTime(b.createdAt)}</Table.Td>
                        <Table.Td>{formatBytes(b.size)}</Table.Td>
                        <Table.Td>
                          <Text size="xs" ff="monospace" title={b.sha256 ?? undefined}>
                            {b.sha256 ? `${b.sha256.slice(0, 16)}…` : '—'}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <SignedButton
                            path={`/api/admin/backups/${b.name}/download`}
                            size="xs"
                            variant="light"
                            download={b.name}
                            aria-label={t('downloadName', { name: b.name })}
                          >
                            {t('download')}
                          </SignedButton>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Paper>
          <Paper withBorder p="md" radius="md">
            <Title order={2} size="h4" mb="sm">
              {t('schedule')}
            </Title>
            <Text size="sm">
              {data.schedule.dailyAt
                ? t('dailySchedule', {
                    at: data.schedule.dailyAt,
                    next: formatDateTime(data.schedule.nextAt),
                    keep: data.schedule.keep,
                  })
                : t('dailyOff')}{' '}
              {t('writtenTo', {
                dir: data.schedule.dir,
                database: data.database === 'pglite' ? t('embedded') : 'PostgreSQL',
              })}
            </Text>
            <Text size="sm" c="dimmed" mt="xs">
              <Trans t={t} i18nKey="restore" components={{ code: <code /> }} />
            </Text>
          </Paper>
        </Stack>
      )}
    </>
  );
}
