import { useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZDashboard } from '@lab/domain';
import { api } from '@/lib/api-client';
import { peekEarly, takeEarly } from '@/lib/early-fetch';
import { dashboardKeys } from '@/api/query-keys';

const PATH = '/api/dashboard';

/** An early answer, checked like any other; undefined when it does not fit (the page asks again). */
const checkedEarly = (value: unknown) => {
  const parsed = ZDashboard.safeParse(value);
  return parsed.success ? parsed.data : undefined;
};

/**
 * GET /api/dashboard: the caller's role's figures (docs/dashboard.md). On the app's first load the route asked for
 * them while this page's code loaded (app/route-tree.tsx): that answer is taken, checked like any other.
 */
export async function getDashboard(signal?: AbortSignal) {
  const early = takeEarly(PATH);
  const checked = early && checkedEarly(await early.catch(() => undefined));
  return checked ?? api(PATH, { schema: ZDashboard, signal });
}

/** The early answer when it arrived before the page's first render: the query starts with it, checked. */
function arrivedEarly() {
  const hit = peekEarly(PATH);
  const data = hit && checkedEarly(hit.value);
  return data ? { data, at: hit.at } : undefined;
}

/** Refreshed every minute while the page is open, and after any case change (the key sits under the case counters). */
export function useDashboard(enabled: boolean) {
  const [early] = useState(() => (enabled ? arrivedEarly() : undefined));
  return useQuery(
    queryOptions({
      queryKey: dashboardKeys.all(),
      queryFn: ({ signal }) => getDashboard(signal),
      enabled,
      refetchInterval: 60_000,
      initialData: early?.data,
      initialDataUpdatedAt: early?.at,
    }),
  );
}
