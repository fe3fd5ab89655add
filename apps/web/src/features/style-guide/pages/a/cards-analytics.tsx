import { DonutChart, Sparkline } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { CASE_STATUS_LABELS } from '@lab/domain';
import { BarChartCard } from '@/components/bar-chart-card';
import { SectionCard } from '@/components/section-card';
import { Demo, DemoStack } from '../../components/demo';
import { useTranslation } from 'react-i18next';
import { useSampleText } from '../../components/use-sample-text';

/** Cases received per week, by the Monday of the week (the supplies dashboard's "Week of"). */
const WEEKS = [
  { label: '2026-03-02', value: 213 },
  { label: '2026-03-09', value: 198 },
  { label: '2026-03-16', value: 241 },
  { label: '2026-03-23', value: 226 },
  { label: '2026-03-30', value: 187 },
];
const OPEN = [
  { name: CASE_STATUS_LABELS.accessioned, value: 14, color: 'blue.6' },
  { name: CASE_STATUS_LABELS.grossed, value: 9, color: 'cyan.6' },
  { name: CASE_STATUS_LABELS['in-histology'], value: 22, color: 'teal.6' },
  { name: CASE_STATUS_LABELS['pending-diagnosis'], value: 31, color: 'yellow.6' },
];
const TAT = [2.4, 2.1, 2.3, 1.9, 1.8, 2.0, 1.7, 1.8];

export default function CardsAnalyticsPage() {
  const sample = useSampleText('styleGuideA');
  const { t } = useTranslation('styleGuideA');
  return (
    <DemoStack>
      <Demo
        title={t('cardsAnalytics.chartNumbers')}
        description={t('cardsAnalytics.suppliesDashboardSBarchartcard')}
        code={`import { BarChartCard } from '@/components/bar-chart-card';
<SectionCard title="Cases received per week">
  <BarChartCard vertical bars={weeks} valueLabel="Cases" labelHeader="Week of" />
</SectionCard>`}
      >
        <SectionCard title={t('cardsAnalytics.casesReceivedPerWeek')}>
          <BarChartCard
            vertical
            bars={WEEKS}
            valueLabel={t('cardsAnalytics.cases')}
            labelHeader={t('cardsAnalytics.week')}
          />
        </SectionCard>
      </Demo>
      <Demo
        title={t('cardsAnalytics.smallChartsCards')}
        description={t('cardsAnalytics.donutPartsWholeTotalMiddle')}
        code={`<DonutChart data={open} size={140} thickness={20} withTooltip chartLabel={total} />
<Sparkline w={160} h={50} data={tat} curveType="linear" color="teal" fillOpacity={0.3} strokeWidth={2} />`}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <SectionCard title={t('cardsAnalytics.openCasesStatus')}>
            <Group wrap="wrap" gap="lg">
              <div
                role="img"
                aria-label={t('cardsAnalytics.openCases', {
                  value: OPEN.map((o) => `${o.name} ${o.value}`).join(', '),
                })}
              >
                <DonutChart
                  data={OPEN.map((o) => ({ ...o, name: sample(o.name) }))}
                  size={140}
                  thickness={20}
                  withTooltip
                  chartLabel={OPEN.reduce((n, o) => n + o.value, 0)}
                />
              </div>
              <Stack gap={2}>
                {OPEN.map((o) => (
                  <Text key={o.name} size="xs">
                    <span style={{ color: `var(--mantine-color-${o.color.replace('.', '-')})` }}>●</span>{' '}
                    {sample(o.name)}: {o.value}
                  </Text>
                ))}
              </Stack>
            </Group>
          </SectionCard>
          <SectionCard title={t('cardsAnalytics.medianTurnaroundDays')}>
            <Group justify="space-between" wrap="nowrap">
              <Title order={3}>{TAT[TAT.length - 1]}</Title>
              <div role="img" aria-label={t('cardsAnalytics.last8WeeksDays', { value: TAT.join(', ') })}>
                <Sparkline
                  w={160}
                  h={50}
                  data={TAT}
                  curveType="linear"
                  color="teal"
                  fillOpacity={0.3}
                  strokeWidth={2}
                />
              </div>
            </Group>
            <Text size="xs" c="dimmed">
              {t('cardsAnalytics.last8WeeksSurgicalCases')}
            </Text>
          </SectionCard>
        </SimpleGrid>
      </Demo>
    </DemoStack>
  );
}
