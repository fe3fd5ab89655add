import { useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { Button, Drawer, Group, Kbd, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import type { TPayer } from '@lab/domain';
import { DataTable, useServerList } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { listPayers } from '../api/list-payers';
import { PayerCoverages } from './payer-coverages';
import { PayerForm } from './payer-form';

const columns: ColumnDef<TPayer, unknown>[] = [
  { id: 'name', header: 'Name', accessorKey: 'name' },
  { id: 'payerCode', header: 'Payer id', accessorKey: 'payerCode' },
  { id: 'financialClass', header: 'Financial class', accessorKey: 'financialClassLabel', enableSorting: false },
  { id: 'phone', header: 'Phone', accessorKey: 'phone', enableSorting: false },
  {
    id: 'active',
    header: 'Status',
    enableSorting: false,
    cell: ({ row }) => (row.original.active ? 'Active' : <Text size="sm" c="dimmed">Inactive</Text>),
  },
];

/** Insurance payers: search, create, edit, deactivate; a payer's drawer lists the coverages pointing at it. */
export function InsurancePage() {
  const [open, setOpen] = useState<TPayer | 'new' | null>(null);
  const list = useServerList<TPayer, { active?: string }>(
    ['payers'],
    (p, signal) =>
      listPayers(
        {
          q: p.q || undefined,
          page: p.page,
          pageSize: p.pageSize,
          sort: p.sort as never,
          active: p.filters.active === 'all' ? undefined : p.filters.active !== 'inactive',
        },
        signal,
      ),
    { filters: { active: 'active' } },
  );
  useHotkeys([['alt+N', () => setOpen('new'), { usePhysicalKeys: true }]], []);
  const payer = open === 'new' ? null : open;

  return (
    <>
      <PageHeader
        title="Insurance"
        subtitle="Payers and the coverages that point at them."
        actions={
          <Button leftSection={<IconPlus size={16} />} rightSection={<Kbd size="xs">Alt N</Kbd>} onClick={() => setOpen('new')}>
            New payer
          </Button>
        }
      />
      <Stack>
        <Group align="end">
          <TextInput
            autoFocus
            aria-label="Search payers"
            placeholder="Payer name or id"
            leftSection={<IconSearch size={16} />}
            value={list.params.q}
            onChange={(e) => list.setSearch(e.currentTarget.value)}
            w={{ base: '100%', sm: 320 }}
          />
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
          label="Payers"
          columns={columns}
          data={list.query.data?.data ?? []}
          total={list.query.data?.total ?? 0}
          page={list.params.page}
          pageSize={list.params.pageSize}
          sort={list.params.sort}
          loading={list.query.isFetching}
          onPageChange={list.setPage}
          onPageSizeChange={list.setPageSize}
          onSortChange={list.setSort}
          onRowClick={(p) => setOpen(p)}
          getRowId={(p) => String(p.id)}
          isRowMuted={(p) => !p.active}
          emptyText="No payer matches."
        />
      </Stack>
      <Drawer
        opened={open !== null}
        onClose={() => setOpen(null)}
        position="right"
        size="xl"
        title={<Title order={3}>{payer ? payer.name : 'New payer'}</Title>}
      >
        {open !== null && (
          <Stack gap="xl">
            <PayerForm key={payer?.updatedAt ?? 'new'} payer={payer} onSaved={(p) => setOpen(p)} />
            {payer && (
              <Stack gap="xs">
                <Title order={4}>Coverages with this payer</Title>
                <PayerCoverages payerId={payer.id} />
              </Stack>
            )}
          </Stack>
        )}
      </Drawer>
    </>
  );
}
