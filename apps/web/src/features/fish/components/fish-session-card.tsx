import { useTranslation } from 'react-i18next';
import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconCircleCheck, IconEyeOff, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { fishReaderTarget, formatFishNumber, type TFishSession, type TFishSessionStatus } from '@lab/domain';
import { formatDate, formatDateTime } from '@/lib/format';
import { useFishSessionAction, type FishSessionAction } from '../api/fish-session-action';
import { FishCounter } from './fish-counter';
import { FishResultBadge } from './result-badge';
import { KeyHint } from '@/components/key-hint';

const STATUS_COLORS: Record<TFishSessionStatus, string> = {
  scoring: 'blue',
  'awaiting-second-reader': 'orange',
  'second-reading': 'grape',
  complete: 'teal',
  accepted: 'green',
  discarded: 'gray',
};

export function FishStatusBadge({ status }: { status: TFishSessionStatus }) {
  const { t } = useTranslation('fish');
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" data-testid="fish-status">
      {t(`status.${status}`)}
    </Badge>
  );
}

/**
 * One scoring of the case: who reads and how far, the counter when it is the caller's turn, the result once
 * it may be seen, and the moves (second reader, accept, discard). The accepted result is the case's FISH panel.
 */
export function FishSessionCard({
  session: s,
  caseOpen,
  userId,
}: {
  session: TFishSession;
  caseOpen: boolean;
  userId: number | undefined;
}) {
  const { t } = useTranslation('fish');
  const action = useFishSessionAction(s);
  const run = async (what: FishSessionAction) => {
    try {
      await action.mutateAsync(what);
      notifications.show({ color: 'green', message: t(`done.${what}`) });
    } catch (e) {
      notifications.show({ color: 'red', message: e instanceof Error ? e.message : t('session.failed') });
    }
  };
  // The second reader never accepts their own count (the server refuses it too: fishAcceptRefusal).
  const canAccept = caseOpen && s.status === 'complete' && s.reader2?.userId !== userId;
  const canBecomeReader2 = caseOpen && s.status === 'awaiting-second-reader' && s.reader1.userId !== userId;
  const canDiscard =
    caseOpen &&
    !['accepted', 'discarded'].includes(s.status) &&
    (s.reader1.userId === userId || s.status === 'complete');
  useHotkeys(canAccept ? [['alt+A', () => void run('accept')]] : [], []); // also from inside a field
  const r = s.result;
  const target = fishReaderTarget(s.method);

  return (
    <Card withBorder data-testid={`fish-session-${s.id}`} aria-label={t('session.label', { name: s.probeSet.name })}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={0}>
            <Title order={2} size="h4">
              {s.probeSet.name}
            </Title>
            <Text size="xs" c="dimmed">
              {t(`method.${s.method}`)} · {t('session.lot', { lot: s.probeLot.lotNumber })}
              {s.probeLot.expiryDate
                ? t('session.expires', { date: formatDate(`${s.probeLot.expiryDate}T00:00:00`) })
                : ''}
              {s.probeSet.probeColors ? ` · ${s.probeSet.probeColors}` : ''}
            </Text>
          </Stack>
          <Group gap="xs">
            <FishStatusBadge status={s.status} />
            {r && s.status !== 'scoring' && <FishResultBadge result={r.result} />}
          </Group>
        </Group>

        <Table withTableBorder verticalSpacing={4} aria-label={t('session.readers')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('session.reader')}</Table.Th>
              <Table.Th>{s.method === 'urovysion' ? t('cells') : t('nuclei')}</Table.Th>
              <Table.Th>{t('session.submitted')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {[s.reader1, ...(s.reader2 ? [s.reader2] : [])].map((rd, i) => (
              <Table.Tr key={i}>
                <Table.Td>{t(i === 0 ? 'session.reader1' : 'session.reader2', { name: rd.name })}</Table.Td>
                <Table.Td data-testid={`fish-reader${i + 1}-count`}>
                  {rd.count} / {target}
                </Table.Td>
                <Table.Td>{rd.submittedAt ? formatDateTime(rd.submittedAt) : '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>

        {s.yourRole && <FishCounter key={`${s.id}-${s.yourRole}`} session={s} />}

        {!s.yourRole && s.blinded && (
          <Alert color="gray" variant="light" icon={<IconEyeOff size={18} />}>
            {t('session.blinded')}
          </Alert>
        )}

        {!s.yourRole && r && r.result !== 'incomplete' && (
          <Card withBorder bg="var(--mantine-color-default-hover)" data-testid="fish-panel">
            <Stack gap="xs">
              <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
                <Field
                  label={s.method === 'urovysion' ? t('session.cellsCounted') : t('session.nucleiCounted')}
                  value={String(r.counted)}
                />
                {s.method === 'her2-dual' && (
                  <>
                    <Field label={t('session.meanHer2')} value={formatFishNumber(r.meanHer2)} />
                    <Field label={t('session.meanCep17')} value={formatFishNumber(r.meanCep17)} />
                    <Field label={t('session.ratio')} value={formatFishNumber(r.ratio)} />
                    <Field label={t('session.group')} value={r.group ? String(r.group) : '—'} />
                    <Field label={t('session.ihc')} value={s.ihc ?? '—'} />
                  </>
                )}
                {s.method === 'break-apart' && (
                  <Field
                    label={t('session.positiveNuclei')}
                    value={t('session.of', { n: r.positiveNuclei ?? 0, total: r.counted })}
                  />
                )}
                {s.method === 'urovysion' && (
                  <>
                    <Field label={t('session.polysomicCells')} value={String(r.polysomicCells ?? 0)} />
                    <Field label={t('session.lossCells')} value={String(r.lossCells ?? 0)} />
                  </>
                )}
              </SimpleGrid>
              <Text fw={700} data-testid="fish-interpretation">
                {r.interpretation}
              </Text>
              {r.comment && <Text size="sm">{r.comment}</Text>}
              {r.needs.length > 0 && <Text size="sm">{t('session.stillRequired', { needs: r.needs.join('; ') })}</Text>}
              {s.acceptedAt && (
                <Text size="sm" c="dimmed" data-testid="fish-accepted">
                  {t('session.acceptedBy', { name: s.acceptedBy, at: formatDateTime(s.acceptedAt) })}
                </Text>
              )}
            </Stack>
          </Card>
        )}

        {(canAccept || canBecomeReader2 || canDiscard) && (
          <Group gap="sm">
            {canAccept && (
              <Button
                leftSection={<IconCircleCheck size={16} />}
                loading={action.isPending}
                onClick={() => void run('accept')}
                rightSection={<KeyHint>{t('keys.altA')}</KeyHint>}
              >
                {t('session.accept')}
              </Button>
            )}
            {canBecomeReader2 && (
              <Button
                leftSection={<IconUserPlus size={16} />}
                loading={action.isPending}
                onClick={() => void run('second-reader')}
              >
                {t('session.scoreSecond')}
              </Button>
            )}
            {canDiscard && (
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={() => {
                  if (window.confirm(t('session.discardConfirm'))) void run('discard');
                }}
              >
                {t('session.discard')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Stack>
  );
}
