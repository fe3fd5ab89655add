import { useState } from 'react';
import { DonutChart, PieChart, RadarChart } from '@mantine/charts';
import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Demo, DemoStack } from '../../components/demo';
import { PortalNote, States } from './kit';
import { ChartWithTable } from './chart-kit';
import { useTranslation } from 'react-i18next';
import { useSampleText } from '../../components/use-sample-text';

const BY_STATUS = [
  { name: 'Accessioned', value: 38, color: 'blue.6' },
  { name: 'In histology', value: 24, color: 'teal.6' },
  { name: 'Pending diagnosis', value: 17, color: 'yellow.6' },
  { name: 'Signed out', value: 112, color: 'green.6' },
];
const BY_SOURCE = [
  { name: 'Skin', value: 64, color: 'orange.6' },
  { name: 'Cervix', value: 51, color: 'pink.6' },
  { name: 'Colon', value: 29, color: 'cyan.6' },
  { name: 'Breast', value: 17, color: 'violet.6' },
  { name: 'Other', value: 12, color: 'gray.6' },
];
/** Stain quality scores (0–10) of the monthly QC review, by stain. */
const QC = [
  { stain: 'H&E', October: 9.1, November: 9.4 },
  { stain: 'PAS', October: 8.2, November: 8.8 },
  { stain: 'GMS', October: 7.6, November: 8.1 },
  { stain: 'Trichrome', October: 8.4, November: 8.0 },
  { stain: 'Iron', October: 8.9, November: 9.0 },
  { stain: 'Ki-67', October: 7.9, November: 8.6 },
];
const total = (d: typeof BY_STATUS) => d.reduce((s, x) => s + x.value, 0);
const slices = (d: typeof BY_STATUS) => d.map((x) => `${x.name} ${x.value}`).join(', ');

export default function ChartjsPage() {
  const sample = useSampleText('styleGuideB');
  const { t } = useTranslation('styleGuideB');
  const [loading, setLoading] = useState(false);
  return (
    <DemoStack>
      <PortalNote>{t('chartjs.drawnMantineChartsLikeEvery')}</PortalNote>
      <Demo
        title={t('chartjs.donutOpenCasesStatus')}
        description={t('chartjs.partWholeTotalMiddleColours')}
        code={`<DonutChart data={BY_STATUS} withLabelsLine={false} chartLabel={\`\${total} cases\`} size={180} thickness={26} withTooltip />`}
      >
        <ChartWithTable
          summary={t('chartjs.casesStatus', { value: slices(BY_STATUS) })}
          rows={BY_STATUS}
          columns={[
            { key: 'name', label: t('chartjs.status') },
            { key: 'value', label: t('chartjs.cases') },
          ]}
        >
          <Group justify="center">
            <DonutChart
              data={BY_STATUS.map((d) => ({ ...d, name: sample(d.name) }))}
              chartLabel={t('chartjs.cases2', { value: total(BY_STATUS) })}
              size={180}
              thickness={26}
              withTooltip
            />
          </Group>
        </ChartWithTable>
      </Demo>
      <Demo
        title={t('chartjs.pieSpecimensSourceWeek')}
        description={t('chartjs.most56SlicesRest')}
        code={`<PieChart data={BY_SOURCE} withLabels labelsType="percent" labelsPosition="outside" size={180} withTooltip />`}
      >
        <ChartWithTable
          summary={t('chartjs.specimensSource', { value: slices(BY_SOURCE) })}
          rows={BY_SOURCE}
          columns={[
            { key: 'name', label: t('chartjs.source') },
            { key: 'value', label: t('chartjs.specimens') },
          ]}
        >
          <Group justify="center">
            <PieChart
              data={BY_SOURCE.map((d) => ({ ...d, name: sample(d.name) }))}
              withLabels
              labelsType="percent"
              labelsPosition="outside"
              size={180}
              withTooltip
            />
          </Group>
        </ChartWithTable>
      </Demo>
      <Demo
        title={t('chartjs.radarStainQualityTwoMonths')}
        description={t('chartjs.severalScoresSameScaleCompared')}
        code={`<RadarChart h={280} data={QC} dataKey="stain" withPolarRadiusAxis withLegend
  series={[{ name: 'October', color: 'gray.5', opacity: 0.2 }, { name: 'November', color: 'blue.6', opacity: 0.3 }]} />`}
      >
        <ChartWithTable
          summary={t('chartjs.stainQualityScores', {
            value: QC.map((q) => `${q.stain} October ${q.October}, November ${q.November}`).join('; '),
          })}
          rows={QC}
          columns={[
            { key: 'stain', label: t('chartjs.stain') },
            { key: 'October', label: t('chartjs.october') },
            { key: 'November', label: t('chartjs.november') },
          ]}
        >
          <RadarChart
            h={280}
            data={QC}
            dataKey="stain"
            withPolarRadiusAxis
            withLegend
            series={[
              { name: 'October', label: t('chartjs.october'), color: 'gray.5', opacity: 0.2 },
              { name: 'November', label: t('chartjs.november'), color: 'blue.6', opacity: 0.3 },
            ]}
          />
        </ChartWithTable>
      </Demo>
      <Demo
        title={t('chartjs.loadingEmpty')}
        description={t('chartjs.whileNumbersLoadBlockChart')}
        code={`{query.isPending ? <Skeleton h={180} radius="md" /> : data.length ? <DonutChart … /> : <Text c="dimmed" size="sm">Nothing yet.</Text>}`}
      >
        <Stack>
          <Button size="xs" variant="default" w="fit-content" onClick={() => setLoading((l) => !l)}>
            {loading ? t('chartjs.showLoadedChart') : t('chartjs.showLoading')}
          </Button>
          <States cols={2}>
            {loading ? (
              <Skeleton h={180} radius="md" aria-label={t('chartjs.loadingChart')} />
            ) : (
              <DonutChart
                data={BY_STATUS.map((d) => ({ ...d, name: sample(d.name) }))}
                size={160}
                thickness={22}
                mx="auto"
              />
            )}
            <Text c="dimmed" size="sm">
              {t('chartjs.nothingYet')}
            </Text>
          </States>
        </Stack>
      </Demo>
    </DemoStack>
  );
}
