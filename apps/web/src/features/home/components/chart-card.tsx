import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, Group, SegmentedControl, Skeleton, Stack, Table, Text, Title } from '@mantine/core';

export interface FigureColumn {
  header: string;
  /** Numbers line up at the end of the cell. */
  numeric?: boolean;
}

/**
 * One figure of the dashboard: a chart, and the very same numbers as a table behind a Chart / Table switch
 * (docs/dashboard.md#figures). The chart is an image to a screen reader, named with its numbers in a sentence;
 * the table is the accessible form, named by the figure's title (its definition above it), with headers and one
 * row per bar or slice.
 */
export function ChartCard({
  title,
  definition,
  summary,
  chart,
  columns,
  rows,
  empty,
  testId,
}: {
  title: string;
  /** What the figure counts, in one sentence under the title. */
  definition: string;
  /** The chart's numbers in words, for screen readers. */
  summary: string;
  chart: ReactNode;
  columns: FigureColumn[];
  rows: Array<Array<ReactNode>>;
  /** Shown instead of the chart when there is nothing to draw. */
  empty?: string | null;
  testId: string;
}) {
  const { t } = useTranslation('home');
  const [view, setView] = useState<'chart' | 'table'>('chart');
  return (
    // min-width 0: a grid cell may shrink below its chart's width; otherwise the chart's measured width feeds the
    // grid track and the two grow each other without end.
    <Card withBorder data-testid={testId} component="section" aria-label={title} miw={0} style={{ overflow: 'hidden' }}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Title order={2} size="h5">
              {title}
            </Title>
            <Text size="xs" c="dimmed">
              {definition}
            </Text>
          </div>
          <SegmentedControl
            size="xs"
            value={view}
            onChange={(v) => setView(v as 'chart' | 'table')}
            aria-label={t('figures.showAs', { title })}
            data={[
              { value: 'chart', label: t('figures.chart') },
              { value: 'table', label: t('figures.table') },
            ]}
            style={{ flexShrink: 0 }}
          />
        </Group>
        {view === 'chart' ? (
          empty ? (
            <Text size="sm" c="dimmed" py="xl" ta="center">
              {empty}
            </Text>
          ) : (
            <div role="img" aria-label={`${title}. ${summary}`}>
              {/* The charts load after the first paint (./charts.tsx): a placeholder of their height meanwhile. */}
              <Suspense fallback={<Skeleton h={220} />}>{chart}</Suspense>
            </div>
          )
        ) : (
          <Table.ScrollContainer minWidth={columns.length > 3 ? 520 : 0}>
            <Table striped withTableBorder fz="sm" aria-label={title}>
              <Table.Thead>
                <Table.Tr>
                  {columns.map((c) => (
                    <Table.Th key={c.header} ta={c.numeric ? 'end' : undefined}>
                      {c.header}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r, i) => (
                  <Table.Tr key={i}>
                    {r.map((cell, j) => (
                      <Table.Td key={j} ta={columns[j]?.numeric ? 'end' : undefined}>
                        {cell}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
