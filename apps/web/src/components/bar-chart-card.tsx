import { useTranslation } from 'react-i18next';
import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Table, Text } from '@mantine/core';
import { chartColor, type ChartColor } from '@/lib/chart-colors';
import { ChartImage, ChartTabs } from './chart-tabs';

export interface Bar {
  label: string;
  value: number;
}

/**
 * A bar chart (@mantine/charts) and the same numbers as a table, in two tabs (docs/supplies.md#dashboard).
 * `vertical` draws upright columns (weeks along the bottom); otherwise the bars lie along the reading direction
 * with their names at the start, which RTL mirrors.
 */
export function BarChartCard({
  bars,
  valueLabel,
  labelHeader,
  color = 'blue',
  vertical = false,
}: {
  bars: Bar[];
  valueLabel: string;
  labelHeader: string;
  color?: ChartColor;
  vertical?: boolean;
}) {
  const { t } = useTranslation('staffHome');
  const summary = `${valueLabel}: ${bars.map((b) => `${b.label} ${b.value}`).join(', ')}`;
  const chart = (
    <ChartImage summary={summary}>
      <BarChart
        barChartProps={{ accessibilityLayer: false, tabIndex: -1 }}
        h={vertical ? 220 : Math.max(160, bars.length * 30)}
        data={bars.map((b) => ({ label: b.label, value: b.value }))}
        dataKey="label"
        series={[{ name: 'value', label: valueLabel, color: chartColor(color) }]}
        orientation={vertical ? 'horizontal' : 'vertical'}
        gridAxis={vertical ? 'x' : 'y'}
        tickLine="none"
        yAxisProps={vertical ? { allowDecimals: false } : { width: 150 }}
        xAxisProps={vertical ? { tickFormatter: (v: string) => v.slice(5) } : { allowDecimals: false }}
      />
    </ChartImage>
  );
  return (
    <ChartTabs
      chart={
        bars.length ? (
          chart
        ) : (
          <Text c="dimmed" size="sm">
            {t('charts.nothingYet')}
          </Text>
        )
      }
      table={
        <Table striped withTableBorder fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{labelHeader}</Table.Th>
              <Table.Th ta="end">{valueLabel}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {bars.map((b) => (
              <Table.Tr key={b.label}>
                <Table.Td>{b.label}</Table.Td>
                <Table.Td ta="end">{b.value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      }
    />
  );
}
