import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Loader, Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { pickerKeys } from '@/api/query-keys';

export interface RemoteOption {
  value: string;
  label: string;
}

type Base = Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange'>;

/**
 * Pick one record of a server list by typing (payers, portal users…): the server searches, 20 at a time.
 * `current` labels the chosen value before any search.
 */
export function RemoteSelect({
  queryKey,
  search,
  value,
  current,
  onChange,
  ...rest
}: Base & {
  queryKey: string;
  search(q: string, signal: AbortSignal): Promise<RemoteOption[]>;
  value: number | null | undefined;
  current?: RemoteOption | null;
  onChange(id: number | null): void;
}) {
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text, 200);
  const options = useQuery({
    queryKey: pickerKeys.options(queryKey, q),
    queryFn: ({ signal }) => search(q, signal),
    staleTime: 30_000,
  });
  // Options answered for an older text are not offered: a quick Enter never picks from the previous search.
  const fresh = q === text && options.isSuccess;
  const data = useMemo(() => {
    const list = fresh ? (options.data ?? []) : [];
    return current && !list.some((o) => o.value === current.value) ? [current, ...list] : list;
  }, [options.data, current, fresh]);
  return (
    <Select
      searchable
      clearable
      // Clicking the chosen value in the open list keeps it (Mantine would clear it); the × clears.
      allowDeselect={false}
      nothingFoundMessage={fresh ? 'No match' : 'Searching…'}
      rightSection={options.isFetching ? <Loader size={14} /> : undefined}
      {...rest}
      data={data}
      value={value ? String(value) : null}
      onChange={(v) => onChange(v ? Number(v) : null)}
      // Choosing the value it already holds changes nothing, so Mantine leaves the typed text: show its label again.
      onOptionSubmit={(v) => {
        if (v === String(value)) setText(data.find((o) => o.value === v)?.label ?? text);
      }}
      searchValue={text}
      onSearchChange={setText}
      filter={({ options: o }) => o}
    />
  );
}
