import { CompositeChart, ScatterChart } from '@mantine/charts';
import { Demo, DemoStack } from '../../components/demo';
import { PortalNote } from './kit';
import { TAT_TARGET_HOURS, WEEKLY_TAT, WEEKLY_VOLUME } from './lab-data';
import { ChartWithTable } from './chart-kit';
import { useTranslation } from 'react-i18next';

const COMBINED = WEEKLY_VOLUME.map((w, i) => ({
  week: w.week,
  Cases: w.Surgical + w.Cytology + w.FISH,
  'Median TAT (h)': WEEKLY_TAT[i]!.Surgical,
}));

/** HER2 FISH results: mean HER2 signals per cell against the HER2/CEP17 ratio; ASCO/CAP group 1 is ratio ≥ 2 with ≥ 4 signals. */
const FISH = [
  [1.2, 2.1],
  [1.4, 2.6],
  [1.1, 3.0],
  [1.6, 3.4],
  [2.4, 5.2],
  [3.1, 7.8],
  [4.6, 11.2],
  [1.3, 2.4],
  [2.2, 4.6],
  [1.8, 4.3],
  [5.2, 14.1],
  [1.0, 1.9],
  [2.8, 6.1],
  [1.5, 3.9],
  [1.9, 3.6],
].map(([ratio, signals]) => ({ ratio: ratio!, signals: signals! }));
const positive = FISH.filter((f) => f.ratio >= 2 && f.signals >= 4);
const negative = FISH.filter((f) => !(f.ratio >= 2 && f.signals >= 4));

export default function RechartsPage() {
  const { t } = useTranslation('styleGuideB');
  return (
    <DemoStack>
      <PortalNote>{t('recharts.mantineChartsBuiltRecharts')}</PortalNote>
      <Demo
        title={t('recharts.compositeWorkloadTurnaround')}
        description={t('recharts.barsCountLeftAxisLine')}
        code={`<CompositeChart h={280} data={COMBINED} dataKey="week" withLegend withRightYAxis tickLine="none"
  series={[
    { name: 'Cases', color: 'blue.3', type: 'bar' },
    { name: 'Median TAT (h)', color: 'red.6', type: 'line', yAxisId: 'right' },
  ]}
  referenceLines={[{ y: 48, label: 'Target 48 h', color: 'red.3', yAxisId: 'right' }]} />`}
      >
        <ChartWithTable
          summary={t('recharts.casesMedianSurgicalTurnaround', {
            value: COMBINED.map((c) => `${c.week} ${c.Cases} cases, ${c['Median TAT (h)']} hours`).join('; '),
          })}
          rows={COMBINED}
          columns={[
            { key: 'week', label: t('recharts.week') },
            { key: 'Cases', label: t('recharts.cases') },
            { key: 'Median TAT (h)', label: t('recharts.medianTatH') },
          ]}
        >
          <CompositeChart
            h={280}
            data={COMBINED}
            dataKey="week"
            withLegend
            withRightYAxis
            tickLine="none"
            series={[
              { name: 'Cases', label: t('recharts.cases'), color: 'blue.3', type: 'bar' },
              {
                name: 'Median TAT (h)',
                label: t('recharts.medianTatH'),
                color: 'red.6',
                type: 'line',
                yAxisId: 'right',
              },
            ]}
            referenceLines={[
              {
                y: TAT_TARGET_HOURS,
                label: t('recharts.targetH', { TAT_TARGET_HOURS }),
                color: 'red.3',
                yAxisId: 'right',
              },
            ]}
          />
        </ChartWithTable>
      </Demo>
      <Demo
        title={t('recharts.scatterHer2FishResults')}
        description={t('recharts.eachDotCaseHer2Cep17')}
        code={`<ScatterChart h={300} dataKey={{ x: 'ratio', y: 'signals' }} withLegend
  xAxisLabel="HER2/CEP17 ratio" yAxisLabel="HER2 signals per cell"
  data={[
    { name: 'Amplified', color: 'red.6', data: positive },
    { name: 'Not amplified', color: 'blue.6', data: negative },
  ]}
  referenceLines={[{ x: 2, label: 'ratio 2.0', color: 'gray.6' }, { y: 4, label: '4 signals', color: 'gray.6' }]} />`}
      >
        <ChartWithTable
          summary={t('recharts.her2FishAmplifiedNotAmplified', { length: positive.length, length2: negative.length })}
          rows={FISH.map((f) => ({ ...f, result: f.ratio >= 2 && f.signals >= 4 ? 'Amplified' : 'Not amplified' }))}
          columns={[
            { key: 'result', label: t('recharts.result') },
            { key: 'ratio', label: t('recharts.her2Cep17Ratio') },
            { key: 'signals', label: t('recharts.her2SignalsPerCell') },
          ]}
        >
          <ScatterChart
            h={300}
            dataKey={{ x: 'ratio', y: 'signals' }}
            withLegend
            xAxisLabel={t('recharts.her2Cep17Ratio')}
            yAxisLabel={t('recharts.her2SignalsPerCell')}
            data={[
              { name: 'Amplified', color: 'red.6', data: positive },
              { name: 'Not amplified', color: 'blue.6', data: negative },
            ]}
            referenceLines={[
              { x: 2, label: t('recharts.ratio20'), color: 'gray.6' },
              { y: 4, label: t('recharts.n4Signals'), color: 'gray.6' },
            ]}
          />
        </ChartWithTable>
      </Demo>
    </DemoStack>
  );
}
