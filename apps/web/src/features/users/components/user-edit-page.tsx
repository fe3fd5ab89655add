import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { formResolver } from '@/lib/form-resolver';
import { useNavigate, useParams } from '@tanstack/react-router';
import {
  Alert,
  Button,
  Group,
  Paper,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Tabs,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  DEPARTMENTS,
  defaultPermissions,
  ROLES,
  USER_STATUSES,
  ZUserCreate,
  ZUserInput,
  type TPermissions,
  type TRole,
  type TUserCreate,
  type TUserInput,
  type TUserRecord,
} from '@lab/domain';
import { FormLookupSelect } from '@/components/form-lookup-select';
import { ProviderLinkSelect } from '@/components/provider-link-select';
import { RecordPending } from '@/components/record-pending';
import { showServerErrors } from '@/lib/form-errors';
import { useSession } from '@/lib/session';
import { useUser } from '../api/get-user';
import { useSaveUser } from '../api/save-user';
import { PermissionsMatrix } from './permissions-matrix';
import {
  personalDefaults,
  UserInformationFields,
  UserSocialFields,
  UserTextField,
  type TPersonalValues,
} from './user-fields';
import { AvatarPicker } from './avatar-picker';

type FormValues = TPersonalValues & {
  email: string;
  username: string;
  role: TRole | null;
  status: (typeof USER_STATUSES)[number];
  is_verified: boolean;
  department: string;
  permissions: TPermissions;
  pathologist_id: number | null;
  provider_id: number | null;
  password?: string;
};

function defaults(u?: TUserRecord): FormValues {
  return {
    ...personalDefaults(u),
    email: u?.email ?? '',
    username: u?.username ?? '',
    role: u?.role ?? 'editor',
    status: u?.status ?? 'active',
    is_verified: u?.is_verified ?? false,
    department: u?.department ?? '',
    permissions: u?.permissions ?? defaultPermissions('editor'),
    pathologist_id: u?.pathologist_id ?? null,
    provider_id: u?.provider_id ?? null,
    ...(u ? {} : { password: '' }),
  };
}

/** Edit (or, at /app/user/edit/new, create) a user: the same sections as the view page. Admin only. */
export function UserEditPage() {
  const { id } = useParams({ strict: false }) as { id: string };
  const { t } = useTranslation('users');
  const isNew = id === 'new';
  const isAdmin = useSession()?.user.role === 'admin';
  const user = useUser(isNew ? null : Number(id));
  if (!isAdmin) {
    return <Alert color="yellow">{t('edit.readOnly')}</Alert>;
  }
  if (!isNew && !user.data)
    return <RecordPending error={user.error} title={t('notAvailable')} notFound={t('noSuchUser')} />;
  return <UserForm key={id} user={isNew ? undefined : user.data} />;
}

