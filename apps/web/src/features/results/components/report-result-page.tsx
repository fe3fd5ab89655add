import { useNavigate } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { Group, Stack, Text } from '@mantine/core';
import type { TReportSearchRow } from '@lab/domain';
import {
  CaseNumberText,
  DataTable,
  ListError,
  ListToolbar,
  patientColumn,
  useServerList,
} from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { formatDateTimeShort } from '@/lib/format';
import { reportSearchQuery } from '../api/search-reports';
import { CriticalMark, ReportKindBadge, StatusBadge } from './result-badges';

const columns: ColumnDef<TReportSearchRow, unknown>[] = [
  {
    id: 'caseNumber',
    header: 'Case',
    accessorKey: 'caseNumber',
    enableSorting: false,
    cell: ({ row }) => (
      <Group gap={6} wrap="nowrap">
        <CaseNumberText>{row.original.caseNumber}</CaseNumberText>
        {row.original.critical && <CriticalMark />}
      </Group>
    ),
  },
  patientColumn(),
  {
    id: 'status',
    header: 'Status',
    enableSorting: false,
    cell: ({ row }) => <StatusBadge status={row.original.status} />,
  },
  {
    id: 'kind',
    header: 'Latest',
    enableSorting: false,
    cell: ({ row }) => <ReportKindBadge kind={row.original.kind} />,
  },
  { id: 'versions', header: 'Versions', accessorKey: 'versions', enableSorting: false, size: 70 },
  { id: 'signedBy', header: 'Signed by', accessorKey: 'signedBy', enableSorting: false },
  {
    id: 'signedAt',
    header: 'Signed',
    enableSorting: false,
    cell: ({ row }) => <Text size="sm">{formatDateTimeShort(row.original.signedAt)}</Text>,
  },
];

/** A found report on a phone: every badge and the date whole, nothing scrolling sideways. */
function ReportCard({ r }: { r: TReportSearchRow }) {
  return (
    <Stack gap={4}>
      <Group gap={6} wrap="wrap">
        <CaseNumberText>{r.caseNumber}</CaseNumberText>
        {r.critical && <CriticalMark />}
      </Group>
      <Text size="sm">
        {r.patientName}{' '}
        <Text span size="xs" c="dimmed">
          MRN {r.patientMrn}
        </Text>
      </Text>
      <Group gap={6} wrap="wrap">
        <StatusBadge status={r.status} />
        <ReportKindBadge kind={r.kind} />
        <Text size="xs" c="dimmed">
          {r.versions === 1 ? '1 version' : `${r.versions} versions`}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {r.signedBy} · {formatDateTimeShort(r.signedAt)}
      </Text>
    </Stack>
  );
}

/** `/reportresult`: find a signed report by case number, patient name or MRN (staff: all; a physician: their own). */
export function ReportResultPage() {
  const navigate = useNavigate();
  const list = useServerList({ query: reportSearchQuery });
  return (
    <>
      <PageHeader title="Report Result" subtitle="Signed reports by case number, patient name or MRN." />
      <Stack>
        <ListToolbar
          list={list}
          search={{
            label: 'Search',
            placeholder: 'Case no., patient or MRN',
            w: { base: '100%', sm: 360 },
            autoFocus: true,
          }}
        />
        <DataTable
          label="Reports"
          columns={columns}
          {...list.tableProps}
          onRowClick={(r) =>
            void navigate({
              to: '/reportresult/$caseId/$version',
              params: { caseId: String(r.caseId), version: String(r.version) },
            })
          }
          getRowId={(r) => String(r.caseId)}
          renderCard={(r) => <ReportCard r={r} />}
          emptyText="No signed report matches."
        />
        <ListError error={list.query.error} />
      </Stack>
    </>
  );
}
