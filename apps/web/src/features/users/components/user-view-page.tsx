import type { ReactNode } from 'react';
import { useNavigate, useParams } from '@tanstack/react-router';
import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBan, IconEdit, IconPlayerPlay, IconUserOff } from '@tabler/icons-react';
import { SOCIAL_NETWORKS, type TUserRecord, type TUserStatus } from '@lab/domain';
import { useQuery } from '@tanstack/react-query';
import { HistoryTable } from '@/components/history-table';
import { RecordPending } from '@/components/record-pending';
import { lookupEntryQuery } from '@/api/lookups/get-lookup-entry';
import { formatDate, formatDateTime } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useUser } from '../api/get-user';
import { useUserActivity } from '../api/get-user-activity';
import { useSetUserStatus } from '../api/set-user-status';
import { PermissionsMatrix } from './permissions-matrix';
import { ResetPasswordButton } from './reset-password-button';
import { ResetSecondFactorsButton } from './reset-second-factors-button';
import { roleLabel, RoleBadge, statusLabel, StatusBadge, UserAvatar } from './user-badges';
import { ProviderLabel } from '@/components/provider-link-select';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children || '—'}
      </Text>
    </div>
  );
}

function PathologistLink({ id }: { id: number }) {
  const entry = useQuery(lookupEntryQuery('pathologists', id));
  return (
    <Anchor href="/pathologists">
      {entry.data ? `${entry.data.code} — ${entry.data.name}` : `Pathologist #${id}`}
    </Anchor>
  );
}

function Activity({ id }: { id: number }) {
  const activity = useUserActivity(id);
  return <HistoryTable rows={activity.data?.data ?? []} loading={activity.isLoading} />;
}

function StatusActions({ user, isSelf }: { user: TUserRecord; isSelf: boolean }) {
  const setStatus = useSetUserStatus();
  const change = async (status: TUserStatus) => {
    try {
      await setStatus.mutateAsync({ id: user.id, status });
      notifications.show({ color: 'green', message: `${user.name} is now ${status}.` });
    } catch (e) {
      notifications.show({ color: 'red', message: e instanceof Error ? e.message : 'Something went wrong' });
    }
  };
  return (
    <>
      {!isSelf && user.status !== 'active' && (
        <Button
          variant="light"
          color="green"
          leftSection={<IconPlayerPlay size={16} />}
          onClick={() => void change('active')}
        >
          Activate
        </Button>
      )}
      {!isSelf && user.status !== 'blocked' && (
        <Button variant="light" color="red" leftSection={<IconBan size={16} />} onClick={() => void change('blocked')}>
          Block
        </Button>
      )}
      {!isSelf && user.status !== 'deactivated' && (
        <Button
          variant="light"
          color="gray"
          leftSection={<IconUserOff size={16} />}
          onClick={() => void change('deactivated')}
        >
          Deactivate
        </Button>
      )}
      <ResetPasswordButton user={user} />
      <ResetSecondFactorsButton user={user} />
    </>
  );
}

/** One user (/app/user/view/:id): account, information, social, permissions and activity tabs. */
export function UserViewPage() {
  const { id } = useParams({ strict: false }) as { id: string };
  const navigate = useNavigate();
  const me = useSession()?.user;
  const isAdmin = me?.role === 'admin';
  const user = useUser(Number(id));
  if (!user.data) return <RecordPending error={user.error} title="User not available" notFound="No such user." />;
  const u = user.data;
  const loc = u.location;
  return (
    <Stack>
      <Paper withBorder p="lg" radius="md">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Group>
            <UserAvatar user={u} size={72} />
            <Stack gap={4}>
              <Title order={2} size="h3">
                {u.name}
              </Title>
              <Text c="dimmed" size="sm">
                {u.email} · @{u.username}
              </Text>
              <Group gap="xs">
                <RoleBadge role={u.role} />
                <StatusBadge status={u.status} />
                {u.is_verified ? (
                  <Badge variant="outline" color="green">
                    verified
                  </Badge>
                ) : (
                  <Badge variant="outline" color="gray">
                    not verified
                  </Badge>
                )}
                {u.must_change_password && (
                  <Badge variant="outline" color="yellow">
                    must change password
                  </Badge>
                )}
              </Group>
            </Stack>
          </Group>
          {isAdmin && (
            <Group gap="xs">
              <Button
                leftSection={<IconEdit size={16} />}
                onClick={() => void navigate({ to: '/app/user/edit/$id', params: { id } })}
              >
                Edit
              </Button>
              <StatusActions user={u} isSelf={me?.id === u.id} />
            </Group>
          )}
        </Group>
      </Paper>
      <Paper withBorder p="lg" radius="md">
        <Tabs defaultValue="account" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="account">Account</Tabs.Tab>
            <Tabs.Tab value="information">Information</Tabs.Tab>
            <Tabs.Tab value="social">Social</Tabs.Tab>
            <Tabs.Tab value="permissions">Permissions</Tabs.Tab>
            <Tabs.Tab value="activity">Activity</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="account">
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              <Field label="Username">{u.username}</Field>
              <Field label="Name">{u.name}</Field>
              <Field label="Email">{u.email}</Field>
              <Field label="Role">{roleLabel(u.role)}</Field>
              <Field label="Status">{statusLabel(u.status)}</Field>
              <Field label="Department">{u.department}</Field>
              <Field label="Company">{u.company}</Field>
              <Field label="Linked pathologist">
                {u.pathologist_id ? <PathologistLink id={u.pathologist_id} /> : null}
              </Field>
              <Field label="Linked provider">{u.provider_id ? <ProviderLabel id={u.provider_id} /> : null}</Field>
              <Field label="Last sign-in">{formatDateTime(u.last_login_at)}</Field>
              <Field label="Created">{formatDateTime(u.created_at)}</Field>
            </SimpleGrid>
          </Tabs.Panel>
          <Tabs.Panel value="information">
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              <Field label="Date of birth">{u.dob ? formatDate(`${u.dob}T00:00:00`) : null}</Field>
              <Field label="Gender">{u.gender}</Field>
              <Field label="Mobile">{u.mobile}</Field>
              <Field label="Website">
                {u.website ? (
                  <Anchor href={u.website} target="_blank" rel="noreferrer">
                    {u.website}
                  </Anchor>
                ) : null}
              </Field>
              <Field label="Languages">{u.languages_known.join(', ')}</Field>
              <Field label="Contact options">{u.contact_options.join(', ')}</Field>
              <Field label="Address">{[loc.add_line_1, loc.add_line_2].filter(Boolean).join(', ')}</Field>
              <Field label="City / state / post code">
                {[loc.city, loc.state, loc.post_code].filter(Boolean).join(', ')}
              </Field>
              <Field label="Country">{loc.country || u.country}</Field>
            </SimpleGrid>
          </Tabs.Panel>
          <Tabs.Panel value="social">
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              {SOCIAL_NETWORKS.map((n) => (
                <Field key={n} label={n}>
                  {u.social_links[n]}
                </Field>
              ))}
            </SimpleGrid>
          </Tabs.Panel>
          <Tabs.Panel value="permissions">
            <Text size="sm" c="dimmed" mb="sm">
              What this user may do on top of the role {u.role ?? '(none)'}; the role is the ceiling.
            </Text>
            <PermissionsMatrix value={u.permissions} role={u.role} />
          </Tabs.Panel>
          <Tabs.Panel value="activity">
            <Activity id={u.id} />
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </Stack>
  );
}
