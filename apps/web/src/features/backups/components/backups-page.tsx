import { Alert, Badge, Button, Group, Paper, Progress, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { TBackupJob } from '@lab/domain';
import { PageHeader } from '@/components/page-header';
import { RecordPending } from '@/components/record-pending';
import { SignedButton } from '@/components/signed-link';
import { formatBytes, formatDateTime } from '@/lib/format';
import { useBackups, useStartBackup } from '../api/backups';

const PHASES: Record<string, string> = {
  database: 'Copying the database',
  files: 'Copying the stored files',
  keys: 'Adding the keys and checkpoints',
  finishing: 'Recording it in the audit trail',
  done: 'Done',
};

function JobProgress({ job }: { job: TBackupJob }) {
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text size="sm">
          {PHASES[job.phase] ?? job.phase} ({job.name})
        </Text>
        <Text size="sm" c="dimmed">
          {job.percent}%
        </Text>
      </Group>
      <Progress value={job.percent} animated aria-label={`Backup ${job.name}: ${job.percent}%`} />
    </Stack>
  );
}

/** /admin/backups (administrators): back up now with a progress bar, the archives kept, the daily schedule. */
export function BackupsPage() {
  const backups = useBackups();
  const start = useStartBackup();
  const data = backups.data;
  const running = data?.jobs.find((j) => j.status === 'running');
  const lastFailed = data?.jobs[0]?.status === 'failed' ? data.jobs[0] : undefined;

  return (
    <>
      <PageHeader
        title="Backups"
        subtitle="The database, the stored files and the keys in one archive with SHA-256 sums (docs/backup.md)."
        actions={
          <Button onClick={() => start.mutate()} loading={start.isPending || Boolean(running)} disabled={!data}>
            Back up now
          </Button>
        }
      />
      {!data ? (
        <RecordPending error={backups.error} title="The backups cannot be shown" />
      ) : (
        <Stack gap="md">
          {start.error && (
            <Alert color="red" title="The backup did not start">
              {start.error.message}
            </Alert>
          )}
          {running && (
            <Paper withBorder p="md" radius="md">
              <JobProgress job={running} />
            </Paper>
          )}
          {lastFailed && (
            <Alert color="red" title={`Backup ${lastFailed.name} failed`}>
              {lastFailed.error}
            </Alert>
          )}
          <Paper withBorder p="md" radius="md">
            <Title order={2} size="h4" mb="sm">
              Archives kept
            </Title>
            {data.backups.length === 0 ? (
              <Text c="dimmed">No backup yet in {data.schedule.dir}.</Text>
            ) : (
              <Table.ScrollContainer minWidth={640}>
                <Table highlightOnHover aria-label="Backups">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Archive</Table.Th>
                      <Table.Th>Made</Table.Th>
                      <Table.Th>Size</Table.Th>
                      <Table.Th>SHA-256</Table.Th>
                      <Table.Th>
                        <VisuallyHidden>Download</VisuallyHidden>
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
                                daily
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
                            aria-label={`Download ${b.name}`}
                          >
                            Download
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
              Schedule
            </Title>
            <Text size="sm">
              {data.schedule.dailyAt
                ? `Every day at ${data.schedule.dailyAt} UTC (next: ${formatDateTime(data.schedule.nextAt)}), keeping the newest ${data.schedule.keep} daily backups.`
                : 'The daily backup is off (BACKUP_DAILY_AT=off).'}{' '}
              Archives are written to {data.schedule.dir}. Database:{' '}
              {data.database === 'pglite' ? 'embedded' : 'PostgreSQL'}.
            </Text>
            <Text size="sm" c="dimmed" mt="xs">
              Restore one with <code>npm run restore -- FILE</code> into an empty data folder or database, then run{' '}
              <code>npm run audit:verify</code>.
            </Text>
          </Paper>
        </Stack>
      )}
    </>
  );
}
