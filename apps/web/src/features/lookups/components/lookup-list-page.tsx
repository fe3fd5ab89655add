import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import { getLookupList, lookupRights, type LookupList, type TLookupItem } from '@lab/domain';
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
import { codeLabel, fieldLabel, listDescription, listOne, listTitle, nameLabel } from '@/lib/lookup-text';
import { formatNumber } from '@/lib/format';

/** The list screen of any lookup list of the registry, at its route (/accidenttypes, /icdcodelist, …). */
export function LookupListPage() {
  const { t } = useTranslation('lookups');
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const list = getLookupList(pathname.replace(/^\//, ''));
  if (!list) return <Text>{t('unknownList')}</Text>;
  return <LookupListScreen key={list.key} list={list} />;
}

function LookupListScreen({ list }: { list: LookupList }) {
  const { t } = useTranslation('lookups');
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
  const one = listOne(t, list);
  const title = listTitle(t, list);

  const toggle = async (row: TLookupItem) => {
    try {
      await setActive.mutateAsync({ id: row.id, active: !row.active });
      notifications.show({
        color: 'green',
        message: t(row.active ? 'deactivated' : 'reactivated', { code: row.code }),
      });
    } catch (e) {
      notifications.show({ color: 'red', message: e instanceof Error ? e.message : t('somethingWrong') });
    }
  };

  const columns: ColumnDef<TLookupItem, unknown>[] = [
    {
      id: 'code',
      header: codeLabel(t, list),
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
      header: nameLabel(t, list),
      accessorKey: 'name',
      // The lab's own entries, as the lab wrote them (translate="no"; docs/i18n.md).
      cell: (c) => (
        <Text size="sm" lineClamp={2} translate="no">
          {c.getValue() as string}
        </Text>
      ),
    },
    ...list.fields
      .filter((f) => f.inList)
      .map<ColumnDef<TLookupItem, unknown>>((f) => ({
        id: f.name,
        header: fieldLabel(t, list.key, f),
        enableSorting: f.kind !== 'ref' && f.kind !== 'multienum',
        cell: ({ row }) => <LookupFieldCell f={f} row={row.original} listKey={list.key} />,
      })),
    {
      id: 'active',
      header: t('status'),
      accessorKey: 'active',
      size: 100,
      cell: (c) =>
        c.getValue() ? (
          <Badge variant="light" color="green">
            {t('active')}
          </Badge>
        ) : (
          <Badge variant="light" color="gray">
            {t('inactive')}
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
              aria-label={t('actionsFor', { code: row.original.code })}
              onClick={(e) => e.stopPropagation()}
            >
              <IconDotsVertical size={16} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown onClick={(e) => e.stopPropagation()}>
            {canWrite && (
              <Menu.Item leftSection={<IconEdit size={14} />} onClick={() => setEditing(row.original)}>
                {t('edit')}
              </Menu.Item>
            )}
            {canWrite && (
              <Menu.Item
                leftSection={row.original.active ? <IconPlayerPause size={14} /> : <IconPlayerPlay size={14} />}
                color={row.original.active ? 'orange' : 'green'}
                onClick={() => void toggle(row.original)}
              >
                {row.original.active ? t('deactivate') : t('reactivate')}
              </Menu.Item>
            )}
            <Menu.Item leftSection={<IconHistory size={14} />} onClick={() => setHistoryOf(row.original)}>
              {t('history')}
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
        title={title}
        subtitle={listDescription(t, list)}
        actions={
          <>
            <SignedButton
              variant="default"
              leftSection={<IconDownload size={16} />}
              {...exportEntries(list.key, { q: p.q, sort: p.sort, status: p.status })}
              download={`${list.key}.csv`}
            >
              {t('exportCsv')}
            </SignedButton>
            {canWrite && (
              <Button variant="default" leftSection={<IconUpload size={16} />} onClick={() => setImporting(true)}>
                {t('importCsv')}
              </Button>
            )}
            {canWrite && (
              <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
                {t('add', { one })}
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
              placeholder: t('searchPlaceholder', {
                code: codeLabel(t, list).toLowerCase(),
                name: nameLabel(t, list).toLowerCase(),
              }),
              'aria-label': t('search'),
              w: { base: '100%', sm: 320 },
            }}
          >
            <Text size="sm" c="dimmed" ms="auto" data-testid="list-total">
              {t('entries', { count: total, n: formatNumber(total) })}
            </Text>
          </ListToolbar>
          <DataTable
            label={title}
            columns={columns}
            {...server.tableProps}
            getRowId={(r) => String(r.id)}
            isRowMuted={(r) => !r.active}
            onRowClick={canWrite ? (r) => setEditing(r) : undefined}
            emptyText={
              p.q ? t('noMatch', { title: title.toLowerCase(), q: p.q }) : t('none', { title: title.toLowerCase() })
            }
          />
        </Stack>
      </Paper>

      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('add', { one }) : editing ? t('editOne', { one, code: editing.code }) : ''}
        size="lg"
      >
        {editing !== null && (
          <LookupForm
            list={list}
            item={editing === 'new' ? null : editing}
            onCancel={() => setEditing(null)}
            onSubmit={async (values) => {
              const saved = await save.mutateAsync({ id: editing === 'new' ? undefined : editing.id, values });
              notifications.show({ color: 'green', message: t('saved', { code: saved.code }) });
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
        title={historyOf ? t('historyOf', { code: historyOf.code }) : ''}
      >
        <HistoryTable rows={history.data?.data ?? []} loading={history.isLoading} />
      </Drawer>

      <ImportDialog list={list} opened={importing} onClose={() => setImporting(false)} />
    </>
  );
}
