import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { Select, Stack, Text } from '@mantine/core';
import { MESSAGE_STATUSES, type TInterfaceMessage, type TMessageQuery } from '@lab/domain';
import { DataTable, ListToolbar, useServerList } from '@/components/data-table';
import { formatDateTime } from '@/lib/format';
import { messageListQuery } from '../api/interfaces';
import { MessageDrawer } from './message-drawer';
import { MessageStatusBadge } from './status-badge';

const makeColumns = (t: TFunction<'interfaces'>): ColumnDef<TInterfaceMessage, unknown>[] => [
  { id: 'createdAt', header: t('columns.created'), cell: ({ row }) => formatDateTime(row.original.createdAt) },
  {
    id: 'direction',
    header: t('columns.dir'),
    cell: ({ row }) => (row.original.direction === 'out' ? t('out') : t('in')),
  },
  {
    id: 'type',
    header: t('columns.type'),
    cell: ({ row }) => (
      <div>
        <Text size="sm">{row.original.type}</Text>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {row.original.controlId}
        </Text>
      </div>
    ),
  },
  { id: 'caseNumber', header: t('columns.case'), cell: ({ row }) => row.original.caseNumber ?? '—' },
  { id: 'mrn', header: t('columns.mrn'), cell: ({ row }) => row.original.mrn ?? '—' },
  { id: 'destination', header: t('columns.destination'), cell: ({ row }) => row.original.destination?.name ?? '—' },
  { id: 'status', header: t('columns.status'), cell: ({ row }) => <MessageStatusBadge status={row.original.status} /> },
  { id: 'attempts', header: t('columns.attempts'), cell: ({ row }) => row.original.attempts },
];

type Filters = Pick<TMessageQuery, 'direction' | 'status'>;
const noFilters: Filters = {};
const DIRECTIONS = ['in', 'out'] as const;

/** The message log: newest first, filtered by direction and status, searched by control id, case number or MRN. */
export function MessagesTab() {
  const { t } = useTranslation('interfaces');
  const columns = useMemo(() => makeColumns(t), [t]);
  const list = useServerList({
    query: (r) => ({ ...messageListQuery(r), refetchInterval: 5000 }),
    filters: noFilters,
  });
  const [openId, setOpenId] = useState<number | null>(null);
  const open = list.rows.find((r) => r.id === openId) ?? null;
  const p = list.params;
  return (
    <Stack>
      <ListToolbar
        list={list}
        search={{
          'aria-label': t('messages.search'),
          placeholder: t('messages.searchPlaceholder'),
          w: { base: '100%', sm: 320 },
        }}
      >
        <Select
          aria-label={t('drawer.direction')}
          placeholder={t('messages.inAndOut')}
          clearable
          data={[
            { value: 'in', label: t('inbound') },
            { value: 'out', label: t('outbound') },
          ]}
          value={p.filters.direction ?? null}
          onChange={(v) =>
            list.setFilter(
              'direction',
              DIRECTIONS.find((d) => d === v),
            )
          }
          miw={150}
        />
        <Select
          aria-label={t('columns.status')}
          placeholder={t('messages.anyStatus')}
          clearable
          data={MESSAGE_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
          value={p.filters.status ?? null}
          onChange={(v) =>
            list.setFilter(
              'status',
              MESSAGE_STATUSES.find((s) => s === v),
            )
          }
          miw={150}
        />
      </ListToolbar>
      <DataTable
        label={t('tabs.messages')}
        columns={columns}
        {...list.tableProps}
        getRowId={(r) => String(r.id)}
        onRowClick={(r) => setOpenId(r.id)}
        emptyText={t('messages.empty')}
      />
      <MessageDrawer message={open} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
