import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { SelectProps } from '@mantine/core';
import { providerName, type TProvider } from '@lab/domain';
import { providerQuery } from '@/api/providers/get-provider';
import { listProviders } from '@/api/providers/list-providers';
import { RemoteSelect } from './remote-select';

type Base = Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange'>;

const label = (t: TFunction<'shared'>, p: TProvider) => t('provider.label', { name: providerName(p), npi: p.npi });

const useProvider = (id: number | null | undefined) =>
  useQuery({ ...providerQuery(id ?? 0), enabled: typeof id === 'number', staleTime: 300_000 });

/** A linked provider by name and NPI (while loading, or if unreadable, its number). */
export function ProviderLabel({ id }: { id: number }) {
  const { t } = useTranslation('shared');
  const p = useProvider(id);
  return <>{p.data ? label(t, p.data) : t('provider.number', { id })}</>;
}

/** Pick a provider record by typing a name, NPI or specialty (server-side search). `value` is the provider id. */
export function ProviderLinkSelect({
  value,
  onChange,
  ...rest
}: Base & { value: number | null | undefined; onChange(id: number | null): void }) {
  const { t } = useTranslation('shared');
  const current = useProvider(value);
  return (
    <RemoteSelect
      placeholder={t('provider.placeholder')}
      {...rest}
      queryKey="providers"
      search={async (q, signal) =>
        (await listProviders({ q: q || undefined, pageSize: 20 }, signal)).data.map((p) => ({
          value: String(p.id),
          label: label(t, p),
        }))
      }
      value={value}
      current={current.data ? { value: String(current.data.id), label: label(t, current.data) } : null}
      onChange={onChange}
    />
  );
}
