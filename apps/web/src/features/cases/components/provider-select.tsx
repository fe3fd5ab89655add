import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader, Select, type SelectProps } from '@mantine/core';
import { providerName, type TProvider } from '@lab/domain';
import { useFindProviders } from '../api/find-providers';

const optionOf = (p: Pick<TProvider, 'id' | 'firstName' | 'lastName' | 'credentials' | 'npi'>) => ({
  value: String(p.id),
  label: `${providerName(p)} · NPI ${p.npi}`,
});

/** The ordering provider, searched as you type (active providers only). */
export function ProviderSelect({
  value,
  onChange,
  knownLabel,
  ...rest
}: Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  value: number | null | undefined;
  /** The label of the provider already chosen (e.g. when editing), shown before any search. */
  knownLabel?: string;
  onChange(id: number | null, provider?: TProvider): void;
}) {
  const { t } = useTranslation('cases');
  const [search, setSearch] = useState('');
  const found = useFindProviders(search);
  // Keep the chosen provider's label while the search shows others.
  const [chosen, setChosen] = useState<TProvider | null>(null);
  const data = useMemo(() => {
    const list = (found.data?.data ?? []).map(optionOf);
    const keep = chosen && chosen.id === value ? chosen : null;
    if (keep && !list.some((o) => o.value === String(keep.id))) list.unshift(optionOf(keep));
    else if (!keep && value && knownLabel && !list.some((o) => o.value === String(value))) {
      list.unshift({ value: String(value), label: knownLabel });
    }
    return list;
  }, [found.data, chosen, value, knownLabel]);
  return (
    <Select
      searchable
      clearable
      nothingFoundMessage={found.isFetching ? t('order.searching') : t('order.noProvider')}
      rightSection={found.isFetching ? <Loader size={14} /> : undefined}
      {...rest}
      data={data}
      value={value ? String(value) : null}
      onChange={(v) => {
        const p = found.data?.data.find((x) => String(x.id) === v) ?? null;
        setChosen(p);
        onChange(v ? Number(v) : null, p ?? undefined);
      }}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
    />
  );
}
