import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { Badge, Code, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { AUDIT_EVENT_TYPES, AUDIT_SORT_FIELDS, formatAuditValue, type TAuditQuery, type TAuditRow } from '@lab/domain';
import { auditListQuery } from '@/api/audit/list-audit';
import { DataTable, DateRangeFilter, ListToolbar, useServerList } from '@/components/data-table';
import { formatDateTime } from '@/lib/format';

type AuditFilters = Pick<TAuditQuery, 'casenumber' | 'username' | 'eventtype' | 'from' | 'to' | 'entity' | 'entityId'>;
const noFilters: AuditFilters = {};

const EVENT_COLORS: Record<string, string> = {
  'sign-in': 'green',
  'sign-in-failed': 'red',
  'sign-out': 'gray',
  create: 'blue',
  update: 'yellow',
  read: 'cyan',
  deactivate: 'orange',
};

/** An event type in words ("sign-in" → "Sign-in"), the code itself when the catalogue has none. */
export const auditEventLabel = (t: TFunction<'audit'>, type: string) =>
  t(`audit:event.${type}`, { defaultValue: type });

/** The columns, their headers in the language shown. */
const makeColumns = (t: TFunction<'audit'>): ColumnDef<TAuditRow, unknown>[] => [
  {
    id: 'datecreated',
    header: t('columns.when'),
    accessorKey: 'datecreated',
    size: 170,
    // The lab's time with its offset when the server gives it (docs/lab-settings.md), else the browser's.
    cell: (c) => <Text size="sm">{c.row.original.labTime ?? formatDateTime(c.getValue() as string)}</Text>,
  },
  {
    id: 'eventtype',
    header: t('columns.event'),
    accessorKey: 'eventtype',
    cell: (c) => (
      <Badge variant="light" color={EVENT_COLORS[c.getValue() as string] ?? 'violet'}>
        {auditEventLabel(t, c.getValue() as string)}
      </Badge>
    ),
  },
  // What the trail recorded, as it was written (translate="no": a record, not the interface; docs/i18n.md).
  {
    id: 'eventdescription',
    header: t('columns.description'),
    accessorKey: 'eventdescription',
    enableSorting: false,
    cell: (c) => <span translate="no">{c.getValue() as string}</span>,
  },
  { id: 'casenumber', header: t('columns.case'), accessorKey: 'casenumber' },
  {
    id: 'change',
    header: t('columns.change'),
    enableSorting: false,
    cell: ({ row }) =>
      row.original.datavalue ? (
        <Text size="xs" translate="no">
          <Code>{row.original.datavalue}</Code> {formatAuditValue(row.original.oldvalue)} →{' '}
          {formatAuditValue(row.original.newvalue)}
        </Text>
      ) : null,
  },
  { id: 'username', header: t('columns.user'), accessorKey: 'username' },
  { id: 'ip', header: t('columns.address'), accessorKey: 'ip', enableSorting: false },
];

/** The audit trail with filters; `fixed` narrows it to one record's history (entity/entityId). */
export function AuditTable({ fixed, compact }: { fixed?: AuditFilters; compact?: boolean }) {
  const { t } = useTranslation('audit');
  const columns = useMemo(() => makeColumns(t), [t]);
  const list = useServerList({
    query: (r) => auditListQuery({ ...r, ...fixed }),
    filters: noFilters,
    pageSize: compact ? 10 : 50,
    fixedPageSize: compact,
    sort: { fields: AUDIT_SORT_FIELDS, initial: '-datecreated' },
  });
  const f = list.params.filters;

  return (
    <Stack>
      {!compact && (
        <ListToolbar list={list}>
          <TextInput
            label={t('filters.caseNumber')}
            leftSection={<IconSearch size={14} />}
            value={f.casenumber ?? ''}
            onChange={(e) => list.setFilter('casenumber', e.currentTarget.value || undefined)}
            w={160}
          />
          <TextInput
            label={t('columns.user')}
            value={f.username ?? ''}
            onChange={(e) => list.setFilter('username', e.currentTarget.value || undefined)}
            w={200}
          />
          <Select
            label={t('filters.eventType')}
            clearable
            searchable
            data={AUDIT_EVENT_TYPES.map((type) => ({ value: type, label: auditEventLabel(t, type) }))}
            value={f.eventtype ?? null}
            onChange={(v) => list.setFilter('eventtype', v ?? undefined)}
            w={180}
          />
          <DateRangeFilter
            label={t('filters.dateRange')}
            from={f.from}
            to={f.to}
            onChange={(r) => list.setFilters({ ...f, ...r })}
            w={240}
          />
        </ListToolbar>
      )}
      <DataTable
        label={t('label')}
        columns={columns}
        {...list.tableProps}
        getRowId={(r) => String(r.id)}
        emptyText={t('empty')}
      />
    </Stack>
  );
}
