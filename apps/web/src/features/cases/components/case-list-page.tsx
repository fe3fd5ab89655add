import { useRef } from 'react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { Button, Select, Stack, Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import {
  CASE_SORT_FIELDS,
  CASE_TYPE_LABELS,
  isStaff,
  ZCaseListQuery,
  type TCaseListQuery,
  type TCaseListRow,
} from '@lab/domain';
import { caseListQuery } from '@/api/cases/list-cases';
import {
  CaseNumberText,
  CaseStatusFilter,
  CaseTypeFilter,
  DataTable,
  DateRangeFilter,
  FacilityFilter,
  patientColumn,
  PriorityFilter,
  ListToolbar,
  receivedColumn,
  useServerList,
} from '@/components/data-table';
import { LookupSelect } from '@/components/lookup-select';
import { PageHeader } from '@/components/page-header';
import { useSession } from '@/lib/session';
import { CaseStatusBadge, PriorityBadge } from './case-badges';
import { KeyHint } from '@/components/key-hint';

type CaseFilters = Pick<
  TCaseListQuery,
  'status' | 'open' | 'caseType' | 'priority' | 'from' | 'to' | 'pathologistId' | 'facilityId'
>;

/** Filters given in the address (the home page's counters link here with theirs); anything invalid is ignored. */
const ZAddressFilters = ZCaseListQuery.pick({
  status: true,
  open: true,
  caseType: true,
  priority: true,
  from: true,
  to: true,
}).partial();
function addressFilters(search: unknown): CaseFilters {
  const parsed = ZAddressFilters.safeParse(search ?? {});
  return parsed.success ? parsed.data : {};
}

const workOptions = [
  { value: 'open', label: 'Open work' },
  { value: 'closed', label: 'Closed' },
];

const columns: ColumnDef<TCaseListRow, unknown>[] = [
  {
    id: 'caseNumber',
    header: 'Case',
    accessorKey: 'caseNumber',
    cell: ({ row }) => <CaseNumberText>{row.original.caseNumber}</CaseNumberText>,
  },
  // Right after the case number: on a phone the table scrolls sideways and the status must be in the first view.
  {
    id: 'status',
    header: 'Status',
    accessorKey: 'status',
    size: 170,
    cell: ({ row }) => <CaseStatusBadge status={row.original.status} />,
  },
  {
    id: 'priority',
    header: 'Priority',
    accessorKey: 'priority',
    size: 90,
    cell: ({ row }) => <PriorityBadge priority={row.original.priority} />,
  },
  patientColumn(),
  {
    id: 'caseType',
    header: 'Type',
    accessorKey: 'caseType',
    cell: ({ row }) => CASE_TYPE_LABELS[row.original.caseType],
  },
  { id: 'providerName', header: 'Provider', accessorKey: 'providerName', enableSorting: false },
  { id: 'facilityName', header: 'Facility', accessorKey: 'facilityName', enableSorting: false },
  { id: 'pathologistName', header: 'Pathologist', accessorKey: 'pathologistName', enableSorting: false },
  { id: 'partCount', header: 'Parts', accessorKey: 'partCount', enableSorting: false, size: 60 },
  receivedColumn(150),
];

/**
 * `/specimen`: the worklist of cases, STAT first, with filters; Alt+N opens a new accession. An ordering
 * physician sees the same list read-only, holding only the cases they ordered (the server filters).
 */
export function CaseListPage() {
  const navigate = useNavigate();
  const staff = isStaff(useSession()?.user.role);
  const search = useRef<HTMLInputElement>(null);
  const initialSearch = useRouterState({ select: (st) => st.location.search });
  const list = useServerList({
    query: caseListQuery,
    filters: addressFilters(initialSearch),
    sort: { fields: CASE_SORT_FIELDS },
  });
  const f = list.params.filters;
  const newAccession = () => {
    if (staff) void navigate({ to: '/specimen/new' });
  };
  useHotkeys([['alt+N', newAccession]], []); // also from inside the search box
  useHotkeys([['/', () => search.current?.focus()]]);
  const data = list.query.data;

  return (
    <>
      <PageHeader
        title={staff ? 'Specimens' : 'My cases'}
        subtitle={
          staff
            ? 'Cases by priority: STAT first, then the newest.'
            : 'The cases you ordered: STAT first, then the newest.'
        }
        actions={
          staff && (
            <Button leftSection={<IconPlus size={16} />} onClick={newAccession} rightSection={<KeyHint>Alt+N</KeyHint>}>
              New accession
            </Button>
          )
        }
      />
      <Stack>
        <ListToolbar
          list={list}
          search={{
            ref: search,
            label: 'Search',
            placeholder: 'Case no., patient or MRN',
            w: { base: '100%', sm: 260 },
            autoFocus: true,
          }}
        >
          <CaseStatusFilter
            value={f.status}
            onChange={(v) => list.setFilter('status', v)}
            w={{ base: '47%', sm: 170 }}
          />
          <Select
            label="Work"
            clearable
            data={workOptions}
            value={f.open === undefined ? null : f.open ? 'open' : 'closed'}
            onChange={(v) => list.setFilter('open', v === null ? undefined : v === 'open')}
            w={{ base: '47%', sm: 130 }}
          />
          <CaseTypeFilter
            value={f.caseType}
            onChange={(v) => list.setFilter('caseType', v)}
            w={{ base: '47%', sm: 150 }}
          />
          <PriorityFilter
            value={f.priority}
            onChange={(v) => list.setFilter('priority', v)}
            w={{ base: '47%', sm: 120 }}
          />
          <DateRangeFilter
            label="Received"
            from={f.from}
            to={f.to}
            onChange={(r) => list.setFilters({ ...f, ...r })}
            w={{ base: '47%', sm: 230 }}
          />
          <LookupSelect
            list="pathologists"
            label="Pathologist"
            value={f.pathologistId}
            onChange={(id) => list.setFilter('pathologistId', id ?? undefined)}
            w={{ base: '100%', sm: 220 }}
          />
          <FacilityFilter
            value={f.facilityId}
            onChange={(id) => list.setFilter('facilityId', id)}
            w={{ base: '100%', sm: 220 }}
          />
        </ListToolbar>
        <DataTable
          label="Cases"
          columns={columns}
          {...list.tableProps}
          onRowClick={(r) => void navigate({ to: '/specimen/$id', params: { id: String(r.id) } })}
          getRowId={(r) => String(r.id)}
          isRowMuted={(r) => r.status === 'cancelled'}
          emptyText="No cases match these filters."
        />
        {data?.totalCapped && (
          <Text size="xs" c="dimmed">
            More than {data.total.toLocaleString()} cases match; narrow the filters to count them all.
          </Text>
        )}
      </Stack>
    </>
  );
}
