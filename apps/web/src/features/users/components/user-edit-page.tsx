import { useMemo } from 'react';
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
  const isNew = id === 'new';
  const isAdmin = useSession()?.user.role === 'admin';
  const user = useUser(isNew ? null : Number(id));
  if (!isAdmin) {
    return <Alert color="yellow">Editors see users read-only. Ask an administrator to change this account.</Alert>;
  }
  if (!isNew && !user.data)
    return <RecordPending error={user.error} title="User not available" notFound="No such user." />;
  return <UserForm key={id} user={isNew ? undefined : user.data} />;
}

function UserForm({ user }: { user?: TUserRecord }) {
  // Nobody changes their own Pathologists link (docs/roles.md#sign-out-rights).
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
      notifications.show({ color: 'green', message: `${saved.name} saved.` });
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
      <form onSubmit={submit} noValidate aria-label="User form">
        <Stack>
          <Group justify="space-between">
            <Title order={2} size="h3">
              {user ? `Edit ${user.name}` : 'Add user'}
            </Title>
            <Group>
              <Button variant="default" onClick={() => window.history.back()}>
                Cancel
              </Button>
              <Button type="submit" loading={form.formState.isSubmitting}>
                {user ? 'Save changes' : 'Create user'}
              </Button>
            </Group>
          </Group>
          {e.root?.message && <Alert color="red">{e.root.message}</Alert>}
          <Paper withBorder p="lg" radius="md">
            <Tabs defaultValue="account">
              <Tabs.List mb="md">
                <Tabs.Tab value="account" c={e.email || e.username || e.name || e.password ? 'red' : undefined}>
                  Account
                </Tabs.Tab>
                <Tabs.Tab value="information">Information</Tabs.Tab>
                <Tabs.Tab value="social">Social</Tabs.Tab>
                <Tabs.Tab value="permissions">Permissions</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="account">
                {user && (
                  <Stack mb="md">
                    <AvatarPicker user={user} forUserId={user.id} />
                  </Stack>
                )}
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  {text('username', 'Username', { withAsterisk: true })}
                  {text('name', 'Name', { withAsterisk: true })}
                  {text('email', 'Email', { withAsterisk: true, type: 'email' })}
                  {!user && (
                    <PasswordInput
                      label="Temporary password"
                      description="The user must change it at first sign-in"
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
                        label="Role"
                        data={[...ROLES]}
                        clearable
                        placeholder="No role (pending)"
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
                        label="Status"
                        data={[...USER_STATUSES]}
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
                        label="Department"
                        data={[...DEPARTMENTS]}
                        clearable
                        value={field.value || null}
                        onChange={(v) => field.onChange(v ?? '')}
                      />
                    )}
                  />
                  {text('company', 'Company')}
                  <Controller
                    control={form.control}
                    name="is_verified"
                    render={({ field }) => (
                      <Switch
                        mt="xl"
                        label="Verified"
                        checked={field.value}
                        onChange={(ev) => field.onChange(ev.currentTarget.checked)}
                      />
                    )}
                  />
                  <FormLookupSelect
                    control={form.control}
                    name="pathologist_id"
                    list="pathologists"
                    label="Linked pathologist"
                    description={
                      user?.pathologist_link_pending
                        ? 'A link is proposed and waits for the user to confirm it with their password'
                        : 'Signing out cases needs this link; a new one takes effect when the user confirms it'
                    }
                    disabled={user !== undefined && user.id === me}
                  />
                  <Controller
                    control={form.control}
                    name="provider_id"
                    render={({ field }) => (
                      <ProviderLinkSelect
                        label="Linked provider"
                        description="Physician accounts: their provider record"
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
