import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MultiSelect, type SelectProps } from '@mantine/core';
import { RemoteSelect } from './remote-select';
import { useDebouncedValue } from '@mantine/hooks';
import { fetchLookupEntries } from '@/lib/lookups-api';
import { lookupEntryQuery } from '@/api/lookups/get-lookup-entry';
import { lookupKeys } from '@/api/query-keys';

export interface LookupOption {
  value: string;
  label: string;
}

const label = (e: { code: string; name: string }) => `${e.code} — ${e.name}`;

/**
 * Options of a lookup list matching what is typed (server-side search; 20 at a time). `current` is false while
 * the answer is for an older text, so a quick Enter never picks an option of the previous search.
 */
function useLookupOptions(list: string, search: string) {
  const [q] = useDebouncedValue(search, 200);
  const query = useQuery({
    queryKey: lookupKeys.options(list, q),
    queryFn: ({ signal }) => fetchLookupEntries(list, { q: q || undefined, pageSize: 20, active: true }, signal),
    staleTime: 60_000,
  });
  return { ...query, current: q === search && query.isSuccess };
}

type Base = Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange'>;

/** Pick one entry of a lookup list by typing its code or name. `value` is the entry id. */
export function LookupSelect({
  list,
  value,
  onChange,
  ...rest
}: Base & { list: string; value: number | null | undefined; onChange(id: number | null): void }) {
  const current = useQuery({ ...lookupEntryQuery(list, value ?? 0), enabled: typeof value === 'number' });
  return (
    <RemoteSelect
      {...rest}
      queryKey={`lookup:${list}`}
      search={async (q, signal) =>
        (await fetchLookupEntries(list, { q: q || undefined, pageSize: 20, active: true }, signal)).data.map((e) => ({
          value: String(e.id),
          label: label(e),
        }))
      }
      value={value}
      current={current.data ? { value: String(current.data.id), label: label(current.data) } : null}
      onChange={onChange}
    />
  );
}

/** Pick several entries (e.g. ICD-10 codes of a case). `value` holds entry ids. */
export function LookupMultiSelect({
  list,
  value,
  onChange,
  known = [],
  ...rest
}: Omit<Base, 'onChange'> & {
  list: string;
  value: number[];
  onChange(ids: number[]): void;
  /** Labels of already-chosen ids (so they show before any search). */
  known?: LookupOption[];
}) {
  const [search, setSearch] = useState('');
  const [seen, setSeen] = useState<LookupOption[]>(known);
  const options = useLookupOptions(list, search);
  const fresh = options.current;
  const data = useMemo(() => {
    const fromServer = fresh ? (options.data?.data ?? []).map((e) => ({ value: String(e.id), label: label(e) })) : [];
    // Chosen entries stay in the data so their pills have labels; hidePickedOptions keeps them out of the list.
    const chosen = seen.filter((s) => value.includes(Number(s.value)) && !fromServer.some((o) => o.value === s.value));
    return [...chosen, ...fromServer];
  }, [options.data, fresh, seen, value]);

  return (
    <MultiSelect
      searchable
      clearable
      hidePickedOptions
      nothingFoundMessage={fresh ? 'No match' : 'Searching…'}
      {...(rest as object)}
      data={data}
      value={value.map(String)}
      onChange={(ids) => {
        setSeen((prev) => [
          ...prev,
          ...data.filter((d) => ids.includes(d.value) && !prev.some((p) => p.value === d.value)),
        ]);
        onChange(ids.map(Number));
      }}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: o }) => o}
    />
  );
}
