import { queryOptions } from '@tanstack/react-query';
import { fetchLookupEntry } from '@/lib/lookups-api';
import { lookupKeys } from '../query-keys';

/** One lookup entry by id, for labelling a chosen value ("code — name"): pickers, coded fields, links. */
export const lookupEntryQuery = (list: string, id: number) =>
  queryOptions({ queryKey: lookupKeys.entry(list, id), queryFn: () => fetchLookupEntry(list, id), staleTime: 300_000 });
