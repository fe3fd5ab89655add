import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import { CASE_COUNT_CAP, CASE_SORT_FIELDS, type TCaseListQuery, type TCaseListRow } from '@lab/domain';
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
import { formatDateTimeShort, formatNumber } from '@/lib/format';
import { i18n } from '@/lib/i18n';
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
  /** Its name in the language shown (the header and the CSV's first line). */
  label(): string;
};

const col = (key: string) => () => i18n.t(`tables:col.${key}`);
const caseType = (type: string) => i18n.t(`tables:caseType.${type}`);

const CASE_COLUMNS: CaseColumn[] = [
  {
    id: 'caseNumber',
    label: col('case'),
    header: col('case'),
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
    label: col('status'),
    header: col('status'),
    accessorKey: 'status',
    csv: (r) => i18n.t(`common:caseStatus.${r.status}`),
    cell: ({ row }) => <CaseStatusBadge status={row.original.status} />,
  },
  {
    id: 'priority',
    label: col('priority'),
    header: col('priority'),
    accessorKey: 'priority',
    csv: (r) => i18n.t(`common:priority.${r.priority}`),
    cell: ({ row }) => <PriorityBadge priority={row.original.priority} />,
  },
  { ...patientColumn<TCaseListRow>(), id: 'patient', label: col('patient'), csv: (r) => r.patientName },
  {
    id: 'patientMrn',
    label: col('mrn'),
    header: col('mrn'),
    accessorKey: 'patientMrn',
    enableSorting: false,
    csv: (r) => r.patientMrn,
  },
  {
    id: 'caseType',
    label: col('type'),
    header: col('type'),
    accessorKey: 'caseType',
    csv: (r) => caseType(r.caseType),
    cell: ({ row }) => caseType(row.original.caseType),
  },
  {
    id: 'providerName',
    label: col('provider'),
    header: col('provider'),
    accessorKey: 'providerName',
    enableSorting: false,
    csv: (r) => r.providerName,
  },
  {
    id: 'facilityName',
    label: col('facility'),
    header: col('facility'),
    accessorKey: 'facilityName',
    enableSorting: false,
    csv: (r) => r.facilityName,
  },
  {
    id: 'pathologistName',
    label: col('pathologist'),
    header: col('pathologist'),
    accessorKey: 'pathologistName',
    enableSorting: false,
    csv: (r) => r.pathologistName,
  },
  {
    id: 'partCount',
    label: col('parts'),
    header: col('parts'),
    accessorKey: 'partCount',
    enableSorting: false,
    csv: (r) => r.partCount,
  },
  {
    ...receivedColumn<TCaseListRow>(150),
    id: 'receivedAt',
    label: col('received'),
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
  const { t } = useTranslation('tables');
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
        aria-label={t('selectPage')}
        checked={allOnPage}
        indeterminate={!allOnPage && someOnPage}
        onChange={togglePage}
        size="xs"
      />
    ),
    cell: ({ row }) => (
      <Checkbox
        aria-label={t('select', { name: row.original.caseNumber })}
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
    [shown.map((c) => c.label()), data.map((r) => shown.map((c) => c.csv(r)))] as const;

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
              message: t('data.capped', { n: formatNumber(CASE_COUNT_CAP) }),
            });
          break;
        }
      }
      const [header, body] = csvOf(all.slice(0, CASE_COUNT_CAP));
      downloadCsv(`cases-${today()}.csv`, header, body);
    } catch (e) {
      notifications.show({ color: 'red', message: e instanceof Error ? e.message : t('data.exportFailed') });
    } finally {
      setExporting(null);
    }
  };

  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);

  return (
    <>
      <PageHeader title={t('data.title')} subtitle={t('data.subtitle')} />
      <Stack>
        <ListToolbar
          list={list}
          search={{ label: t('data.search'), placeholder: t('data.searchPlaceholder'), w: { base: '100%', sm: 240 } }}
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
            label={t('common:columns.received')}
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
              {selected.size === 0 ? t('noneSelected') : t('selected', { n: formatNumber(selected.size) })}
            </Text>
            {selected.size > 0 && (
              <Button variant="subtle" size="compact-sm" onClick={() => setSelected(new Map())}>
                {t('clearSelection')}
              </Button>
            )}
          </Group>
          <Group gap="sm">
            <Menu closeOnItemClick={false} position="bottom-end" withinPortal>
              <Menu.Target>
                <Button variant="default" leftSection={<IconColumns size={16} />}>
                  {t('data.columns')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>{t('data.showColumns')}</Menu.Label>
                {CASE_COLUMNS.filter((c) => c.hideable !== false).map((c) => (
                  <Menu.Item key={c.id} component="div" py={4}>
                    <Checkbox
                      label={c.label()}
                      size="xs"
                      checked={visibility[c.id] !== false}
                      onChange={(e) => setVisibility({ ...visibility, [c.id]: e.currentTarget.checked })}
                    />
                  </Menu.Item>
                ))}
                <Menu.Divider />
                <Menu.Item onClick={() => setVisibility({})}>{t('data.reset')}</Menu.Item>
              </Menu.Dropdown>
            </Menu>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              disabled={selected.size === 0}
              onClick={exportSelected}
            >
              {t('exportSelected')}
            </Button>
            <Button
              variant="default"
              leftSection={exporting ? <Loader size={14} /> : <IconDownload size={16} />}
              disabled={total === 0 || exporting !== null}
              onClick={() => void exportAll()}
            >
              {exporting
                ? t('data.exporting', {
                    done: formatNumber(exporting.done),
                    of: formatNumber(Math.min(exporting.of, CASE_COUNT_CAP)),
                  })
                : t('data.exportAll')}
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
              aria-label={t('data.cases')}
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
            <Center py="xl">{loading ? <Loader size="sm" /> : <Text c="dimmed">{t('data.none')}</Text>}</Center>
          )}
        </Box>
        <Group justify="space-between" gap="sm">
          <Group gap="xs">
            <Text size="sm" c="dimmed" data-testid="table-count">
              {total === 0
                ? t('common:table.zeroRecords')
                : t('common:table.range', {
                    from,
                    to,
                    total: `${formatNumber(total)}${list.query.data?.totalCapped ? '+' : ''}`,
                  })}
            </Text>
            {loading && rows.length > 0 && <Loader size="xs" />}
          </Group>
          <Group gap="sm">
            <Select
              aria-label={t('common:table.rowsPerPage')}
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
