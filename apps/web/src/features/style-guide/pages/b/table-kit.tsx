import { useMemo, useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { CaseStatusBadge, PriorityBadge } from '@/components/case-badges';
import { CaseNumberText } from '@/components/data-table';
import { formatDate } from '@/lib/format';
import type { DemoCase } from './lab-data';

/** Columns of the example case lists, with the portal's cells (case number, status and priority badges). */
export const CASE_COLUMNS: ColumnDef<DemoCase, unknown>[] = [
  {
    id: 'caseNumber',
    header: 'Case',
    accessorKey: 'caseNumber',
    size: 120,
    cell: ({ row }) => <CaseNumberText>{row.original.caseNumber}</CaseNumberText>,
  },
  { id: 'patient', header: 'Patient', accessorKey: 'patient' },
  { id: 'test', header: 'Test', accessorKey: 'test', enableSorting: false },
  {
    id: 'status',
    header: 'Status',
    accessorKey: 'status',
    cell: ({ row }) => <CaseStatusBadge status={row.original.status} />,
  },
  {
    id: 'priority',
    header: 'Priority',
    enableSorting: false,
    cell: ({ row }) => <PriorityBadge priority={row.original.priority} />,
  },
  { id: 'received', header: 'Received', accessorKey: 'received', cell: ({ row }) => formatDate(row.original.received) },
];

/**
 * A DataTable's paging and sorting done in the browser, for the examples (the portal's lists page and sort on
 * the server with useServerList: same props, same behaviour).
 */
export function useLocalList(rows: readonly DemoCase[], initialPageSize = 10) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(initialPageSize);
  const [sort, setSort] = useState<string | undefined>('-received');
  const sorted = useMemo(() => {
    if (!sort) return [...rows];
    const key = sort.replace(/^-/, '') as keyof DemoCase;
    const dir = sort.startsWith('-') ? -1 : 1;
    return [...rows].sort((a, b) => (a[key] < b[key] ? -dir : a[key] > b[key] ? dir : a.id - b.id));
  }, [rows, sort]);
  return {
    data: sorted.slice((page - 1) * pageSize, page * pageSize),
    total: rows.length,
    page,
    pageSize,
    sort,
    onPageChange: setPage,
    onPageSizeChange: (s: number) => {
      setPageSize(s);
      setPage(1);
    },
    onSortChange: (s: string | undefined) => {
      setSort(s);
      setPage(1);
    },
  };
}
