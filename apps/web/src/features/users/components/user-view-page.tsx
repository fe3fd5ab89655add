import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('users');
  const entry = useQuery(lookupEntryQuery('pathologists', id));
  return (
    <Anchor href="/pathologists">
      {entry.data ? `${entry.data.code} — ${entry.data.name}` : t('view.pathologistNumber', { id })}
    </Anchor>
  );
}

function Activity({ id }: { id: number }) {
  const activity = useUserActivity(id);
  return <HistoryTable rows={activity.data?.data ?? []} loading={activity.isLoading} />;
}

function StatusActions({ user, isSelf }: { user: TUserRecord; isSelf: boolean }) {
  const { t } = useTranslation('users');
  const setStatus = useSetUserStatus();
  const change = async (status: TUserStatus) => {
    try {
      await setStatus.mutateAsync({ id: user.id, status });
      notifications.show({
        color: 'green',
        message: t('view.statusChanged', { name: user.name, status: t(`statusCodes.${status}`) }),
      });
    } catch (e) {
      notifications.show({ color: 'red', message: e instanceof Error ? e.message : t('somethingWrong') });
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
          {t('view.activate')}
        </Button>
      )}
      {!isSelf && user.status !== 'blocked' && (
        <Button variant="light" color="red" leftSection={<IconBan size={16} />} onClick={() => void change('blocked')}>
          {t('view.block')}
        </Button>
      )}
      {!isSelf && user.status !== 'deactivated' && (
        <Button
          variant="light"
          color="gray"
          leftSection={<IconUserOff size={16} />}
          onClick={() => void change('deactivated')}
        >
          {t('view.deactivate')}
        </Button>
      )}
      <ResetPasswordButton user={user} />
      <ResetSecondFactorsButton user={user} />
    </>
  );
}

/** One user (/app/user/view/:id): account, information, social, permissions and activity tabs. */
export function UserViewPage() {
  const { t } = useTranslation('users');
  const { id } = useParams({ strict: false }) as { id: string };
  const navigate = useNavigate();
  const me = useSession()?.user;
  const isAdmin = me?.role === 'admin';
  const user = useUser(Number(id));
  if (!user.data) return <RecordPending error={user.error} title={t('notAvailable')} notFound={t('noSuchUser')} />;
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
                    {t('view.verified')}
                  </Badge>
                ) : (
                  <Badge variant="outline" color="gray">
                    {t('view.notVerified')}
                  </Badge>
                )}
                {u.must_change_password && (
                  <Badge variant="outline" color="yellow">
                    {t('view.mustChangePassword')}
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
                {t('view.edit')}
              </Button>
              <StatusActions user={u} isSelf={me?.id === u.id} />
            </Group>
          )}
        </Group>
      </Paper>
      <Paper withBorder p="lg" radius="md">
        <Tabs defaultValue="account" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="account">{t('tabs.account')}</Tabs.Tab>
            <Tabs.Tab value="information">{t('tabs.information')}</Tabs.Tab>
            <Tabs.Tab value="social">{t('tabs.social')}</Tabs.Tab>
            <Tabs.Tab value="permissions">{t('tabs.permissions')}</Tabs.Tab>
            <Tabs.Tab value="activity">{t('tabs.activity')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="account">
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              <Field label={t('fields.username')}>{u.username}</Field>
              <Field label={t('fields.name')}>{u.name}</Field>
              <Field label={t('fields.email')}>{u.email}</Field>
              <Field label={t('fields.role')}>{roleLabel(t, u.role)}</Field>
              <Field label={t('fields.status')}>{statusLabel(t, u.status)}</Field>
              <Field label={t('fields.department')}>
                {u.department ? t(`departments.${u.department}`, { defaultValue: u.department }) : null}
              </Field>
              <Field label={t('fields.company')}>{u.company}</Field>
              <Field label={t('fields.linkedPathologist')}>
                {u.pathologist_id ? <PathologistLink id={u.pathologist_id} /> : null}
              </Field>
              <Field label={t('fields.linkedProvider')}>
                {u.provider_id ? <ProviderLabel id={u.provider_id} /> : null}
              </Field>
              <Field label={t('fields.lastSignIn')}>{formatDateTime(u.last_login_at)}</Field>
              <Field label={t('fields.created')}>{formatDateTime(u.created_at)}</Field>
            </SimpleGrid>
          </Tabs.Panel>
          <Tabs.Panel value="information">
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              <Field label={t('fields.dob')}>{u.dob ? formatDate(`${u.dob}T00:00:00`) : null}</Field>
              <Field label={t('fields.gender')}>{u.gender}</Field>
              <Field label={t('fields.mobile')}>{u.mobile}</Field>
              <Field label={t('fields.website')}>
                {u.website ? (
                  <Anchor href={u.website} target="_blank" rel="noreferrer">
                    {u.website}
                  </Anchor>
                ) : null}
              </Field>
              <Field label={t('fields.languages')}>{u.languages_known.join(', ')}</Field>
              <Field label={t('fields.contactOptions')}>{u.contact_options.join(', ')}</Field>
              <Field label={t('fields.address')}>{[loc.add_line_1, loc.add_line_2].filter(Boolean).join(', ')}</Field>
              <Field label={t('fields.cityStatePost')}>
                {[loc.city, loc.state, loc.post_code].filter(Boolean).join(', ')}
              </Field>
              <Field label={t('fields.country')}>{loc.country || u.country}</Field>
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
              {t('view.permissionsNote', { role: u.role ?? t('view.noRole') })}
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
