import { useQuery } from '@tanstack/react-query';
import type { TLookupItem } from '@lab/domain';
import { fetchLookupEntries } from '@/lib/lookups-api';
import { lookupKeys } from '@/api/query-keys';

/**
 * A short lookup list whole (stains, results, result categories, gross templates): a few dozen entries the
 * workspace picks from many times, fetched once.
 */
export const useLookupList = (
  key: 'stainlist' | 'resultslist' | 'resultcategory' | 'grossdescription' | 'pathologists',
) =>
  useQuery({
    queryKey: lookupKeys.whole(key),
    queryFn: async ({ signal }) =>
      (await fetchLookupEntries(key, { pageSize: 500, active: true, sort: 'code' }, signal)).data,
    staleTime: 300_000,
  });

/** The active entry whose code is exactly `code` (any case), e.g. a microcode typed as `.bcc`. */
export async function findEntryByCode(key: 'microcodes' | 'icdcodelist', code: string): Promise<TLookupItem | null> {
  const { data } = await fetchLookupEntries(key, { q: code, pageSize: 20, active: true });
  return data.find((e) => e.code.toLowerCase() === code.toLowerCase()) ?? null;
}
