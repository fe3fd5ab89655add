import { useMemo, useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { CaseStatusBadge, PriorityBadge } from '@/components/case-badges';
import { CaseNumberText } from '@/components/data-table';
import { formatDate } from '@/lib/format';
import { useTranslation } from 'react-i18next';
import { useSampleText } from '../../components/use-sample-text';
import type { DemoCase } from './lab-data';

/** A column header in the language shown: the columns are made once, outside any component, so each header reads
 * the catalogue itself (and follows a change of language). */
function Header({ k }: { k: 'case' | 'patient' | 'test' | 'status' | 'priority' | 'received' }) {
  const { t } = useTranslation('styleGuideB');
  return <>{t(`tableKit.${k}`)}</>;
}

/** A sample text of a cell (a test's name) in the language shown. */
function SampleCell({ text }: { text: string }) {
  const sample = useSampleText('styleGuideB');
  return <>{sample(text)}</>;
}

/** Columns of the example case lists, with the portal's cells (case number, status and priority badges). */
export const CASE_COLUMNS: ColumnDef<DemoCase, unknown>[] = [
  {
    id: 'caseNumber',
    header: () => <Header k="case" />,
    accessorKey: 'caseNumber',
    size: 120,
    cell: ({ row }) => <CaseNumberText>{row.original.caseNumber}</CaseNumberText>,
  },
  { id: 'patient', header: () => <Header k="patient" />, accessorKey: 'patient' },
  {
    id: 'test',
    header: () => <Header k="test" />,
    accessorKey: 'test',
    enableSorting: false,
    cell: ({ row }) => <SampleCell text={row.original.test} />,
  },
  {
    id: 'status',
    header: () => <Header k="status" />,
    accessorKey: 'status',
    cell: ({ row }) => <CaseStatusBadge status={row.original.status} />,
  },
  {
    id: 'priority',
    header: () => <Header k="priority" />,
    enableSorting: false,
    cell: ({ row }) => <PriorityBadge priority={row.original.priority} />,
  },
  {
    id: 'received',
    header: () => <Header k="received" />,
    accessorKey: 'received',
    cell: ({ row }) => formatDate(row.original.received),
  },
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
