import { useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { Alert, Badge, Center, Drawer, Group, Loader, Stack, Table, Text } from '@mantine/core';
import {
  CASE_TYPE_LABELS,
  formatCptUnits,
  TEST_DIRECTORY_SORT_FIELDS,
  turnaroundLabel,
  type TCaseType,
  type TTestDirectoryEntry,
  type TTestDirectoryQuery,
} from '@lab/domain';
import { CaseTypeFilter, DataTable, ListToolbar, useServerList } from '@/components/data-table';
import { LookupSelect } from '@/components/lookup-select';
import { PageHeader } from '@/components/page-header';
import { testDirectoryEntryQuery, testDirectoryQuery } from '../api/help';

const clamp = { maxWidth: 320, whiteSpace: 'normal' } as const;

const columns: ColumnDef<TTestDirectoryEntry, unknown>[] = [
  {
    id: 'name',
    header: 'Test',
    cell: ({ row: { original: t } }) => (
      <Stack gap={0} miw={160}>
        <Text size="sm" fw={500}>
          {t.name}
        </Text>
        {t.testGroupName && (
          <Text size="xs" c="dimmed">
            {t.testGroupName}
          </Text>
        )}
      </Stack>
    ),
  },
  { id: 'code', header: 'Code', accessorKey: 'code' },
  {
    id: 'cpt',
    header: 'CPT',
    enableSorting: false,
    cell: ({ row: { original: t } }) => (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {t.cpt.map(formatCptUnits).join(', ') || '—'}
      </Text>
    ),
  },
  {
    id: 'specimen',
    header: 'Specimen requirements',
    enableSorting: false,
    cell: ({ row: { original: t } }) => (
      <Text size="sm" lineClamp={3} style={clamp} miw={220}>
        {t.specimenRequirements ?? '—'}
      </Text>
    ),
  },
  {
    id: 'container',
    header: 'Container',
    enableSorting: false,
    cell: ({ row: { original: t } }) => (
      <Text size="sm" lineClamp={2} style={{ ...clamp, maxWidth: 220 }} miw={140}>
        {t.container ?? '—'}
      </Text>
    ),
  },
  {
    id: 'transport',
    header: 'Transport',
    enableSorting: false,
    cell: ({ row: { original: t } }) => (
      <Text size="sm" lineClamp={2} style={{ ...clamp, maxWidth: 220 }} miw={140}>
        {t.transport ?? '—'}
      </Text>
    ),
  },
  {
    id: 'turnaroundDays',
    header: 'Turnaround',
    cell: ({ row: { original: t } }) => (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {turnaroundLabel(t.turnaroundDays) ?? '—'}
      </Text>
    ),
  },
];

const noFilters: Pick<TTestDirectoryQuery, 'testGroupId' | 'caseType'> = {};

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th w={170} style={{ verticalAlign: 'top' }}>
        {label}
      </Table.Th>
      <Table.Td style={{ whiteSpace: 'pre-line' }}>{children}</Table.Td>
    </Table.Tr>
  );
}

/** One test's details in a drawer: everything an office needs to collect and send the specimen. */
function TestDetails({ id, onClose }: { id: number | null; onClose(): void }) {
  const entry = useQuery({ ...testDirectoryEntryQuery(id ?? 0), enabled: id !== null });
  const t = entry.data;
  return (
    <Drawer opened={id !== null} onClose={onClose} title={t?.name ?? 'Test'} position="right" size="lg">
      {entry.isError ? (
        <Alert color="red">This test is not in the directory (it may have been retired).</Alert>
      ) : !t ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : (
        <Stack>
          <Group gap="xs">
            <Badge variant="light">{t.code}</Badge>
            {t.testGroupName && <Badge variant="outline">{t.testGroupName}</Badge>}
            {t.caseType && (
              <Badge variant="outline" color="gray">
                {CASE_TYPE_LABELS[t.caseType as TCaseType]}
              </Badge>
            )}
          </Group>
          <Table variant="vertical" withTableBorder layout="fixed" aria-label="Test details">
            <Table.Tbody>
              <Detail label="Specimen requirements">{t.specimenRequirements ?? '—'}</Detail>
              <Detail label="Container">{t.container ?? '—'}</Detail>
              <Detail label="Storage and transport">{t.transport ?? '—'}</Detail>
              <Detail label="Turnaround">{turnaroundLabel(t.turnaroundDays) ?? '—'}</Detail>
              <Detail label="CPT codes">{t.cpt.length ? t.cpt.map(formatCptUnits).join(', ') : '—'}</Detail>
            </Table.Tbody>
          </Table>
          <Text size="xs" c="dimmed">
            Turnaround counts working days from receipt in the lab. Questions about a test: call client services.
          </Text>
        </Stack>
      )}
    </Drawer>
  );
}

/**
 * The test directory (docs/help.md#test-directory): the lab's active tests from the Tests list, searched by name,
 * code or CPT code and filtered by test group and case type, paged on the server. A row opens the test's details;
 * ?test=<id> (from the top-bar search) opens them on arrival, ?q= starts a search.
 */
export function TestDirectoryPage() {
  const search = useRouterState({ select: (s) => s.location.search as Record<string, unknown> });
  const initialTest = Number(search.test);
  const [openId, setOpenId] = useState<number | null>(
    Number.isInteger(initialTest) && initialTest > 0 ? initialTest : null,
  );
  const list = useServerList({
    query: testDirectoryQuery,
    filters: noFilters,
    q: typeof search.q === 'string' ? search.q : undefined,
    sort: { fields: TEST_DIRECTORY_SORT_FIELDS, initial: 'name' },
  });

  return (
    <>
      <PageHeader
        title="Test directory"
        subtitle="Every test the lab offers: what to collect, in which container, how to send it, CPT codes and turnaround."
      />
      <Stack>
        <ListToolbar
          list={list}
          prominent
          onEnter={() => list.rows[0] && setOpenId(list.rows[0].id)}
          search={{
            'aria-label': 'Search tests',
            placeholder: 'Test name, code or CPT code',
            w: { base: '100%', sm: 320 },
          }}
        >
          <LookupSelect
            list="testgroups"
            aria-label="Test group"
            placeholder="All test groups"
            value={list.params.filters.testGroupId}
            onChange={(id) => list.setFilter('testGroupId', id ?? undefined)}
            w={{ base: '100%', sm: 240 }}
          />
          <CaseTypeFilter
            label={undefined}
            aria-label="Case type"
            placeholder="All case types"
            value={list.params.filters.caseType}
            onChange={(v) => list.setFilter('caseType', v)}
            w={{ base: '100%', sm: 200 }}
          />
        </ListToolbar>
        <DataTable
          label="Tests"
          columns={columns}
          {...list.tableProps}
          onRowClick={(t) => setOpenId(t.id)}
          getRowId={(t) => String(t.id)}
          emptyText="No test matches."
        />
      </Stack>
      <TestDetails id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
