import { useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { Select, Stack, Text } from '@mantine/core';
import { MESSAGE_STATUSES, type TInterfaceMessage, type TMessageQuery } from '@lab/domain';
import { DataTable, ListToolbar, useServerList } from '@/components/data-table';
import { formatDateTime } from '@/lib/format';
import { messageListQuery } from '../api/interfaces';
import { MessageDrawer } from './message-drawer';
import { MessageStatusBadge } from './status-badge';

const columns: ColumnDef<TInterfaceMessage, unknown>[] = [
  { id: 'createdAt', header: 'Created', cell: ({ row }) => formatDateTime(row.original.createdAt) },
  {
    id: 'direction',
    header: 'Dir.',
    cell: ({ row }) => (row.original.direction === 'out' ? 'Out' : 'In'),
  },
  {
    id: 'type',
    header: 'Type',
    cell: ({ row }) => (
      <div>
        <Text size="sm">{row.original.type}</Text>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {row.original.controlId}
        </Text>
      </div>
    ),
  },
  { id: 'caseNumber', header: 'Case', cell: ({ row }) => row.original.caseNumber ?? '—' },
  { id: 'mrn', header: 'MRN', cell: ({ row }) => row.original.mrn ?? '—' },
  { id: 'destination', header: 'Destination', cell: ({ row }) => row.original.destination?.name ?? '—' },
  { id: 'status', header: 'Status', cell: ({ row }) => <MessageStatusBadge status={row.original.status} /> },
  { id: 'attempts', header: 'Attempts', cell: ({ row }) => row.original.attempts },
];

type Filters = Pick<TMessageQuery, 'direction' | 'status'>;
const noFilters: Filters = {};
const DIRECTIONS = ['in', 'out'] as const;

/** The message log: newest first, filtered by direction and status, searched by control id, case number or MRN. */
export function MessagesTab() {
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
          'aria-label': 'Search messages',
          placeholder: 'Control id, case number or MRN',
          w: { base: '100%', sm: 280 },
        }}
      >
        <Select
          aria-label="Direction"
          placeholder="In and out"
          clearable
          data={[
            { value: 'in', label: 'Inbound' },
            { value: 'out', label: 'Outbound' },
          ]}
          value={p.filters.direction ?? null}
          onChange={(v) =>
            list.setFilter(
              'direction',
              DIRECTIONS.find((d) => d === v),
            )
          }
          w={150}
        />
        <Select
          aria-label="Status"
          placeholder="Any status"
          clearable
          data={[...MESSAGE_STATUSES]}
          value={p.filters.status ?? null}
          onChange={(v) =>
            list.setFilter(
              'status',
              MESSAGE_STATUSES.find((s) => s === v),
            )
          }
          w={150}
        />
      </ListToolbar>
      <DataTable
        label="Messages"
        columns={columns}
        {...list.tableProps}
        getRowId={(r) => String(r.id)}
        onRowClick={(r) => setOpenId(r.id)}
        emptyText="No messages match these filters."
      />
      <MessageDrawer message={open} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
