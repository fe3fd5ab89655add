import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZDashboard } from '@lab/domain';
import { api } from '@/lib/api-client';
import { takeEarly } from '@/lib/early-fetch';
import { dashboardKeys } from '@/api/query-keys';

const PATH = '/api/dashboard';

/**
 * GET /api/dashboard: the caller's role's figures (docs/dashboard.md). On the app's first load the route asked for
 * them while this page's code loaded (app/route-tree.tsx): that answer is taken, checked like any other.
 */
export async function getDashboard(signal?: AbortSignal) {
  const early = takeEarly(PATH);
  if (early) {
    const parsed = ZDashboard.safeParse(await early.catch(() => undefined));
    if (parsed.success) return parsed.data;
  }
  return api(PATH, { schema: ZDashboard, signal });
}

/** Refreshed every minute while the page is open, and after any case change (the key sits under the case counters). */
export const useDashboard = (enabled: boolean) =>
  useQuery(queryOptions({ queryKey: dashboardKeys.all(), queryFn: ({ signal }) => getDashboard(signal), enabled, refetchInterval: 60_000 }));
