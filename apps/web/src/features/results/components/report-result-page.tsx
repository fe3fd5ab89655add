import { useNavigate } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { Group, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { z } from 'zod';
import { ZReportSearchPage } from '@lab/domain';
import { DataTable, useServerList } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { formatDateTimeShort } from '@/lib/format';
import { searchReports } from '../api/search-reports';
import { CriticalMark, ReportKindBadge, StatusBadge } from './result-badges';

type Row = z.infer<typeof ZReportSearchPage>['data'][number];

const columns: ColumnDef<Row, unknown>[] = [
  {
    id: 'caseNumber',
    header: 'Case',
    accessorKey: 'caseNumber',
    enableSorting: false,
    cell: ({ row }) => (
      <Group gap={6} wrap="nowrap">
        <Text fw={600} size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
          {row.original.caseNumber}
        </Text>
        {row.original.critical && <CriticalMark />}
      </Group>
    ),
  },
  {
    id: 'patient',
    header: 'Patient',
    enableSorting: false,
    cell: ({ row }) => (
      <Stack gap={0}>
        <Text size="sm">{row.original.patientName}</Text>
        <Text size="xs" c="dimmed">
          MRN {row.original.patientMrn}
        </Text>
      </Stack>
    ),
  },
  { id: 'status', header: 'Status', enableSorting: false, cell: ({ row }) => <StatusBadge status={row.original.status} /> },
  { id: 'kind', header: 'Latest', enableSorting: false, cell: ({ row }) => <ReportKindBadge kind={row.original.kind} /> },
  { id: 'versions', header: 'Versions', accessorKey: 'versions', enableSorting: false, size: 70 },
  { id: 'signedBy', header: 'Signed by', accessorKey: 'signedBy', enableSorting: false },
  {
    id: 'signedAt',
    header: 'Signed',
    enableSorting: false,
    cell: ({ row }) => <Text size="sm">{formatDateTimeShort(row.original.signedAt)}</Text>,
  },
];

/** `/reportresult`: find a signed report by case number, patient name or MRN (staff: all; a physician: their own). */
export function ReportResultPage() {
  const navigate = useNavigate();
  const list = useServerList<Row>(['report-search'], (p, signal) =>
    searchReports({ q: p.q || undefined, page: p.page, pageSize: p.pageSize }, signal),
  );
  const data = list.query.data;
  return (
    <>
      <PageHeader title="Report Result" subtitle="Signed reports by case number, patient name or MRN." />
      <Stack>
        <TextInput
          label="Search"
          placeholder="Case no., patient or MRN"
          leftSection={<IconSearch size={14} />}
          value={list.params.q}
          onChange={(e) => list.setSearch(e.currentTarget.value)}
          w={{ base: '100%', sm: 360 }}
          autoFocus
        />
        <DataTable
          label="Reports"
          columns={columns}
          data={data?.data ?? []}
          total={data?.total ?? 0}
          page={list.params.page}
          pageSize={list.params.pageSize}
          sort={undefined}
          loading={list.query.isFetching}
          onPageChange={list.setPage}
          onPageSizeChange={list.setPageSize}
          onSortChange={() => {}}
          onRowClick={(r) =>
            void navigate({ to: '/reportresult/$caseId/$version', params: { caseId: String(r.caseId), version: String(r.version) } })
          }
          getRowId={(r) => String(r.caseId)}
          emptyText="No signed report matches."
        />
        {list.query.error && (
          <Text c="red" size="sm">
            {list.query.error.message}
          </Text>
        )}
      </Stack>
    </>
  );
}
