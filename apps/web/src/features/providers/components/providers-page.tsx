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

const columns: ColumnDef<TProvider, unknown>[] = [
  {
    id: 'lastName',
    header: 'Name',
    cell: ({ row: { original: p } }) => (
      <Text size="sm" fw={500}>
        {p.lastName}, {p.firstName}
        {p.credentials ? `, ${p.credentials}` : ''}
      </Text>
    ),
  },
  { id: 'npi', header: 'NPI', accessorKey: 'npi' },
  { id: 'specialty', header: 'Specialty', accessorKey: 'specialty' },
  { id: 'facility', header: 'Facility', accessorKey: 'facilityLabel', enableSorting: false },
  { id: 'phone', header: 'Phone', accessorKey: 'phone', enableSorting: false },
  {
    id: 'delivery',
    header: 'Reports by',
    enableSorting: false,
    cell: ({ row: { original: p } }) => (
      <Group gap={4}>
        {p.deliveryMethods.map((m) => (
          <Badge key={m} size="xs" variant="light">
            {m}
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
        title={physician ? 'Providers of my facility' : 'Providers'}
        subtitle="Ordering physicians: search by name, NPI or specialty."
        actions={<NewRecordButton onClick={() => void navigate({ to: newPath })}>New provider</NewRecordButton>}
      />
      <Stack>
        <ListToolbar
          list={list}
          prominent
          onEnter={() => list.rows[0] && open(list.rows[0])}
          search={{
            'aria-label': 'Search providers',
            placeholder: 'Name, NPI or specialty',
            w: { base: '100%', sm: 320 },
          }}
        >
          {!physician && (
            <FacilityFilter
              label={undefined}
              aria-label="Facility"
              placeholder="All facilities"
              value={list.params.filters.facilityId}
              onChange={(id) => list.setFilter('facilityId', id)}
              w={{ base: '100%', sm: 280 }}
            />
          )}
        </ListToolbar>
        <DataTable
          label="Providers"
          columns={columns}
          {...list.tableProps}
          onRowClick={open}
          getRowId={(p) => String(p.id)}
          isRowMuted={(p) => !p.active}
          emptyText="No provider matches."
        />
      </Stack>
    </>
  );
}

export const PhysicianProvidersPage = () => <ProvidersPage physician />;
