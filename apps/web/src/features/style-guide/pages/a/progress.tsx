import { useEffect, useState } from 'react';
import { Button, Group, Progress, RingProgress, Stack, Text, Tooltip } from '@mantine/core';
import { Demo, DemoStack } from '../../components/demo';
import { StateRow } from './parts';
import { useTranslation } from 'react-i18next';
import { useSampleText } from '../../components/use-sample-text';

// Open cases by status, as a stacked bar (the home page's pipeline at a glance).
const PIPELINE = [
  { label: 'Accessioned', value: 14, color: 'blue' },
  { label: 'Grossed', value: 9, color: 'cyan' },
  { label: 'In histology', value: 22, color: 'teal' },
  { label: 'Pending diagnosis', value: 31, color: 'yellow' },
];
const TOTAL = PIPELINE.reduce((n, s) => n + s.value, 0);

function UploadDemo() {
  const { t } = useTranslation('styleGuideA');
  const [progress, setProgress] = useState<number | null>(null);
  useEffect(() => {
    if (progress === null || progress >= 1) return;
    const t = setTimeout(() => setProgress((p) => Math.min(1, (p ?? 0) + 0.2)), 300);
    return () => clearTimeout(t);
  }, [progress]);
  return (
    <Stack gap="xs">
      <Group>
        <Button size="xs" variant="light" onClick={() => setProgress(0)} loading={progress !== null && progress < 1}>
          {t('progress.uploadRequisitionPdf')}
        </Button>
        {progress !== null && (
          <Text size="xs" c="dimmed" aria-live="polite">
            {progress >= 1 ? t('progress.sentServerChecksFile') : `${Math.round(progress * 100)} %`}
          </Text>
        )}
      </Group>
      {progress !== null && (
        <Progress value={progress * 100} animated={progress >= 1} aria-label={t('progress.uploadProgress')} />
      )}
    </Stack>
  );
}

export default function ProgressPage() {
  const sample = useSampleText('styleGuideA');
  const { t } = useTranslation('styleGuideA');
  return (
    <DemoStack>
      <Demo
        title={t('progress.uploadProgress')}
        description={t('progress.documentsImportsBarFollows')}
        code={`{progress !== null && <Progress value={progress * 100} animated={progress >= 1} aria-label="Upload progress" />}`}
      >
        <UploadDemo />
      </Demo>
      <Demo
        title={t('progress.valuesColoursSizes')}
        description={t('progress.barAlwaysHasAriaLabel')}
        code={`<Progress value={85} color="green" size="sm" aria-label="Popularity 85 of 100" />
<Progress value={40} color="orange" size="md" aria-label="FISH cells counted: 8 of 20" />
<Progress value={15} color="red" size="lg" striped aria-label="Formalin stock 15 %" />`}
      >
        <Stack gap={0}>
          {[
            { label: t('progress.popularity85100'), value: 85, color: 'green', size: 'sm' },
            { label: t('progress.fishCellsCounted820'), value: 40, color: 'orange', size: 'md' },
            { label: t('progress.formalinStock15'), value: 15, color: 'red', size: 'lg', striped: true },
          ].map((b) => (
            <StateRow key={b.label} label={sample(b.label)}>
              <Progress
                value={b.value}
                color={b.color}
                size={b.size}
                striped={b.striped}
                aria-label={sample(b.label)}
                style={{ flex: 1 }}
              />
            </StateRow>
          ))}
        </Stack>
      </Demo>
      <Demo
        title={t('progress.partsWhole')}
        description={t('progress.progressRootSectionsOpenCases')}
        code={`<Progress.Root size="xl" aria-label="Open cases by status">
  {pipeline.map((s) => (
    <Tooltip key={s.label} label={\`\${s.label}: \${s.value}\`}>
      <Progress.Section value={(s.value / total) * 100} color={s.color}>
        <Progress.Label>{s.value}</Progress.Label>
      </Progress.Section>
    </Tooltip>
  ))}
</Progress.Root>`}
      >
        <Progress.Root size="xl" aria-label={t('progress.openCasesStatus')}>
          {PIPELINE.map((s) => (
            <Tooltip key={s.label} label={`${s.label}: ${s.value}`}>
              <Progress.Section value={(s.value / TOTAL) * 100} color={s.color}>
                <Progress.Label>{s.value}</Progress.Label>
              </Progress.Section>
            </Tooltip>
          ))}
        </Progress.Root>
      </Demo>
      <Demo
        title={t('progress.ringOneNumber')}
        description={t('progress.ringprogressShareMatters')}
        code={`<RingProgress size={96} thickness={9} roundCaps sections={[{ value: 92, color: 'green' }]}
  label={<Text ta="center" fw={700} size="sm">92 %</Text>} aria-label="92 % within turnaround" />`}
      >
        <Group>
          {[
            { value: 92, color: 'green', text: 'within 2 days' },
            { value: 64, color: 'orange', text: 'FISH within 5 days' },
          ].map((r) => (
            <Stack key={r.text} gap={0} align="center">
              <RingProgress
                size={96}
                thickness={9}
                roundCaps
                sections={[{ value: r.value, color: r.color }]}
                label={
                  <Text ta="center" fw={700} size="sm">
                    {r.value} %
                  </Text>
                }
                aria-label={`${r.value} % ${r.text}`}
              />
              <Text size="xs" c="dimmed">
                {sample(r.text)}
              </Text>
            </Stack>
          ))}
        </Group>
      </Demo>
    </DemoStack>
  );
}
