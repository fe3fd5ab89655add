import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { useNavigate } from '@tanstack/react-router';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { PROVIDER_SORT_FIELDS, type TProvider, type TProviderListQuery } from '@lab/domain';
import { providerListQuery } from '@/api/providers/list-providers';
import {
  activeColumn,
  DataTable,
  FacilityFilter,
  ListToolbar,
  NewRecordButton,
  useServerList,
} from '@/components/data-table';
import { PageHeader } from '@/components/page-header';

/** The columns, their headers in the language shown. */
const makeColumns = (t: TFunction<'providers'>): ColumnDef<TProvider, unknown>[] => [
  {
    id: 'lastName',
    header: t('columns.name'),
    cell: ({ row: { original: p } }) => (
      <Text size="sm" fw={500}>
        {p.lastName}, {p.firstName}
        {p.credentials ? `, ${p.credentials}` : ''}
      </Text>
    ),
  },
  { id: 'npi', header: t('columns.npi'), accessorKey: 'npi' },
  { id: 'specialty', header: t('columns.specialty'), accessorKey: 'specialty' },
  { id: 'facility', header: t('columns.facility'), accessorKey: 'facilityLabel', enableSorting: false },
  { id: 'phone', header: t('columns.phone'), accessorKey: 'phone', enableSorting: false },
  {
    id: 'delivery',
    header: t('columns.delivery'),
    enableSorting: false,
    cell: ({ row: { original: p } }) => (
      <Group gap={4}>
        {p.deliveryMethods.map((m) => (
          <Badge key={m} size="xs" variant="light">
            {t(`delivery.${m}`, { defaultValue: m })}
          </Badge>
        ))}
      </Group>
    ),
  },
  activeColumn(),
];

const noFilters: Pick<TProviderListQuery, 'facilityId'> = {};

/** Ordering physicians. The physician menu shows the same list, scoped by the server to their facility. */
export function ProvidersPage({ physician = false }: { physician?: boolean }) {
  const { t } = useTranslation('providers');
  const columns = useMemo(() => makeColumns(t), [t]);
  const navigate = useNavigate();
  const newPath = physician ? '/addprovider' : '/provider/new';
  const list = useServerList({
    query: providerListQuery,
    filters: noFilters,
    sort: { fields: PROVIDER_SORT_FIELDS },
    status: 'active',
  });
  const open = (p: TProvider) => void navigate({ to: `/provider/${p.id}` });

  return (
    <>
      <PageHeader
        title={physician ? t('list.titleMine') : t('list.title')}
        subtitle={t('list.subtitle')}
        actions={<NewRecordButton onClick={() => void navigate({ to: newPath })}>{t('list.new')}</NewRecordButton>}
      />
      <Stack>
        <ListToolbar
          list={list}
          prominent
          onEnter={() => list.rows[0] && open(list.rows[0])}
          search={{
            'aria-label': t('list.search'),
            placeholder: t('list.searchPlaceholder'),
            w: { base: '100%', sm: 320 },
          }}
        >
          {!physician && (
            <FacilityFilter
              label={undefined}
              aria-label={t('list.facility')}
              placeholder={t('list.allFacilities')}
              value={list.params.filters.facilityId}
              onChange={(id) => list.setFilter('facilityId', id)}
              w={{ base: '100%', sm: 280 }}
            />
          )}
        </ListToolbar>
        <DataTable
          label={t('list.label')}
          columns={columns}
          {...list.tableProps}
          onRowClick={open}
          getRowId={(p) => String(p.id)}
          isRowMuted={(p) => !p.active}
          emptyText={t('list.none')}
        />
      </Stack>
    </>
  );
}

export const PhysicianProvidersPage = () => <ProvidersPage physician />;
