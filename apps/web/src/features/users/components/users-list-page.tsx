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

const columns: ColumnDef<TUserRecord, unknown>[] = [
  {
    id: 'name',
    header: 'User',
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
  { id: 'username', header: 'Username', accessorKey: 'username' },
  { id: 'role', header: 'Role', accessorKey: 'role', cell: (c) => <RoleBadge role={c.getValue() as string | null} /> },
  {
    id: 'status',
    header: 'Status',
    accessorKey: 'status',
    cell: (c) => <StatusBadge status={c.getValue() as string} />,
  },
  {
    id: 'is_verified',
    header: 'Verified',
    enableSorting: false,
    cell: ({ row }) =>
      row.original.is_verified ? (
        // A picture with a name (role="img"): aria-label is not allowed on a plain div (WCAG 4.1.2).
        <ThemeIcon variant="light" color="green" size="sm" role="img" aria-label="verified">
          <IconCircleCheck size={14} aria-hidden />
        </ThemeIcon>
      ) : (
        <ThemeIcon variant="light" color="gray" size="sm" role="img" aria-label="not verified">
          <IconCircleDashed size={14} aria-hidden />
        </ThemeIcon>
      ),
  },
  { id: 'department', header: 'Department', accessorKey: 'department' },
];

const noFilters: Pick<TUserListQuery, 'role' | 'status' | 'verified'> = {};

/** Users (/users and /app/user/list): avatar, search, filters by role, status and verified. */
export function UsersListPage() {
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
        title="Users"
        subtitle={
          isAdmin ? 'Portal accounts, roles, status and permissions.' : 'Portal accounts (read-only for editors).'
        }
        actions={
          isAdmin && (
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => void navigate({ to: '/app/user/edit/$id', params: { id: 'new' } })}
            >
              Add user
            </Button>
          )
        }
      />
      <Paper withBorder p="md" radius="md">
        <Stack>
          <ListToolbar
            list={list}
            search={{
              'aria-label': 'Search users',
              placeholder: 'Search name, email, username',
              w: { base: '100%', sm: 280 },
            }}
          >
            <Select
              aria-label="Role"
              placeholder="Any role"
              clearable
              data={[...ROLES]}
              value={p.filters.role ?? null}
              onChange={(v) =>
                list.setFilter(
                  'role',
                  ROLES.find((r) => r === v),
                )
              }
              w={150}
            />
            <Select
              aria-label="Status"
              placeholder="Any status"
              clearable
              data={[...USER_STATUSES]}
              value={p.filters.status ?? null}
              onChange={(v) =>
                list.setFilter(
                  'status',
                  USER_STATUSES.find((s) => s === v),
                )
              }
              w={150}
            />
            <Select
              aria-label="Verified"
              placeholder="Verified or not"
              clearable
              data={[
                { value: 'true', label: 'Verified' },
                { value: 'false', label: 'Not verified' },
              ]}
              value={p.filters.verified === undefined ? null : String(p.filters.verified)}
              onChange={(v) => list.setFilter('verified', v === null ? undefined : v === 'true')}
              w={170}
            />
          </ListToolbar>
          <DataTable
            label="Users"
            columns={columns}
            {...list.tableProps}
            getRowId={(r) => String(r.id)}
            isRowMuted={(r) => r.status !== 'active'}
            onRowClick={(r) => void navigate({ to: '/app/user/view/$id', params: { id: String(r.id) } })}
            emptyText="No users match these filters."
          />
        </Stack>
      </Paper>
    </>
  );
}
