import type { ColumnDef } from '@tanstack/react-table';
import { useNavigate } from '@tanstack/react-router';
import { Badge, Button, Group, Kbd, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import type { TProvider } from '@lab/domain';
import { DataTable, useServerList } from '@/components/data-table';
import { LookupSelect } from '@/components/lookup-select';
import { PageHeader } from '@/components/page-header';
import { listProviders } from '../api/list-providers';

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
  {
    id: 'active',
    header: 'Status',
    enableSorting: false,
    cell: ({ row: { original: p } }) => (p.active ? 'Active' : <Text size="sm" c="dimmed">Inactive</Text>),
  },
];

type Filters = { active?: string; facilityId?: number };

/** Ordering physicians. The physician menu shows the same list, scoped by the server to their facility. */
export function ProvidersPage({ physician = false }: { physician?: boolean }) {
  const navigate = useNavigate();
  const newPath = physician ? '/addprovider' : '/provider/new';
  const list = useServerList<TProvider, Filters>(
    ['providers'],
    (p, signal) =>
      listProviders(
        {
          q: p.q || undefined,
          page: p.page,
          pageSize: p.pageSize,
          sort: p.sort as never,
          active: p.filters.active === 'all' ? undefined : p.filters.active !== 'inactive',
          facilityId: p.filters.facilityId,
        },
        signal,
      ),
    { filters: { active: 'active' } },
  );
  useHotkeys([['alt+N', () => void navigate({ to: newPath }), { usePhysicalKeys: true }]], []);
  const rows = list.query.data?.data ?? [];
  const open = (p: TProvider) => void navigate({ to: `/provider/${p.id}` });

  return (
    <>
      <PageHeader
        title={physician ? 'Providers of my facility' : 'Providers'}
        subtitle="Ordering physicians: search by name, NPI or specialty."
        actions={
          <Button leftSection={<IconPlus size={16} />} rightSection={<Kbd size="xs">Alt N</Kbd>} onClick={() => void navigate({ to: newPath })}>
            New provider
          </Button>
        }
      />
      <Stack>
        <Group align="end" gap="md">
          <TextInput
            autoFocus
            aria-label="Search providers"
            placeholder="Name, NPI or specialty"
            leftSection={<IconSearch size={16} />}
            value={list.params.q}
            onChange={(e) => list.setSearch(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && rows[0]) open(rows[0]);
            }}
            w={{ base: '100%', sm: 320 }}
          />
          {!physician && (
            <LookupSelect
              list="submittingfacilities"
              aria-label="Facility"
              placeholder="All facilities"
              value={list.params.filters.facilityId}
              onChange={(v) => list.setFilter('facilityId', v ?? undefined)}
              w={{ base: '100%', sm: 280 }}
            />
          )}
          <SegmentedControl
            aria-label="Status"
            data={[
              { value: 'active', label: 'Active' },
              { value: 'inactive', label: 'Inactive' },
              { value: 'all', label: 'All' },
            ]}
            value={list.params.filters.active ?? 'active'}
            onChange={(v) => list.setFilter('active', v)}
          />
        </Group>
        <DataTable
          label="Providers"
          columns={columns}
          data={rows}
          total={list.query.data?.total ?? 0}
          page={list.params.page}
          pageSize={list.params.pageSize}
          sort={list.params.sort}
          loading={list.query.isFetching}
          onPageChange={list.setPage}
          onPageSizeChange={list.setPageSize}
          onSortChange={list.setSort}
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
