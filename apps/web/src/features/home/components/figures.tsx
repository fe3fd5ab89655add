import { useDirection } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  CASE_STATUS_LABELS,
  type TCaseStatus,
  type TPathologistLoad,
  type TStaffDashboard,
  type TTurnaroundRow,
} from '@lab/domain';
import { chartColor, type ChartColor } from '@/lib/chart-colors';
import { formatDate, formatDayMonth, formatNumber } from '@/lib/format';
import { ChartCard } from './chart-card';
import { AreaChart, BarChart, DonutChart } from './charts';

/**
 * A chart is a picture with a text summary (ChartCard's role="img") and a table view: the chart itself is no tab
 * stop (recharts' keyboard layer made an unnamed one without a focus ring).
 */
const NO_TAB_STOP = { accessibilityLayer: false, tabIndex: -1 } as const;

/** Colours of the open statuses, as the case status badges show them. */
const STATUS_COLORS: Record<string, ChartColor> = {
  accessioned: 'blue',
  grossed: 'cyan',
  'in-histology': 'teal',
  'pending-diagnosis': 'yellow',
};

const n = (v: number | null, unit = '') => (v === null ? '—' : `${formatNumber(v)}${unit}`);

/**
 * Time runs along the reading direction: in right-to-left the oldest day is on the right and the value axis
 * stands on the right.
 */
function useAxes() {
  const rtl = useDirection().dir === 'rtl';
  return {
    rtl,
    x: { reversed: rtl },
    y: { orientation: rtl ? ('right' as const) : ('left' as const), allowDecimals: false },
  };
}

export function ReceivedPerDayCard({
  days,
  scope,
}: {
  days: TStaffDashboard['receivedPerDay'];
  scope: 'lab' | 'mine';
}) {
  const { t } = useTranslation('home');
  const axes = useAxes();
  const total = days.reduce((s, d) => s + d.count, 0);
  const series = t('figures.received.series');
  const busiest = days.reduce((m, d) => (d.count > m.count ? d : m), days[0] ?? { date: '', count: 0 });
  return (
    <ChartCard
      testId="figure-received"
      title={t('figures.received.title')}
      definition={t(scope === 'lab' ? 'figures.received.definitionLab' : 'figures.received.definitionMine', {
        days: days.length,
        total: formatNumber(total),
      })}
      summary={t('figures.received.summary', {
        total,
        days: days.length,
        date: busiest.date ? formatDate(busiest.date) : '',
        count: busiest.count,
      })}
      chart={
        <AreaChart
          areaChartProps={NO_TAB_STOP}
          h={260}
          data={days.map((d) => ({ day: formatDayMonth(d.date), [series]: d.count }))}
          dataKey="day"
          series={[{ name: series, color: chartColor('brand') }]}
          curveType="linear"
          withDots={false}
          gridAxis="y"
          tickLine="none"
          xAxisProps={{ ...axes.x, interval: 'preserveStartEnd', minTickGap: 24 }}
          yAxisProps={{ ...axes.y, width: 32 }}
        />
      }
      columns={[{ header: t('figures.received.day') }, { header: t('figures.received.column'), numeric: true }]}
      rows={[...days].reverse().map((d) => [formatDate(d.date), formatNumber(d.count)])}
    />
  );
}

export function OpenByStatusCard({
  statuses,
  scope,
}: {
  statuses: TStaffDashboard['openByStatus'];
  scope: 'lab' | 'mine';
}) {
  const { t } = useTranslation('home');
  const total = statuses.reduce((s, x) => s + x.count, 0);
  const label = (status: TCaseStatus) =>
    t(`caseStatus.${status}`, { ns: 'common', defaultValue: CASE_STATUS_LABELS[status] });
  return (
    <ChartCard
      testId="figure-open-status"
      title={t('figures.openByStatus.title')}
      definition={t(scope === 'lab' ? 'figures.openByStatus.definitionLab' : 'figures.openByStatus.definitionMine', {
        total: formatNumber(total),
      })}
      summary={statuses.map((s) => `${label(s.status)} ${s.count}`).join(', ')}
      empty={total === 0 ? t('figures.openByStatus.none') : null}
      chart={
        <DonutChart
          pieChartProps={NO_TAB_STOP}
          pieProps={{ rootTabIndex: -1 }}
          mx="auto"
          size={180}
          h={260}
          thickness={28}
          withLabels
          withLabelsLine
          withLegend
          chartLabel={t('figures.openByStatus.chartLabel', { total })}
          data={statuses.map((s) => ({
            name: label(s.status),
            value: s.count,
            color: chartColor(STATUS_COLORS[s.status] ?? 'gray'),
          }))}
        />
      }
      columns={[
        { header: t('figures.openByStatus.status') },
        { header: t('figures.openByStatus.column'), numeric: true },
      ]}
      rows={[
        ...statuses.map((s) => [label(s.status), formatNumber(s.count)]),
        [t('figures.openByStatus.allOpen'), formatNumber(total)],
      ]}
    />
  );
}

