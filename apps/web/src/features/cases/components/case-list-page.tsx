import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { Button, Select, Stack, Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { CASE_SORT_FIELDS, isStaff, ZCaseListQuery, type TCaseListQuery, type TCaseListRow } from '@lab/domain';
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
import { formatNumber } from '@/lib/format';
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

/** The columns, their headers in the language shown. */
const makeColumns = (t: TFunction<'cases'>): ColumnDef<TCaseListRow, unknown>[] => [
  {
    id: 'caseNumber',
    header: t('list.case'),
    accessorKey: 'caseNumber',
    cell: ({ row }) => <CaseNumberText>{row.original.caseNumber}</CaseNumberText>,
  },
  // Right after the case number: on a phone the table scrolls sideways and the status must be in the first view.
  {
    id: 'status',
    header: t('list.status'),
    accessorKey: 'status',
    size: 170,
    cell: ({ row }) => <CaseStatusBadge status={row.original.status} />,
  },
  {
    id: 'priority',
    header: t('order.priority'),
    accessorKey: 'priority',
    size: 90,
    cell: ({ row }) => <PriorityBadge priority={row.original.priority} />,
  },
  patientColumn(),
  {
    id: 'caseType',
    header: t('list.type'),
    accessorKey: 'caseType',
    cell: ({ row }) => t(`caseType.${row.original.caseType}`),
  },
  { id: 'providerName', header: t('page.provider'), accessorKey: 'providerName', enableSorting: false },
  { id: 'facilityName', header: t('page.facility'), accessorKey: 'facilityName', enableSorting: false },
  { id: 'pathologistName', header: t('page.pathologist'), accessorKey: 'pathologistName', enableSorting: false },
  { id: 'partCount', header: t('page.parts'), accessorKey: 'partCount', enableSorting: false, size: 60 },
  receivedColumn(150),
];

/**
 * `/specimen`: the worklist of cases, STAT first, with filters; Alt+N opens a new accession. An ordering
 * physician sees the same list read-only, holding only the cases they ordered (the server filters).
 */
export function CaseListPage() {
  const { t } = useTranslation('cases');
  const columns = useMemo(() => makeColumns(t), [t]);
  const workOptions = [
    { value: 'open', label: t('list.openWork') },
    { value: 'closed', label: t('list.closed') },
  ];
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
        title={staff ? t('list.title') : t('list.titleMine')}
        subtitle={staff ? t('list.subtitle') : t('list.subtitleMine')}
        actions={
          staff && (
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={newAccession}
              rightSection={<KeyHint>{t('keys.altN')}</KeyHint>}
            >
              {t('accession.title')}
            </Button>
          )
        }
      />
      <Stack>
        <ListToolbar
          list={list}
          search={{
            ref: search,
            label: t('list.search'),
            placeholder: t('list.searchPlaceholder'),
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
            label={t('list.work')}
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
            label={t('page.received')}
            from={f.from}
            to={f.to}
            onChange={(r) => list.setFilters({ ...f, ...r })}
            w={{ base: '47%', sm: 230 }}
          />
          <LookupSelect
            list="pathologists"
            label={t('page.pathologist')}
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
          label={t('list.cases')}
          columns={columns}
          {...list.tableProps}
          onRowClick={(r) => void navigate({ to: '/specimen/$id', params: { id: String(r.id) } })}
          getRowId={(r) => String(r.id)}
          isRowMuted={(r) => r.status === 'cancelled'}
          emptyText={t('list.empty')}
        />
        {data?.totalCapped && (
          <Text size="xs" c="dimmed">
            {t('list.capped', { count: data.total, total: formatNumber(data.total) })}
          </Text>
        )}
      </Stack>
    </>
  );
}
