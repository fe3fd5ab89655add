import { useState } from 'react';
import { useRouterState } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { ActionIcon, Badge, Button, Drawer, Menu, Modal, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconDotsVertical,
  IconDownload,
  IconEdit,
  IconHistory,
  IconPlayerPlay,
  IconPlayerPause,
  IconPlus,
  IconUpload,
} from '@tabler/icons-react';
import { getLookupList, lookupRights, singularInSentence, type LookupList, type TLookupItem } from '@lab/domain';
import { DataTable, ListToolbar, useServerList } from '@/components/data-table';
import { HistoryTable } from '@/components/history-table';
import { PageHeader } from '@/components/page-header';
import { useSession } from '@/lib/session';
import { exportEntries } from '../api/export-entries';
import { SignedButton } from '@/components/signed-link';
import { entriesPageQuery } from '../api/get-entries';
import { useEntryHistory } from '../api/get-entry-history';
import { useSaveEntry } from '../api/save-entry';
import { useSetEntryActive } from '../api/set-entry-active';
import { ImportDialog } from './import-dialog';
import { LookupFieldCell } from './lookup-field-cell';
import { LookupForm } from './lookup-form';

/** The list screen of any lookup list of the registry, at its route (/accidenttypes, /icdcodelist, …). */
export function LookupListPage() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const list = getLookupList(pathname.replace(/^\//, ''));
  if (!list) return <Text>Unknown list.</Text>;
  return <LookupListScreen key={list.key} list={list} />;
}

function LookupListScreen({ list }: { list: LookupList }) {
  const login = useSession();
  const canWrite = lookupRights(list, login?.user.role).write;
  const server = useServerList({
    query: (request) => entriesPageQuery(list.key, request),
    sort: {},
    status: 'active',
  });
  const [editing, setEditing] = useState<TLookupItem | 'new' | null>(null);
  const [historyOf, setHistoryOf] = useState<TLookupItem | null>(null);
  const [importing, setImporting] = useState(false);
  const save = useSaveEntry(list.key);
  const setActive = useSetEntryActive(list.key);
  const history = useEntryHistory(list.key, historyOf?.id ?? null);
  const one = singularInSentence(list);

  const toggle = async (row: TLookupItem) => {
    try {
      await setActive.mutateAsync({ id: row.id, active: !row.active });
      notifications.show({ color: 'green', message: `${row.code} ${row.active ? 'deactivated' : 'reactivated'}.` });
    } catch (e) {
      notifications.show({ color: 'red', message: e instanceof Error ? e.message : 'Something went wrong' });
    }
  };

  const columns: ColumnDef<TLookupItem, unknown>[] = [
    {
      id: 'code',
      header: list.codeLabel ?? 'Code',
      accessorKey: 'code',
      size: 140,
      cell: (c) => (
        <Text size="sm" fw={600}>
          {c.getValue() as string}
        </Text>
      ),
    },
    {
      id: 'name',
      header: list.nameLabel ?? 'Name',
      accessorKey: 'name',
      cell: (c) => (
        <Text size="sm" lineClamp={2}>
          {c.getValue() as string}
        </Text>
      ),
    },
    ...list.fields
      .filter((f) => f.inList)
      .map<ColumnDef<TLookupItem, unknown>>((f) => ({
        id: f.name,
        header: f.label,
        enableSorting: f.kind !== 'ref' && f.kind !== 'multienum',
        cell: ({ row }) => <LookupFieldCell f={f} row={row.original} />,
      })),
    {
      id: 'active',
      header: 'Status',
      accessorKey: 'active',
      size: 100,
      cell: (c) =>
        c.getValue() ? (
          <Badge variant="light" color="green">
            Active
          </Badge>
        ) : (
          <Badge variant="light" color="gray">
            Inactive
          </Badge>
        ),
    },
    {
      id: 'actions',
      header: '',
      size: 48,
      enableSorting: false,
      cell: ({ row }) => (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              aria-label={`Actions for ${row.original.code}`}
              onClick={(e) => e.stopPropagation()}
            >
              <IconDotsVertical size={16} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown onClick={(e) => e.stopPropagation()}>
            {canWrite && (
              <Menu.Item leftSection={<IconEdit size={14} />} onClick={() => setEditing(row.original)}>
                Edit
              </Menu.Item>
            )}
            {canWrite && (
              <Menu.Item
                leftSection={row.original.active ? <IconPlayerPause size={14} /> : <IconPlayerPlay size={14} />}
                color={row.original.active ? 'orange' : 'green'}
                onClick={() => void toggle(row.original)}
              >
                {row.original.active ? 'Deactivate' : 'Reactivate'}
              </Menu.Item>
            )}
            <Menu.Item leftSection={<IconHistory size={14} />} onClick={() => setHistoryOf(row.original)}>
              History
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      ),
    },
  ];

  const p = server.params;
  const total = server.query.data?.total ?? 0;
  return (
    <>
      <PageHeader
        title={list.title}
        subtitle={list.description}
        actions={
          <>
            <SignedButton
              variant="default"
              leftSection={<IconDownload size={16} />}
              {...exportEntries(list.key, { q: p.q, sort: p.sort, status: p.status })}
              download={`${list.key}.csv`}
            >
              Export CSV
            </SignedButton>
            {canWrite && (
              <Button variant="default" leftSection={<IconUpload size={16} />} onClick={() => setImporting(true)}>
                Import CSV
              </Button>
            )}
            {canWrite && (
              <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
                Add {one}
              </Button>
            )}
          </>
        }
      />
      <Paper withBorder p="md" radius="md">
        <Stack>
          <ListToolbar
            list={server}
            search={{
              placeholder: `Search ${(list.codeLabel ?? 'code').toLowerCase()} or ${(list.nameLabel ?? 'name').toLowerCase()}`,
              'aria-label': 'Search',
              w: { base: '100%', sm: 320 },
            }}
          >
            <Text size="sm" c="dimmed" ms="auto" data-testid="list-total">
              {total.toLocaleString()} {total === 1 ? 'entry' : 'entries'}
            </Text>
          </ListToolbar>
          <DataTable
            label={list.title}
            columns={columns}
            {...server.tableProps}
            getRowId={(r) => String(r.id)}
            isRowMuted={(r) => !r.active}
            onRowClick={canWrite ? (r) => setEditing(r) : undefined}
            emptyText={p.q ? `No ${list.title.toLowerCase()} match “${p.q}”.` : `No ${list.title.toLowerCase()} yet.`}
          />
        </Stack>
      </Paper>

      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? `Add ${one}` : editing ? `Edit ${one} ${editing.code}` : ''}
        size="lg"
      >
        {editing !== null && (
          <LookupForm
            list={list}
            item={editing === 'new' ? null : editing}
            onCancel={() => setEditing(null)}
            onSubmit={async (values) => {
              const saved = await save.mutateAsync({ id: editing === 'new' ? undefined : editing.id, values });
              notifications.show({ color: 'green', message: `${saved.code} saved.` });
              setEditing(null);
            }}
          />
        )}
      </Modal>

      <Drawer
        opened={historyOf !== null}
        onClose={() => setHistoryOf(null)}
        position="right"
        size="xl"
        title={historyOf ? `History of ${historyOf.code}` : ''}
      >
        <HistoryTable rows={history.data?.data ?? []} loading={history.isLoading} />
      </Drawer>

      <ImportDialog list={list} opened={importing} onClose={() => setImporting(false)} />
    </>
  );
}
