import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Stack, Text } from '@mantine/core';
import { i18n } from '@/lib/i18n';
import { formatDateTimeShort } from '@/lib/format';

/** A case number as every list writes it: bold monospace, never broken. */
export function CaseNumberText({ children }: { children: string }) {
  return (
    <Text fw={600} size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
      {children}
    </Text>
  );
}

function PatientCell({ name, mrn }: { name: string; mrn: string }) {
  const { t } = useTranslation('common');
  return (
    <Stack gap={0}>
      <Text size="sm">{name}</Text>
      <Text size="xs" c="dimmed">
        {t('columns.mrn', { mrn })}
      </Text>
    </Stack>
  );
}

/** A record's Active or Inactive, in the language shown. */
function ActiveCell({ active }: { active: boolean }) {
  const { t } = useTranslation('common');
  return active ? (
    t('status.active')
  ) : (
    <Text size="sm" c="dimmed">
      {t('status.inactive')}
    </Text>
  );
}

/** The patient of a case row: the name, the MRN below it (the headers follow the language: DataTable re-renders). */
export function patientColumn<T extends { patientName: string; patientMrn: string }>(): ColumnDef<T, unknown> {
  return {
    id: 'patient',
    header: () => i18n.t('columns.patient', { ns: 'common' }),
    enableSorting: false,
    cell: ({ row }) => <PatientCell name={row.original.patientName} mrn={row.original.patientMrn} />,
  };
}

/** When the lab received the case, short. */
export function receivedColumn<T extends { receivedAt: string }>(size: number, sortable = true): ColumnDef<T, unknown> {
  return {
    id: 'receivedAt',
    header: () => i18n.t('columns.received', { ns: 'common' }),
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
    header: () => i18n.t('status.label', { ns: 'common' }),
    enableSorting: false,
    cell: ({ row }) => <ActiveCell active={row.original.active} />,
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
