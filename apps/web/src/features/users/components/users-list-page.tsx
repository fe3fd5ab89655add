import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { useNavigate } from '@tanstack/react-router';
import { Button, Group, Paper, Select, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed, IconPlus } from '@tabler/icons-react';
import { ROLES, USER_SORT_FIELDS, USER_STATUSES, type TUserListQuery, type TUserRecord } from '@lab/domain';
import { userListQuery } from '@/api/users/list-users';
import { DataTable, ListToolbar, useServerList } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { useSession } from '@/lib/session';
import { RoleBadge, StatusBadge, UserAvatar } from './user-badges';

/** The columns, their headers in the language shown. */
const makeColumns = (t: TFunction<'users'>): ColumnDef<TUserRecord, unknown>[] => [
  {
    id: 'name',
    header: t('list.columns.user'),
    accessorKey: 'name',
    cell: ({ row }) => (
      <Group gap="sm" wrap="nowrap">
        <UserAvatar user={row.original} size={32} />
        <div>
          <Text size="sm" fw={600}>
            {row.original.name}
          </Text>
          <Text size="xs" c="dimmed">
            {row.original.email}
          </Text>
        </div>
      </Group>
    ),
  },
  { id: 'username', header: t('list.columns.username'), accessorKey: 'username' },
  {
    id: 'role',
    header: t('list.columns.role'),
    accessorKey: 'role',
    cell: (c) => <RoleBadge role={c.getValue() as string | null} />,
  },
  {
    id: 'status',
    header: t('list.columns.status'),
    accessorKey: 'status',
    cell: (c) => <StatusBadge status={c.getValue() as string} />,
  },
  {
    id: 'is_verified',
    header: t('list.columns.verified'),
    enableSorting: false,
    cell: ({ row }) =>
      row.original.is_verified ? (
        // A picture with a name (role="img"): aria-label is not allowed on a plain div (WCAG 4.1.2).
        <ThemeIcon variant="light" color="green" size="sm" role="img" aria-label={t('list.verifiedIcon')}>
          <IconCircleCheck size={14} aria-hidden />
        </ThemeIcon>
      ) : (
        <ThemeIcon variant="light" color="gray" size="sm" role="img" aria-label={t('list.notVerifiedIcon')}>
          <IconCircleDashed size={14} aria-hidden />
        </ThemeIcon>
      ),
  },
  {
    id: 'department',
    header: t('list.columns.department'),
    accessorKey: 'department',
    cell: (c) => {
      const d = c.getValue() as string;
      return d ? t(`departments.${d}`, { defaultValue: d }) : '';
    },
  },
];

const noFilters: Pick<TUserListQuery, 'role' | 'status' | 'verified'> = {};

/** Users (/users and /app/user/list): avatar, search, filters by role, status and verified. */
export function UsersListPage() {
  const { t } = useTranslation('users');
  const columns = useMemo(() => makeColumns(t), [t]);
  const navigate = useNavigate();
  const isAdmin = useSession()?.user.role === 'admin';
  const list = useServerList({
    query: userListQuery,
    filters: noFilters,
    sort: { fields: USER_SORT_FIELDS, initial: 'name' },
  });
  const p = list.params;
  return (
    <>
      <PageHeader
        title={t('list.title')}
        subtitle={isAdmin ? t('list.subtitleAdmin') : t('list.subtitleEditor')}
        actions={
          isAdmin && (
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => void navigate({ to: '/app/user/edit/$id', params: { id: 'new' } })}
            >
              {t('list.add')}
            </Button>
          )
        }
      />
      <Paper withBorder p="md" radius="md">
        <Stack>
          <ListToolbar
            list={list}
            search={{
              'aria-label': t('list.search'),
              placeholder: t('list.searchPlaceholder'),
              w: { base: '100%', sm: 280 },
            }}
          >
            <Select
              aria-label={t('list.columns.role')}
              placeholder={t('list.anyRole')}
              clearable
              data={ROLES.map((r) => ({ value: r, label: t(`roleCodes.${r}`) }))}
              value={p.filters.role ?? null}
              onChange={(v) =>
                list.setFilter(
                  'role',
                  ROLES.find((r) => r === v),
                )
              }
              miw={150}
            />
            <Select
              aria-label={t('list.columns.status')}
              placeholder={t('list.anyStatus')}
              clearable
              data={USER_STATUSES.map((s) => ({ value: s, label: t(`statusCodes.${s}`) }))}
              value={p.filters.status ?? null}
              onChange={(v) =>
                list.setFilter(
                  'status',
                  USER_STATUSES.find((s) => s === v),
                )
              }
              miw={150}
            />
            <Select
              aria-label={t('list.columns.verified')}
              placeholder={t('list.verifiedOrNot')}
              clearable
              data={[
                { value: 'true', label: t('list.verified') },
                { value: 'false', label: t('list.notVerified') },
              ]}
              value={p.filters.verified === undefined ? null : String(p.filters.verified)}
              onChange={(v) => list.setFilter('verified', v === null ? undefined : v === 'true')}
              miw={170}
            />
          </ListToolbar>
          <DataTable
            label={t('list.title')}
            columns={columns}
            {...list.tableProps}
            getRowId={(r) => String(r.id)}
            isRowMuted={(r) => r.status !== 'active'}
            onRowClick={(r) => void navigate({ to: '/app/user/view/$id', params: { id: String(r.id) } })}
            emptyText={t('list.empty')}
          />
        </Stack>
      </Paper>
    </>
  );
}
