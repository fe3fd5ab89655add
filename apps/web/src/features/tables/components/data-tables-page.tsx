import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
  type VisibilityState,
} from '@tanstack/react-table';
import {
  Anchor,
  Box,
  Button,
  Center,
  Checkbox,
  Group,
  Loader,
  Menu,
  Pagination,
  Select,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconColumns, IconDownload } from '@tabler/icons-react';
import {
  CASE_COUNT_CAP,
  CASE_SORT_FIELDS,
  CASE_STATUS_LABELS,
  CASE_TYPE_LABELS,
  type TCaseListQuery,
  type TCaseListRow,
} from '@lab/domain';
import { caseListQuery, listCases } from '@/api/cases/list-cases';
import { CaseStatusBadge, PriorityBadge } from '@/components/case-badges';
import {
  CaseNumberText,
  CaseStatusFilter,
  CaseTypeFilter,
  DateRangeFilter,
  FacilityFilter,
  PriorityFilter,
  ListError,
  ListToolbar,
  patientColumn,
  receivedColumn,
  useServerList,
} from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { formatDateTimeShort } from '@/lib/format';
import { useSession } from '@/lib/session';
import { downloadCsv, today } from './csv-download';
import { ariaSort, SortHeader } from './sort-header';
import { useColumnChoice } from './use-column-choice';
import classes from './tables.module.css';

type CaseFilters = Pick<TCaseListQuery, 'status' | 'caseType' | 'priority' | 'from' | 'to' | 'facilityId'>;

/** A column of the case list with its CSV value; `hideable: false` keeps it on screen. */
type CaseColumn = ColumnDef<TCaseListRow, unknown> & {
  id: string;
  csv(row: TCaseListRow): unknown;
  hideable?: boolean;
  label: string;
};

const CASE_COLUMNS: CaseColumn[] = [
  {
    id: 'caseNumber',
    label: 'Case',
    header: 'Case',
    accessorKey: 'caseNumber',
    hideable: false,
    csv: (r) => r.caseNumber,
    cell: ({ row }) => (
      <Anchor component={Link} to={`/specimen/${row.original.id}`} underline="hover">
        <CaseNumberText>{row.original.caseNumber}</CaseNumberText>
      </Anchor>
    ),
  },
  {
    id: 'status',
    label: 'Status',
    header: 'Status',
    accessorKey: 'status',
    csv: (r) => CASE_STATUS_LABELS[r.status],
    cell: ({ row }) => <CaseStatusBadge status={row.original.status} />,
  },
  {
    id: 'priority',
    label: 'Priority',
    header: 'Priority',
    accessorKey: 'priority',
    csv: (r) => (r.priority === 'stat' ? 'STAT' : 'Routine'),
    cell: ({ row }) => <PriorityBadge priority={row.original.priority} />,
  },
  { ...patientColumn<TCaseListRow>(), id: 'patient', label: 'Patient', csv: (r) => r.patientName },
  {
    id: 'patientMrn',
    label: 'MRN',
    header: 'MRN',
    accessorKey: 'patientMrn',
    enableSorting: false,
    csv: (r) => r.patientMrn,
  },
  {
    id: 'caseType',
    label: 'Type',
    header: 'Type',
    accessorKey: 'caseType',
    csv: (r) => CASE_TYPE_LABELS[r.caseType],
    cell: ({ row }) => CASE_TYPE_LABELS[row.original.caseType],
  },
  {
    id: 'providerName',
    label: 'Provider',
    header: 'Provider',
    accessorKey: 'providerName',
    enableSorting: false,
    csv: (r) => r.providerName,
  },
  {
    id: 'facilityName',
    label: 'Facility',
    header: 'Facility',
    accessorKey: 'facilityName',
    enableSorting: false,
    csv: (r) => r.facilityName,
  },
  {
    id: 'pathologistName',
    label: 'Pathologist',
    header: 'Pathologist',
    accessorKey: 'pathologistName',
    enableSorting: false,
    csv: (r) => r.pathologistName,
  },
  {
    id: 'partCount',
    label: 'Parts',
    header: 'Parts',
    accessorKey: 'partCount',
    enableSorting: false,
    csv: (r) => r.partCount,
  },
  {
    ...receivedColumn<TCaseListRow>(150),
    id: 'receivedAt',
    label: 'Received',
    csv: (r) => formatDateTimeShort(r.receivedAt).replace(/[\u2066\u2069]/g, ''),
  },
];

/** The MRN has its own column here (so it can be hidden or exported alone): the patient cell shows the name only. */
CASE_COLUMNS[3]!.cell = ({ row }) => <Text size="sm">{row.original.patientName}</Text>;

