import { lazy, Suspense } from 'react';
import { Skeleton } from '@mantine/core';
import { HomePage } from '@/features/home';

/**
 * The physician's latest reports come from the results feature: loaded when a physician's home shows them, so the
 * home of the other roles does not fetch the results and case pages' code (docs/performance.md#web-delivery).
 */
const LatestReportsCard = lazy(() =>
  import('@/features/results/components/latest-reports-card').then((m) => ({ default: m.LatestReportsCard })),
);

/** `/`: the home with, for a physician, their latest reports (features never import each other: the app joins them). */
export function HomeWithReports() {
  return (
    <HomePage
      physicianReports={
        <Suspense fallback={<Skeleton h={160} />}>
          <LatestReportsCard />
        </Suspense>
      }
    />
  );
}
