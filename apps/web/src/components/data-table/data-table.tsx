import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef, type SortingState } from '@tanstack/react-table';
import {
  Box,
  Card,
  Center,
  Group,
  Loader,
  Pagination,
  Select,
  Stack,
  Table,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { formatNumber } from '@/lib/format';
import { usePhoneLayout } from '@/lib/use-phone-layout';
import { scrollRegion } from '../scroll-region';
import classes from './data-table.module.css';

export interface DataTableProps<T> {
  columns: ColumnDef<T, unknown>[];
  data: T[];
  total: number;
  page: number;
  pageSize: number;
  /** `field` or `-field`; a column sorts when its `id` (or accessorKey) is sortable. */
  sort: string | undefined;
  onPageChange(page: number): void;
  onPageSizeChange?(size: number): void;
  onSortChange(sort: string | undefined): void;
  loading?: boolean;
  onRowClick?(row: T): void;
  getRowId?(row: T): string;
  emptyText?: ReactNode;
  /** Accessible name of the table. */
  label: string;
  /** Rows that should look muted (e.g. inactive entries). */
  isRowMuted?(row: T): boolean;
  /**
   * The row as a card, for a phone (below 48em): given, the list shows cards there instead of a table that would
   * scroll sideways and cut its badges. The card is the row's content; the click and the keyboard are the table's.
   */
  renderCard?(row: T): ReactNode;
}

function toSorting(sort: string | undefined): SortingState {
  if (!sort) return [];
  return [{ id: sort.replace(/^-/, ''), desc: sort.startsWith('-') }];
}

/** Server-side paged, sorted table over TanStack Table and Mantine's Table; shared by every list. */
export function DataTable<T>(props: DataTableProps<T>) {
  const { t } = useTranslation('common');
  const { columns, data, total, page, pageSize, sort, loading } = props;
  const table = useReactTable({
    data,
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    rowCount: total,
    state: { sorting: toSorting(sort), pagination: { pageIndex: page - 1, pageSize } },
    getRowId: props.getRowId,
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(toSorting(sort)) : updater;
      const first = next[0];
      props.onSortChange(first ? `${first.desc ? '-' : ''}${first.id}` : undefined);
    },
  });
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const phone = usePhoneLayout();
  const cards = phone && props.renderCard;

  return (
    <Box pos="relative">
      {cards ? (
        <Stack gap="xs" role="list" aria-label={props.label} aria-busy={loading}>
          {table.getRowModel().rows.map((row) => (
            <Card
              key={row.id}
              role="listitem"
              withBorder
              padding="sm"
              className={props.onRowClick ? classes.clickable : undefined}
              data-muted={props.isRowMuted?.(row.original) || undefined}
              data-testid="list-card"
              onClick={props.onRowClick ? () => props.onRowClick!(row.original) : undefined}
              onKeyDown={
                props.onRowClick
                  ? (e) => {
                      if (e.key === 'Enter') props.onRowClick!(row.original);
                    }
                  : undefined
              }
              tabIndex={props.onRowClick ? 0 : undefined}
            >
              {props.renderCard!(row.original)}
            </Card>
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer
          minWidth={640}
          // Nothing inside to take the focus (no sortable header, no row to open): the scroll area takes it.
          scrollAreaProps={
            (props.onRowClick && data.length > 0) || table.getAllLeafColumns().some((c) => c.getCanSort())
              ? undefined
              : scrollRegion(props.label)
          }
        >
          <Table
            className={classes.table}
            striped
            highlightOnHover
            verticalSpacing="xs"
            aria-label={props.label}
            aria-busy={loading}
          >
            <Table.Thead>
              {table.getHeaderGroups().map((hg) => (
                <Table.Tr key={hg.id}>
                  {hg.headers.map((header) => {
                    const canSort = header.column.getCanSort();
                    const dir = header.column.getIsSorted();
                    const label = flexRender(header.column.columnDef.header, header.getContext());
                    return (
                      <Table.Th
                        key={header.id}
                        style={{ width: header.column.columnDef.size }}
                        aria-sort={dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : undefined}
                      >
                        {canSort ? (
                          <UnstyledButton
                            className={classes.sortButton}
                            onClick={header.column.getToggleSortingHandler()}
                          >
                            <Group gap={4} wrap="nowrap">
                              <span>{label}</span>
                              {dir === 'asc' ? (
                                <IconArrowUp size={14} />
                              ) : dir === 'desc' ? (
                                <IconArrowDown size={14} />
                              ) : (
                                <IconArrowsSort size={14} opacity={0.4} />
                              )}
                            </Group>
                          </UnstyledButton>
                        ) : (
                          label
                        )}
                      </Table.Th>
                    );
                  })}
                </Table.Tr>
              ))}
            </Table.Thead>
            <Table.Tbody>
              {table.getRowModel().rows.map((row) => (
                <Table.Tr
                  key={row.id}
                  className={props.onRowClick ? classes.clickable : undefined}
                  data-muted={props.isRowMuted?.(row.original) || undefined}
                  onClick={props.onRowClick ? () => props.onRowClick!(row.original) : undefined}
                  onKeyDown={
                    props.onRowClick
                      ? (e) => {
                          if (e.key === 'Enter') props.onRowClick!(row.original);
                        }
                      : undefined
                  }
                  tabIndex={props.onRowClick ? 0 : undefined}
                >
                  {row.getVisibleCells().map((cell) => (
                    <Table.Td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {data.length === 0 && (
        <Center py="xl">
          {loading ? <Loader size="sm" /> : <Text c="dimmed">{props.emptyText ?? t('table.noRecords')}</Text>}
        </Center>
      )}
      <Group justify="space-between" mt="sm" gap="sm">
        <Group gap="xs">
          <Text size="sm" c="dimmed" data-testid="table-count">
            {total === 0 ? t('table.zeroRecords') : t('table.range', { from, to, total: formatNumber(total) })}
          </Text>
          {loading && data.length > 0 && <Loader size="xs" />}
        </Group>
        <Group gap="sm">
          {props.onPageSizeChange && (
            <Select
              aria-label={t('table.rowsPerPage')}
              size="xs"
              w={90}
              data={['10', '25', '50', '100']}
              value={String(pageSize)}
              onChange={(v) => v && props.onPageSizeChange!(Number(v))}
              allowDeselect={false}
            />
          )}
          <Pagination size="sm" total={pages} value={page} onChange={props.onPageChange} withEdges />
        </Group>
      </Group>
    </Box>
  );
}
