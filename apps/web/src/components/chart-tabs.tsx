import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '@mantine/core';

/**
 * The portal's chart convention (docs/supplies.md#dashboard): a chart and the same numbers as a table, in two
 * pill tabs — the table is for screen readers, exact values and copying.
 */
export function ChartTabs({ chart, table }: { chart: ReactNode; table: ReactNode }) {
  const { t } = useTranslation('home');
  return (
    <Tabs defaultValue="chart" variant="pills" radius="sm">
      <Tabs.List mb="xs">
        <Tabs.Tab value="chart" size="xs">
          {t('figures.chart')}
        </Tabs.Tab>
        <Tabs.Tab value="table" size="xs">
          {t('figures.table')}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="chart">{chart}</Tabs.Panel>
      <Tabs.Panel value="table">{table}</Tabs.Panel>
    </Tabs>
  );
}

/** A chart as one image to a screen reader, named by its numbers in words. */
export function ChartImage({ summary, children }: { summary: string; children: ReactNode }) {
  return (
    <div role="img" aria-label={summary} data-chart>
      {children}
    </div>
  );
}
