import type { ColumnDef } from '@tanstack/react-table';
import { Stack, Text } from '@mantine/core';
import { formatDateTimeShort } from '@/lib/format';

/** A case number as every list writes it: bold monospace, never broken. */
export function CaseNumberText({ children }: { children: string }) {
  return (
    <Text fw={600} size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
      {children}
    </Text>
  );
}

/** The patient of a case row: the name, the MRN below it. */
export function patientColumn<T extends { patientName: string; patientMrn: string }>(): ColumnDef<T, unknown> {
  return {
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
  };
}

/** When the lab received the case, short. */
export function receivedColumn<T extends { receivedAt: string }>(size: number, sortable = true): ColumnDef<T, unknown> {
  return {
    id: 'receivedAt',
    header: 'Received',
    accessorKey: 'receivedAt',
    enableSorting: sortable,
    size,
    cell: ({ row }) => <Text size="sm">{formatDateTimeShort(row.original.receivedAt)}</Text>,
  };
}

/** Active or Inactive, for records that are deactivated rather than deleted (their rows are muted too). */
export function activeColumn<T extends { active: boolean }>(): ColumnDef<T, unknown> {
  return {
    id: 'active',
    header: 'Status',
    enableSorting: false,
    cell: ({ row }) =>
      row.original.active ? (
        'Active'
      ) : (
        <Text size="sm" c="dimmed">
          Inactive
        </Text>
      ),
  };
}

/** Why a page of the list could not be loaded. */
export function ListError({ error }: { error: Error | null }) {
  return (
    error && (
      <Text c="red" size="sm">
        {error.message}
      </Text>
    )
  );
}

/** Columns of a list the server orders itself (a tab, a drawer): no header sorts. */
export const unsortable = <T,>(columns: ColumnDef<T, unknown>[]): ColumnDef<T, unknown>[] =>
  columns.map((c) => ({ ...c, enableSorting: false }));

/** A short list shown whole (no paging, no sorting), e.g. a patient's coverages. */
export function wholeListProps<T>(rows: T[], loading: boolean) {
  return {
    data: rows,
    total: rows.length,
    page: 1,
    pageSize: Math.max(rows.length, 1),
    sort: undefined,
    loading,
    onPageChange: () => {},
    onSortChange: () => {},
  };
}
