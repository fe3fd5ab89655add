import { useTranslation } from 'react-i18next';
import { Alert, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatFishNumber, type TFishClassification, type TFishMethod } from '@lab/domain';
import { FishResultBadge } from './result-badge';
import classes from './fish.module.css';

function Stat({ label, value, testId }: { label: string; value: React.ReactNode; testId?: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="lg" fw={700} className={classes.stat} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

/**
 * What the count says so far: nuclei counted, means and ratio (HER2), positive nuclei (break-apart), polysomic
 * and 9p21-loss cells (UroVysion), the group and result, and what is still required.
 */
export function LivePanel({
  method,
  result,
  error,
  target,
  ownCountOnly = false,
}: {
  method: TFishMethod;
  result: TFishClassification | null;
  error?: string | null;
  target: number;
  /** A second reader sees their own count, not a result that would need the first reader's. */
  ownCountOnly?: boolean;
}) {
  const { t } = useTranslation('fish');
  const counted = ownCountOnly ? (result?.reader1Count ?? 0) : (result?.counted ?? 0);
  const missing = Math.max(0, target - counted);
  const needs = ownCountOnly
    ? missing
      ? [t(method === 'urovysion' ? 'live.moreCells' : 'live.moreNuclei', { count: missing })]
      : []
    : (result?.needs ?? []);
  return (
    <Card withBorder aria-live="polite" data-testid="fish-live">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h5">
            {ownCountOnly ? t('live.yourCount') : t('live.liveResult')}
          </Title>
          {result && !ownCountOnly && <FishResultBadge result={result.result} />}
        </Group>
        <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
          <Stat
            label={method === 'urovysion' ? t('cells') : t('nuclei')}
            value={`${counted} / ${target}`}
            testId="fish-counted"
          />
          {method === 'her2-dual' && (
            <>
              <Stat label={t('live.meanHer2')} value={formatFishNumber(result?.meanHer2)} testId="fish-mean-her2" />
              <Stat label={t('live.meanCep17')} value={formatFishNumber(result?.meanCep17)} testId="fish-mean-cep17" />
              <Stat label={t('live.ratio')} value={formatFishNumber(result?.ratio)} testId="fish-ratio" />
              {!ownCountOnly && <Stat label={t('live.group')} value={result?.group ?? '—'} testId="fish-group" />}
            </>
          )}
          {method === 'break-apart' && (
            <Stat label={t('live.positive')} value={result?.positiveNuclei ?? 0} testId="fish-positive" />
          )}
          {method === 'urovysion' && (
            <>
              <Stat label={t('live.polysomic')} value={result?.polysomicCells ?? 0} />
              <Stat label={t('live.loss')} value={result?.lossCells ?? 0} />
            </>
          )}
        </SimpleGrid>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        {needs.length > 0 && (
          <Stack gap={2} data-testid="fish-needs">
            <Text size="sm" fw={600}>
              {t('live.stillRequired')}
            </Text>
            <List size="sm">
              {needs.map((n) => (
                <List.Item key={n}>{n}</List.Item>
              ))}
            </List>
          </Stack>
        )}
        {!ownCountOnly && result?.interpretation && (
          <Text size="sm" fw={600}>
            {result.interpretation}
          </Text>
        )}
        {!ownCountOnly && result?.comment && (
          <Text size="xs" c="dimmed">
            {result.comment}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