function UserForm({ user }: { user?: TUserRecord }) {
  // Nobody changes their own Pathologists link (docs/roles.md#sign-out-rights).
  const { t } = useTranslation('users');
  const me = useSession()?.user.id;
  const navigate = useNavigate();
  const save = useSaveUser();
  const schema = useMemo(() => (user ? ZUserInput : ZUserCreate), [user]);
  const form = useForm<FormValues, unknown, TUserInput | TUserCreate>({
    resolver: formResolver<FormValues, TUserInput | TUserCreate>(schema),
    mode: 'onChange',
    defaultValues: defaults(user),
  });
  const e = form.formState.errors;
  const role = form.watch('role');

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ id: user?.id, values });
      notifications.show({ color: 'green', message: t('edit.saved', { name: saved.name }) });
      void navigate({ to: '/app/user/view/$id', params: { id: String(saved.id) } });
    } catch (err) {
      showServerErrors(err, form, Object.keys(defaults()));
    }
  });

  const text = (name: 'username' | 'name' | 'email' | 'company', label: string, extra: object = {}) => (
    <UserTextField name={name} label={label} {...extra} />
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label={t('edit.formLabel')}>
        <Stack>
          <Group justify="space-between">
            <Title order={2} size="h3">
              {user ? t('edit.title', { name: user.name }) : t('list.add')}
            </Title>
            <Group>
              <Button variant="default" onClick={() => window.history.back()}>
                {t('cancel')}
              </Button>
              <Button type="submit" loading={form.formState.isSubmitting}>
                {user ? t('edit.save') : t('edit.create')}
              </Button>
            </Group>
          </Group>
          {e.root?.message && <Alert color="red">{e.root.message}</Alert>}
          <Paper withBorder p="lg" radius="md">
            <Tabs defaultValue="account">
              <Tabs.List mb="md">
                <Tabs.Tab value="account" c={e.email || e.username || e.name || e.password ? 'red' : undefined}>
                  {t('tabs.account')}
                </Tabs.Tab>
                <Tabs.Tab value="information">{t('tabs.information')}</Tabs.Tab>
                <Tabs.Tab value="social">{t('tabs.social')}</Tabs.Tab>
                <Tabs.Tab value="permissions">{t('tabs.permissions')}</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="account">
                {user && (
                  <Stack mb="md">
                    <AvatarPicker user={user} forUserId={user.id} />
                  </Stack>
                )}
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  {text('username', t('fields.username'), { withAsterisk: true })}
                  {text('name', t('fields.name'), { withAsterisk: true })}
                  {text('email', t('fields.email'), { withAsterisk: true, type: 'email' })}
                  {!user && (
                    <PasswordInput
                      label={t('edit.tempPassword')}
                      description={t('edit.tempPasswordHint')}
                      withAsterisk
                      aria-required
                      error={e.password?.message}
                      {...form.register('password')}
                    />
                  )}
                  <Controller
                    control={form.control}
                    name="role"
                    render={({ field }) => (
                      <Select
                        label={t('fields.role')}
                        data={ROLES.map((r) => ({ value: r, label: t(`roleCodes.${r}`) }))}
                        clearable
                        placeholder={t('edit.noRole')}
                        value={field.value}
                        onChange={(v) => {
                          field.onChange(v);
                          form.setValue('permissions', defaultPermissions(v as TRole | null));
                        }}
                        error={e.role?.message}
                      />
                    )}
                  />
                  <Controller
                    control={form.control}
                    name="status"
                    render={({ field }) => (
                      <Select
                        label={t('fields.status')}
                        data={USER_STATUSES.map((s) => ({ value: s, label: t(`statusCodes.${s}`) }))}
                        allowDeselect={false}
                        value={field.value}
                        onChange={field.onChange}
                      />
                    )}
                  />
                  <Controller
                    control={form.control}
                    name="department"
                    render={({ field }) => (
                      <Select
                        label={t('fields.department')}
                        data={DEPARTMENTS.map((d) => ({ value: d, label: t(`departments.${d}`) }))}
                        clearable
                        value={field.value || null}
                        onChange={(v) => field.onChange(v ?? '')}
                      />
                    )}
                  />
                  {text('company', t('fields.company'))}
                  <Controller
                    control={form.control}
                    name="is_verified"
                    render={({ field }) => (
                      <Switch
                        mt="xl"
                        label={t('list.columns.verified')}
                        checked={field.value}
                        onChange={(ev) => field.onChange(ev.currentTarget.checked)}
                      />
                    )}
                  />
                  <FormLookupSelect
                    control={form.control}
                    name="pathologist_id"
                    list="pathologists"
                    label={t('fields.linkedPathologist')}
                    description={
                      user?.pathologist_link_pending ? t('edit.pathologistPending') : t('edit.pathologistHint')
                    }
                    disabled={user !== undefined && user.id === me}
                  />
                  <Controller
                    control={form.control}
                    name="provider_id"
                    render={({ field }) => (
                      <ProviderLinkSelect
                        label={t('fields.linkedProvider')}
                        description={t('edit.providerHint')}
                        value={field.value}
                        onChange={(v) => field.onChange(v)}
                        error={e.provider_id?.message}
                      />
                    )}
                  />
                </SimpleGrid>
              </Tabs.Panel>
              <Tabs.Panel value="information">
                <UserInformationFields />
              </Tabs.Panel>
              <Tabs.Panel value="social">
                <UserSocialFields />
              </Tabs.Panel>
              <Tabs.Panel value="permissions">
                <Controller
                  control={form.control}
                  name="permissions"
                  render={({ field }) => (
                    <PermissionsMatrix value={field.value} role={role} onChange={field.onChange} />
                  )}
                />
              </Tabs.Panel>
            </Tabs>
          </Paper>
        </Stack>
      </form>
    </FormProvider>
  );
}
