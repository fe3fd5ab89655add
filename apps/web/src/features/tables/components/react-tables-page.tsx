import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import {
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Alert, Badge, Button, Checkbox, Group, Loader, Progress, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { getLookupList, LOOKUP_LISTS, type LookupField, type TLookupItem } from '@lab/domain';
import { ListError } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { formatDateTimeShort, formatNumber } from '@/lib/format';
import { i18n } from '@/lib/i18n';
import { codeLabel, fieldLabel, listTitle, nameLabel } from '@/lib/lookup-text';
import { entryWindowQuery, WINDOW_ROWS } from '../api/get-entry-window';
import { downloadCsv, today } from './csv-download';
import { ariaSort, SortHeader } from './sort-header';
import classes from './tables.module.css';

const ROW_HEIGHT = 34;
const DEFAULT_LIST = 'icdcodelist';
/** A lookup list's own words (its title, code, name and field labels) in the language shown. */
const lookupsT = i18n.getFixedT(null, 'lookups');
/** The lists to choose from, by their titles in the language shown. */
const listOptions = () =>
  LOOKUP_LISTS.map((l) => ({ value: l.key, label: listTitle(lookupsT, l) })).sort((a, b) =>
    a.label.localeCompare(b.label, i18n.language),
  );

/** A list's own fields worth a column: those its screen lists, except references (an id says nothing). */
const shownFields = (fields: readonly LookupField[]) => fields.filter((f) => f.inList && f.kind !== 'ref');

const fieldText = (v: unknown): string =>
  v === null || v === undefined
    ? ''
    : typeof v === 'boolean'
      ? v
        ? i18n.t('tables:yes')
        : i18n.t('tables:no')
      : Array.isArray(v)
        ? v.join(', ')
        : String(v);
const plain = (s: string) => s.replace(/[\u2066\u2069]/g, '');

/** A column with its CSV value. */
type EntryColumn = ColumnDef<TLookupItem, unknown> & { id: string; label: string; csv(row: TLookupItem): unknown };
const tr = (key: string) => i18n.t(`tables:${key}`);

function columnsOf(key: string): EntryColumn[] {
  const list = getLookupList(key);
  const own = list ? shownFields(list.fields) : [];
  return [
    {
      id: 'code',
      label: list ? codeLabel(lookupsT, list) : tr('col.code'),
      header: list ? codeLabel(lookupsT, list) : tr('col.code'),
      accessorKey: 'code',
      size: 150,
      csv: (r) => r.code,
    },
    {
      id: 'name',
      label: list ? nameLabel(lookupsT, list) : tr('col.name'),
      header: list ? nameLabel(lookupsT, list) : tr('col.name'),
      accessorKey: 'name',
      size: 480,
      csv: (r) => r.name,
    },
    ...own.map<EntryColumn>((f) => ({
      id: f.name,
      label: fieldLabel(lookupsT, key, f),
      header: fieldLabel(lookupsT, key, f),
      accessorFn: (r) => fieldText(r[f.name]),
      size: 160,
      csv: (r) => fieldText(r[f.name]),
    })),
    {
      id: 'active',
      label: tr('col.status'),
      header: tr('col.status'),
      accessorFn: (r) => (r.active ? tr('active') : tr('inactive')),
      size: 110,
      csv: (r) => (r.active ? tr('active') : tr('inactive')),
      cell: ({ row }) =>
        row.original.active ? (
          tr('active')
        ) : (
          <Text size="sm" c="dimmed">
            {tr('inactive')}
          </Text>
        ),
    },
    {
      id: 'updatedAt',
      label: tr('col.updated'),
      header: tr('col.updated'),
      accessorKey: 'updatedAt',
      size: 170,
      csv: (r) => plain(formatDateTimeShort(r.updatedAt)),
      cell: ({ row }) => formatDateTimeShort(row.original.updatedAt),
    },
  ];
}

/**
 * `/tables/react-tables`: up to 10,000 entries of a lookup list (ICD-10-CM codes by default, the list a lab
 * imports whole) in one TanStack table that renders only the rows in view — sorting, a quick filter, column
 * resizing, selection and CSV of the selected rows, all in the browser.
 */
export function ReactTablesPage() {
  const { t } = useTranslation('tables');
  const navigate = useNavigate();
  const fromAddress = useRouterState({ select: (s) => (s.location.search as { list?: unknown }).list });
  const key = typeof fromAddress === 'string' && getLookupList(fromAddress) ? fromAddress : DEFAULT_LIST;
  const list = getLookupList(key)!;
  const [progress, setProgress] = useState<{ loaded: number; of: number } | null>(null);
  const entries = useQuery(entryWindowQuery(key, (loaded, of) => setProgress({ loaded, of })));
  const data = useMemo(() => entries.data?.rows ?? [], [entries.data]);
  const [sorting, setSorting] = useState<SortingState>([]);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [filterText, setFilterText] = useState('');
  const [filter] = useDebouncedValue(filterText, 200);

  const columns = useMemo<ColumnDef<TLookupItem, unknown>[]>(
    () => [
      {
        id: 'select',
        size: 44,
        enableSorting: false,
        enableResizing: false,
        header: ({ table }) => (
          <Checkbox
            size="xs"
            aria-label={t('selectAll')}
            checked={table.getIsAllRowsSelected()}
            indeterminate={table.getIsSomeRowsSelected()}
            onChange={table.getToggleAllRowsSelectedHandler()}
          />
        ),
        cell: ({ row }) => (
          <Checkbox
            size="xs"
            aria-label={t('select', { name: row.original.code })}
            checked={row.getIsSelected()}
            onChange={row.getToggleSelectedHandler()}
          />
        ),
      },
      ...columnsOf(key),
    ],
    // The language shown is a dependency: the headers are in it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key, i18n.language],
  );

  const table = useReactTable({
    data,
    columns,
    state: { sorting, rowSelection: selection, globalFilter: filter },
    getRowId: (r) => String(r.id),
    onSortingChange: setSorting,
    onRowSelectionChange: setSelection,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    globalFilterFn: 'includesString',
    enableColumnResizing: true,
    columnResizeMode: 'onChange',
    defaultColumn: { minSize: 60, maxSize: 900 },
  });
  const rows = table.getRowModel().rows;

  const viewport = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => viewport.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });
  const items = virtualizer.getVirtualItems();
  const width = table.getTotalSize();
  const selectedCount = Object.keys(selection).length;

  const changeList = (next: string | null) => {
    if (!next || next === key) return;
    setSelection({});
    setSorting([]);
    setFilterText('');
    setProgress(null);
    void navigate({ to: '/tables/react-tables', search: { list: next } });
  };

  const exportSelected = () => {
    const cols = columnsOf(key);
    const chosen = table
      .getSortedRowModel()
      .rows.filter((r) => selection[r.id])
      .map((r) => r.original);
    downloadCsv(
      `${key}-selected-${today()}.csv`,
      cols.map((c) => c.label),
      chosen.map((r) => cols.map((c) => c.csv(r))),
    );
  };

  const total = entries.data?.total ?? 0;
  return (
    <>
      <PageHeader title={t('react.title')} subtitle={t('react.subtitle', { n: formatNumber(WINDOW_ROWS) })} />
      <Stack>
        <Group align="end" gap="sm">
          <Select
            label={t('react.list')}
            data={listOptions()}
            value={key}
            onChange={changeList}
            allowDeselect={false}
            searchable
            w={{ base: '100%', sm: 260 }}
          />
          <TextInput
            label={t('react.filter')}
            placeholder={t('react.anyColumn')}
            leftSection={<IconSearch size={14} />}
            value={filterText}
            onChange={(e) => setFilterText(e.currentTarget.value)}
            w={{ base: '100%', sm: 240 }}
          />
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            disabled={selectedCount === 0}
            onClick={exportSelected}
          >
            {t('exportSelected')}
          </Button>
          {selectedCount > 0 && (
            <Button variant="subtle" onClick={() => setSelection({})}>
              {t('clearSelection')}
            </Button>
          )}
        </Group>

        <ListError error={entries.error} />
        {entries.isPending ? (
          <Stack gap={4} maw={420}>
            <Text size="sm">
              {progress
                ? t('react.loadingRows', {
                    list: listTitle(lookupsT, list),
                    loaded: formatNumber(progress.loaded),
                    of: formatNumber(progress.of),
                  })
                : t('react.loading', { list: listTitle(lookupsT, list) })}
            </Text>
            <Progress
              value={progress && progress.of ? (100 * progress.loaded) / progress.of : 5}
              animated
              aria-label={t('react.rowsLoaded')}
            />
          </Stack>
        ) : (
          <>
            {total > WINDOW_ROWS && (
              <Alert variant="light" color="blue" p="xs">
                {t('react.window', {
                  list: listTitle(lookupsT, list),
                  total: formatNumber(total),
                  n: formatNumber(WINDOW_ROWS),
                })}
              </Alert>
            )}
            <div ref={viewport} className={classes.viewport} data-testid="virtual-viewport">
              <div
                role="table"
                aria-label={listTitle(lookupsT, list)}
                aria-rowcount={rows.length + 1}
                className={classes.grid}
                style={{ width, minWidth: '100%' }}
              >
                <div role="rowgroup" className={classes.head} style={{ width }}>
                  {table.getHeaderGroups().map((hg) => (
                    <div role="row" aria-rowindex={1} key={hg.id} style={{ display: 'flex' }}>
                      {hg.headers.map((h) => (
                        <div
                          role="columnheader"
                          key={h.id}
                          className={classes.headCell}
                          style={{ width: h.getSize() }}
                          aria-sort={ariaSort(h.column.getIsSorted())}
                        >
                          <SortHeader column={h.column}>
                            {flexRender(h.column.columnDef.header, h.getContext())}
                          </SortHeader>
                          {h.column.getCanResize() && (
                            // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a column's resize handle for the mouse; the table reads the same without it
                            <div
                              role="separator"
                              aria-orientation="vertical"
                              aria-label={t('react.resize', {
                                column:
                                  typeof h.column.columnDef.header === 'string' ? h.column.columnDef.header : h.id,
                              })}
                              className={classes.resizer}
                              data-resizing={h.column.getIsResizing() || undefined}
                              onMouseDown={h.getResizeHandler()}
                              onTouchStart={h.getResizeHandler()}
                              onDoubleClick={() => h.column.resetSize()}
                            />
                          )}
                        </div>
                      ))}
                    </div>
                  ))}
                </div>
                <div role="rowgroup" style={{ position: 'relative', height: virtualizer.getTotalSize(), width }}>
                  {items.map((item) => {
                    const row = rows[item.index]!;
                    return (
                      <div
                        role="row"
                        key={row.id}
                        aria-rowindex={item.index + 2}
                        aria-selected={row.getIsSelected()}
                        data-selected={row.getIsSelected() || undefined}
                        data-muted={!row.original.active || undefined}
                        className={classes.row}
                        style={{ height: item.size, transform: `translateY(${item.start}px)`, width }}
                      >
                        {row.getVisibleCells().map((cell) => (
                          <div
                            role="cell"
                            key={cell.id}
                            className={classes.cell}
                            style={{ width: cell.column.getSize() }}
                          >
                            {flexRender(cell.column.columnDef.cell, cell.getContext())}
                          </div>
                        ))}
                      </div>
                    );
                  })}
                </div>
              </div>
            </div>
            <Group gap="sm" justify="space-between">
              <Group gap="xs">
                <Badge variant="light" data-testid="row-count">
                  {t('react.rows', { n: formatNumber(rows.length) })}
                </Badge>
                {filter && (
                  <Text size="xs" c="dimmed">
                    {t('react.ofLoaded', { n: formatNumber(data.length) })}
                  </Text>
                )}
                <Text size="xs" c="dimmed" data-testid="rendered-count">
                  {t('react.drawn', { n: items.length })}
                </Text>
              </Group>
              <Text size="sm" data-testid="selected-count">
                {selectedCount === 0 ? t('noneSelected') : t('selected', { n: formatNumber(selectedCount) })}
              </Text>
            </Group>
            {entries.isFetching && <Loader size="xs" />}
          </>
        )}
      </Stack>
    </>
  );
}