/** The MRN starts hidden: the patient's name is usually enough on screen. */
const DEFAULT_HIDDEN = { patientMrn: false };

const NO_FILTERS: CaseFilters = {};

const toSorting = (sort: string | undefined): SortingState =>
  sort ? [{ id: sort.replace(/^-/, ''), desc: sort.startsWith('-') }] : [];

/** Rows per request when exporting every match (the API's largest page). */
const EXPORT_PAGE = 500;

/**
 * `/tables/data-tables`: the case list with every table feature the portal has — server-side sorting, paging,
 * search and column filters; a column chooser remembered per user; row selection kept across pages; CSV of the
 * selected rows or of every match.
 */
export function DataTablesPage() {
  const userId = useSession()?.user.id;
  const list = useServerList({
    query: caseListQuery,
    filters: NO_FILTERS,
    sort: { fields: CASE_SORT_FIELDS, initial: '-receivedAt' },
  });
  const f = list.params.filters;
  const [stored, setVisibility] = useColumnChoice('data-tables', userId);
  const visibility: VisibilityState = { ...DEFAULT_HIDDEN, ...stored };
  const [selected, setSelected] = useState<Map<number, TCaseListRow>>(() => new Map());
  const [exporting, setExporting] = useState<{ done: number; of: number } | null>(null);
  const rows = list.rows;
  const { total, page, pageSize, sort, loading } = list.tableProps;

  const allOnPage = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const someOnPage = rows.some((r) => selected.has(r.id));
  const toggle = (r: TCaseListRow) =>
    setSelected((old) => {
      const next = new Map(old);
      if (next.has(r.id)) next.delete(r.id);
      else next.set(r.id, r);
      return next;
    });
  const togglePage = () =>
    setSelected((old) => {
      const next = new Map(old);
      for (const r of rows) {
        if (allOnPage) next.delete(r.id);
        else next.set(r.id, r);
      }
      return next;
    });

  const selectColumn: ColumnDef<TCaseListRow, unknown> = {
    id: 'select',
    size: 40,
    enableSorting: false,
    enableHiding: false,
    header: () => (
      <Checkbox
        aria-label="Select all rows on this page"
        checked={allOnPage}
        indeterminate={!allOnPage && someOnPage}
        onChange={togglePage}
        size="xs"
      />
    ),
    cell: ({ row }) => (
      <Checkbox
        aria-label={`Select ${row.original.caseNumber}`}
        checked={selected.has(row.original.id)}
        onChange={() => toggle(row.original)}
        size="xs"
      />
    ),
  };

  const table = useReactTable({
    data: rows,
    columns: [selectColumn, ...CASE_COLUMNS],
    getCoreRowModel: getCoreRowModel(),
    getRowId: (r) => String(r.id),
    manualSorting: true,
    manualPagination: true,
    rowCount: total,
    state: { sorting: toSorting(sort), columnVisibility: visibility, pagination: { pageIndex: page - 1, pageSize } },
    onColumnVisibilityChange: (updater) => setVisibility(typeof updater === 'function' ? updater(visibility) : updater),
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(toSorting(sort)) : updater;
      const first = next[0];
      list.setSort(first ? `${first.desc ? '-' : ''}${first.id}` : undefined);
    },
  });

  const shown = CASE_COLUMNS.filter((c) => visibility[c.id] !== false);
  const csvOf = (data: readonly TCaseListRow[]) =>
    [shown.map((c) => c.label), data.map((r) => shown.map((c) => c.csv(r)))] as const;

  const exportSelected = () => {
    const [header, body] = csvOf([...selected.values()]);
    downloadCsv(`cases-selected-${today()}.csv`, header, body);
  };

  const exportAll = async () => {
    const query: Partial<TCaseListQuery> = { ...f, q: list.params.q.trim() || undefined, sort: list.params.sort };
    const all: TCaseListRow[] = [];
    try {
      setExporting({ done: 0, of: total });
      for (let p = 1; ; p++) {
        const res = await listCases({ ...query, page: p, pageSize: EXPORT_PAGE });
        all.push(...res.data);
        setExporting({ done: all.length, of: res.total });
        if (res.data.length < EXPORT_PAGE || all.length >= Math.min(res.total, CASE_COUNT_CAP)) {
          if (res.totalCapped)
            notifications.show({
              color: 'yellow',
              message: `Only the first ${CASE_COUNT_CAP.toLocaleString()} cases were exported; narrow the filters for the rest.`,
            });
          break;
        }
      }
      const [header, body] = csvOf(all.slice(0, CASE_COUNT_CAP));
      downloadCsv(`cases-${today()}.csv`, header, body);
    } catch (e) {
      notifications.show({ color: 'red', message: e instanceof Error ? e.message : 'The export failed' });
    } finally {
      setExporting(null);
    }
  };

  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);

  return (
    <>
      <PageHeader
        title="Data tables"
        subtitle="The case list with sorting, search and column filters, a column chooser, paging, row selection and CSV export."
      />
      <Stack>
        <ListToolbar
          list={list}
          search={{ label: 'Search', placeholder: 'Case no., patient or MRN', w: { base: '100%', sm: 240 } }}
        >
          <CaseStatusFilter
            value={f.status}
            onChange={(v) => list.setFilter('status', v)}
            w={{ base: '47%', sm: 170 }}
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
          <FacilityFilter
            value={f.facilityId}
            onChange={(id) => list.setFilter('facilityId', id)}
            w={{ base: '100%', sm: 220 }}
          />
        </ListToolbar>

        <Group justify="space-between" gap="sm">
          <Group gap="sm">
            <Text size="sm" data-testid="selected-count">
              {selected.size === 0 ? 'No rows selected' : `${selected.size} selected`}
            </Text>
            {selected.size > 0 && (
              <Button variant="subtle" size="compact-sm" onClick={() => setSelected(new Map())}>
                Clear selection
              </Button>
            )}
          </Group>
          <Group gap="sm">
            <Menu closeOnItemClick={false} position="bottom-end" withinPortal>
              <Menu.Target>
                <Button variant="default" leftSection={<IconColumns size={16} />}>
                  Columns
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>Show columns</Menu.Label>
                {CASE_COLUMNS.filter((c) => c.hideable !== false).map((c) => (
                  <Menu.Item key={c.id} component="div" py={4}>
                    <Checkbox
                      label={c.label}
                      size="xs"
                      checked={visibility[c.id] !== false}
                      onChange={(e) => setVisibility({ ...visibility, [c.id]: e.currentTarget.checked })}
                    />
                  </Menu.Item>
                ))}
                <Menu.Divider />
                <Menu.Item onClick={() => setVisibility({})}>Reset to default</Menu.Item>
              </Menu.Dropdown>
            </Menu>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              disabled={selected.size === 0}
              onClick={exportSelected}
            >
              Export selected to CSV
            </Button>
            <Button
              variant="default"
              leftSection={exporting ? <Loader size={14} /> : <IconDownload size={16} />}
              disabled={total === 0 || exporting !== null}
              onClick={() => void exportAll()}
            >
              {exporting
                ? `Exporting ${exporting.done.toLocaleString()} of ${Math.min(exporting.of, CASE_COUNT_CAP).toLocaleString()}…`
                : 'Export all matching to CSV'}
            </Button>
          </Group>
        </Group>

        <ListError error={list.query.error} />
        <Box pos="relative">
          <Table.ScrollContainer minWidth={720}>
            <Table
              className={`${classes.table} ${classes.nowrap}`}
              striped
              highlightOnHover
              verticalSpacing="xs"
              aria-label="Cases"
              aria-busy={loading}
            >
              <Table.Thead>
                {table.getHeaderGroups().map((hg) => (
                  <Table.Tr key={hg.id}>
                    {hg.headers.map((h) => (
                      <Table.Th
                        key={h.id}
                        style={{ width: h.column.columnDef.size }}
                        aria-sort={ariaSort(h.column.getIsSorted())}
                      >
                        <SortHeader column={h.column}>
                          {flexRender(h.column.columnDef.header, h.getContext())}
                        </SortHeader>
                      </Table.Th>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Thead>
              <Table.Tbody>
                {table.getRowModel().rows.map((row) => (
                  <Table.Tr key={row.id} data-selected={selected.has(row.original.id) || undefined}>
                    {row.getVisibleCells().map((cell) => (
                      <Table.Td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {rows.length === 0 && (
            <Center py="xl">
              {loading ? <Loader size="sm" /> : <Text c="dimmed">No cases match these filters.</Text>}
            </Center>
          )}
        </Box>
        <Group justify="space-between" gap="sm">
          <Group gap="xs">
            <Text size="sm" c="dimmed" data-testid="table-count">
              {total === 0
                ? '0 records'
                : `${from}–${to} of ${total.toLocaleString()}${list.query.data?.totalCapped ? '+' : ''}`}
            </Text>
            {loading && rows.length > 0 && <Loader size="xs" />}
          </Group>
          <Group gap="sm">
            <Select
              aria-label="Rows per page"
              size="xs"
              w={90}
              data={['10', '25', '50', '100']}
              value={String(pageSize)}
              onChange={(v) => v && list.setPageSize(Number(v))}
              allowDeselect={false}
            />
            <Pagination size="sm" total={pages} value={page} onChange={list.setPage} withEdges />
          </Group>
        </Group>
      </Stack>
    </>
  );
}
