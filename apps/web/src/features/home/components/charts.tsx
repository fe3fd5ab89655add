import { lazy, type LazyExoticComponent } from 'react';
import type { AreaChart as Area, BarChart as Bar, DonutChart as Donut } from '@mantine/charts';

/**
 * The chart library (recharts, under @mantine/charts) is fetched after the home's first paint: the counters, the work
 * queues and each card's title and definition do not wait for it (docs/performance.md#the-signed-in-home-second-pass).
 * ChartCard shows a placeholder meanwhile.
 */
const load = () => import('./charts-impl');

export const AreaChart: LazyExoticComponent<typeof Area> = lazy(() => load().then((m) => ({ default: m.AreaChart })));
export const BarChart: LazyExoticComponent<typeof Bar> = lazy(() => load().then((m) => ({ default: m.BarChart })));
export const DonutChart: LazyExoticComponent<typeof Donut> = lazy(() =>
  load().then((m) => ({ default: m.DonutChart })),
);