export function TurnaroundCard({ rows, windowDays }: { rows: TTurnaroundRow[]; windowDays: number }) {
  const { t } = useTranslation('staffHome');
  const axes = useAxes();
  const type = (r: TTurnaroundRow) => t(`cases:caseType.${r.caseType}`);
  const median = t('turnaround.median');
  const p90 = t('turnaround.p90');
  const target = t('turnaround.target');
  const withCases = rows.filter((r) => r.count > 0);
  return (
    <ChartCard
      testId="figure-turnaround"
      title={t('turnaround.title')}
      definition={t('turnaround.definition', { count: windowDays })}
      summary={rows
        .map((r) =>
          t('turnaround.summary', {
            type: type(r),
            count: r.count,
            median: n(r.medianWorkingDays),
            p90: n(r.p90WorkingDays),
            target: r.targetWorkingDays,
          }),
        )
        .join('; ')}
      empty={withCases.length === 0 ? t('turnaround.none', { count: windowDays }) : null}
      chart={
        <BarChart
          barChartProps={NO_TAB_STOP}
          h={220}
          data={rows.map((r) => ({
            type: type(r),
            [median]: r.medianWorkingDays ?? 0,
            [p90]: r.p90WorkingDays ?? 0,
            [target]: r.targetWorkingDays,
          }))}
          dataKey="type"
          series={[
            { name: median, color: chartColor('brand') },
            { name: p90, color: chartColor('orange') },
            { name: target, color: chartColor('gray') },
          ]}
          withLegend
          gridAxis="y"
          tickLine="none"
          xAxisProps={axes.x}
          yAxisProps={{ orientation: axes.y.orientation, width: 32 }}
        />
      }
      columns={[
        { header: t('turnaround.caseType') },
        { header: t('turnaround.signedOut'), numeric: true },
        { header: t('turnaround.medianH'), numeric: true },
        { header: t('turnaround.p90H'), numeric: true },
        { header: t('turnaround.medianDays'), numeric: true },
        { header: t('turnaround.p90Days'), numeric: true },
        { header: t('turnaround.targetDays'), numeric: true },
        { header: t('turnaround.within'), numeric: true },
      ]}
      rows={rows.map((r) => [
        type(r),
        formatNumber(r.count),
        n(r.medianHours),
        n(r.p90Hours),
        n(r.medianWorkingDays),
        n(r.p90WorkingDays),
        formatNumber(r.targetWorkingDays),
        r.withinTargetPct === null ? '—' : `${formatNumber(r.withinTarget)} (${formatNumber(r.withinTargetPct)}%)`,
      ])}
    />
  );
}

export function PathologistCard({ loads, windowDays }: { loads: TPathologistLoad[]; windowDays: number }) {
  const { t } = useTranslation('staffHome');
  const open = t('pathologists.open');
  const signedOut = t('pathologists.signedOut');
  return (
    <ChartCard
      testId="figure-pathologists"
      title={t('pathologists.title')}
      definition={t('pathologists.definition', { count: windowDays })}
      summary={loads
        .map((p) => t('pathologists.summary', { name: p.name, open: p.open, signedOut: p.signedOut }))
        .join('; ')}
      empty={loads.length === 0 ? t('pathologists.none') : null}
      chart={
        <BarChart
          barChartProps={NO_TAB_STOP}
          h={Math.max(160, loads.length * 48)}
          data={loads.map((p) => ({ name: p.name, [open]: p.open, [signedOut]: p.signedOut }))}
          dataKey="name"
          orientation="vertical"
          series={[
            { name: open, color: chartColor('yellow') },
            { name: signedOut, color: chartColor('green') },
          ]}
          withLegend
          gridAxis="x"
          tickLine="none"
          // Names stay at the start of the bars in both directions (mirroring would push them over the bars).
          xAxisProps={{ allowDecimals: false }}
          yAxisProps={{ width: 140 }}
        />
      }
      columns={[
        { header: t('pathologists.pathologist') },
        { header: t('pathologists.openNow'), numeric: true },
        { header: t('pathologists.signedOutDays', { count: windowDays }), numeric: true },
      ]}
      rows={loads.map((p) => [p.name, formatNumber(p.open), formatNumber(p.signedOut)])}
    />
  );
}

export function StatAgeCard({ buckets }: { buckets: TStaffDashboard['statByAge'] }) {
  const { t } = useTranslation('staffHome');
  const axes = useAxes();
  const label = (key: string) => t(`statAge.bucket.${key}`, { defaultValue: key });
  const cases = t('statAge.cases');
  const total = buckets.reduce((s, b) => s + b.count, 0);
  return (
    <ChartCard
      testId="figure-stat-age"
      title={t('statAge.title')}
      definition={t('statAge.definition', { total: formatNumber(total) })}
      summary={buckets.map((b) => `${label(b.bucket)}: ${b.count}`).join(', ')}
      empty={total === 0 ? t('statAge.none') : null}
      chart={
        <BarChart
          barChartProps={NO_TAB_STOP}
          h={200}
          data={buckets.map((b) => ({ age: label(b.bucket), [cases]: b.count }))}
          dataKey="age"
          series={[{ name: cases, color: chartColor('red') }]}
          gridAxis="y"
          tickLine="none"
          xAxisProps={axes.x}
          yAxisProps={{ ...axes.y, width: 32 }}
        />
      }
      columns={[{ header: t('statAge.age') }, { header: t('statAge.openStat'), numeric: true }]}
      rows={buckets.map((b) => [label(b.bucket), formatNumber(b.count)])}
    />
  );
}
