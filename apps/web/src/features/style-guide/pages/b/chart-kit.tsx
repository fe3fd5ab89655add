import type { ReactNode } from 'react';
import { Table } from '@mantine/core';
import '@mantine/charts/styles.css';
import { ChartImage, ChartTabs } from '@/components/chart-tabs';
import { formatNumber } from '@/lib/format';
import { useSampleText } from '../../components/use-sample-text';

/**
 * The portal's chart convention (`ChartTabs` of components/, as in `BarChartCard`) for any chart: the chart is an
 * image whose name says its numbers, and the same numbers are one tab away as a table with these columns.
 */
export function ChartWithTable<R extends Record<string, string | number>>({
  summary,
  rows,
  columns,
  children,
}: {
  summary: string;
  rows: readonly R[];
  /** Key and header of each column of the table; the first is the row's name. */
  columns: ReadonlyArray<{ key: keyof R & string; label: string }>;
  children: ReactNode;
}) {
  const sample = useSampleText('styleGuideB');
  return (
    <ChartTabs
      chart={<ChartImage summary={summary}>{children}</ChartImage>}
      table={
        <Table.ScrollContainer minWidth={320}>
          <Table striped withTableBorder fz="sm">
            <Table.Thead>
              <Table.Tr>
                {columns.map((c, i) => (
                  <Table.Th key={c.key} ta={i ? 'end' : undefined}>
                    {sample(c.label)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r, j) => (
                <Table.Tr key={j}>
                  {columns.map((c, i) => (
                    <Table.Td key={c.key} ta={i ? 'end' : undefined}>
                      {typeof r[c.key] === 'number' ? formatNumber(r[c.key] as number) : sample(r[c.key])}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      }
    />
  );
}

/** "Surgical 142, Cytology 96" for the image's name. */
export const describe = (
  rows: ReadonlyArray<Record<string, string | number>>,
  nameKey: string,
  keys: readonly string[],
) => rows.map((r) => `${r[nameKey]}: ${keys.map((k) => `${k} ${r[k]}`).join(', ')}`).join('; ');

/** Case types and their colours, the same on every chart. */
export const TYPE_SERIES = [
  { name: 'Surgical', color: 'blue.6' },
  { name: 'Cytology', color: 'teal.6' },
  { name: 'FISH', color: 'grape.6' },
] as const;
export const TYPE_KEYS = TYPE_SERIES.map((s) => s.name);
