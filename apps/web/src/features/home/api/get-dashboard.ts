import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZDashboard } from '@lab/domain';
import { api } from '@/lib/api-client';
import { dashboardKeys } from '@/api/query-keys';

/** GET /api/dashboard: the caller's role's figures (docs/dashboard.md). */
export const getDashboard = (signal?: AbortSignal) => api('/api/dashboard', { schema: ZDashboard, signal });

/** The dashboard's query: the page's, and the route's prefetch while the page's code loads (app/route-tree.tsx). */
export const dashboardQuery = () => queryOptions({ queryKey: dashboardKeys.all(), queryFn: ({ signal }) => getDashboard(signal) });

/** Refreshed every minute while the page is open, and after any case change (the key sits under the case counters). */
export const useDashboard = (enabled: boolean) => useQuery({ ...dashboardQuery(), enabled, refetchInterval: 60_000 });
