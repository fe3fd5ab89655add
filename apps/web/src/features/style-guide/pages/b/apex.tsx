import { AreaChart, BarChart, LineChart } from '@mantine/charts';
import { Stack } from '@mantine/core';
import { BarChartCard } from '@/components/bar-chart-card';
import { Demo, DemoStack } from '../../components/demo';
import { PortalNote } from './kit';
import { useSampleText } from '../../components/use-sample-text';
import { SPECIMEN_SOURCES, TAT_TARGET_HOURS, WEEKLY_TAT, WEEKLY_VOLUME } from './lab-data';
import { ChartWithTable, TYPE_KEYS, TYPE_SERIES, describe } from './chart-kit';
import { useTranslation } from 'react-i18next';

const COLUMNS = [{ key: 'week', label: 'Week of' }, ...TYPE_KEYS.map((k) => ({ key: k, label: k }))] as const;
const series = TYPE_SERIES.map((s) => ({ ...s }));
/** Specimens received this week by source. */
const SOURCES = SPECIMEN_SOURCES.map((s, i) => ({ label: s.name, value: [64, 51, 17, 29, 22, 14, 9, 31][i]! }));

export default function ApexPage() {
  const { t } = useTranslation('styleGuideB');
  const sample = useSampleText('styleGuideB');
  const typeSeries = series.map((s) => ({ ...s, label: sample(s.name) }));
  return (
    <DemoStack>
      <PortalNote>{t('apex.portalDrawsEveryChartMantine')}</PortalNote>
      <Demo
        title={t('apex.areaChartCasesReceivedPer')}
        description={t('apex.stackedAreasWholeMadeParts')}
        code={`import { AreaChart } from '@mantine/charts';
<ChartWithTable summary={describe(WEEKLY_VOLUME, 'week', TYPE_KEYS)} rows={WEEKLY_VOLUME} columns={COLUMNS}>
  <AreaChart h={260} data={WEEKLY_VOLUME} dataKey="week" type="stacked" withLegend tickLine="none"
    series={[{ name: 'Surgical', color: 'blue.6' }, { name: 'Cytology', color: 'teal.6' }, { name: 'FISH', color: 'grape.6' }]} />
</ChartWithTable>`}
      >
        <ChartWithTable
          summary={t('apex.casesReceivedPerWeek', { value: describe(WEEKLY_VOLUME, 'week', TYPE_KEYS) })}
          rows={WEEKLY_VOLUME}
          columns={COLUMNS}
        >
          <AreaChart
            h={260}
            data={WEEKLY_VOLUME}
            dataKey="week"
            type="stacked"
            withLegend
            tickLine="none"
            series={typeSeries}
          />
        </ChartWithTable>
      </Demo>
      <Demo
        title={t('apex.barChartNamesAlongReading')}
        description={t('apex.suppliesDashboardSBarchartcard')}
        code={`import { BarChartCard } from '@/components/bar-chart-card';
<BarChartCard bars={sources} valueLabel="Specimens" labelHeader="Source" color="teal" />
// vertical: upright columns for weeks (labels YYYY-MM-DD, ticks MM-DD)`}
      >
        <BarChartCard
          bars={SOURCES.map((b) => ({ ...b, label: sample(b.label) }))}
          valueLabel={t('apex.specimens')}
          labelHeader={t('apex.source')}
          color="teal"
        />
      </Demo>
      <Demo
        title={t('apex.groupedBarsLineTarget')}
        description={t('apex.barsSideSideCompareTypes')}
        code={`<BarChart h={240} data={WEEKLY_VOLUME} dataKey="week" series={series} withLegend tickLine="none" />
<LineChart h={240} data={WEEKLY_TAT} dataKey="week" series={series} unit=" h" withLegend curveType="monotone"
  referenceLines={[{ y: 48, label: 'Target 48 h', color: 'red.6' }]} />`}
      >
        <Stack gap="xl">
          <ChartWithTable
            summary={t('apex.casesPerWeekType', { value: describe(WEEKLY_VOLUME, 'week', TYPE_KEYS) })}
            rows={WEEKLY_VOLUME}
            columns={COLUMNS}
          >
            <BarChart h={240} data={WEEKLY_VOLUME} dataKey="week" series={typeSeries} withLegend tickLine="none" />
          </ChartWithTable>
          <ChartWithTable
            summary={t('apex.medianTurnaroundHoursTarget', {
              TAT_TARGET_HOURS,
              value: describe(WEEKLY_TAT, 'week', TYPE_KEYS),
            })}
            rows={WEEKLY_TAT}
            columns={COLUMNS}
          >
            <LineChart
              h={240}
              data={WEEKLY_TAT}
              dataKey="week"
              series={typeSeries}
              unit=" h"
              withLegend
              curveType="monotone"
              tickLine="none"
              referenceLines={[{ y: TAT_TARGET_HOURS, label: t('apex.targetH', { TAT_TARGET_HOURS }), color: 'red.6' }]}
            />
          </ChartWithTable>
        </Stack>
      </Demo>
    </DemoStack>
  );
}
