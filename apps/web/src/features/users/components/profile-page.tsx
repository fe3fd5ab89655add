import { useTranslation } from 'react-i18next';
import { FormProvider, useForm } from 'react-hook-form';
import { formResolver } from '@/lib/form-resolver';
import { Alert, Badge, Button, Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ZProfileInput, type TProfileInput, type TUserRecord } from '@lab/domain';
import { PendingAccess } from '@/components/pending-access';
import { showServerErrors } from '@/lib/form-errors';
import { formatDateTime } from '@/lib/format';
import { useMyProfile, useSaveMyProfile } from '../api/my-profile';
import { AvatarPicker } from './avatar-picker';
import { SecondFactorSection } from './second-factor-section';
import { LanguageSection } from './language-section';
import {
  personalDefaults,
  UserInformationFields,
  UserSocialFields,
  UserTextField,
  type TPersonalValues,
} from './user-fields';
import { RecordPending } from '@/components/record-pending';

/**
 * /pages/profile: the signed-in user's own record. The picture and the personal fields are theirs to change;
 * email, role and permissions are shown and stay with an administrator. A user without a role sees the
 * notice that access is pending.
 */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const { t: tShell } = useTranslation('shell');
  const { data: me, error } = useMyProfile();
  if (!me) return <RecordPending error={error} title={t('cannotShow')} />;
  return (
    <Stack maw={900}>
      {!me.role && <PendingAccess />}
      <Paper withBorder p="xl">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="lg">
          <AvatarPicker user={me} />
          <Stack gap={4} align="flex-end" style={{ textAlign: 'end' }}>
            <Title order={1} size="h3" data-testid="profile-name">
              {me.name}
            </Title>
            <Text c="dimmed">{me.email}</Text>
            <Group gap={6}>
              <Badge variant="light">
                {me.role ? tShell(`roles.${me.role}`, { defaultValue: me.role }) : t('noRole')}
              </Badge>
              {me.department && <Badge variant="outline">{me.department}</Badge>}
            </Group>
            {me.last_login_at && (
              <Text size="xs" c="dimmed">
                {t('lastSignIn', { date: formatDateTime(me.last_login_at) })}
              </Text>
            )}
          </Stack>
        </Group>
      </Paper>
      <LanguageSection />
      <SecondFactorSection />
      <ProfileForm key={me.id} me={me} />
    </Stack>
  );
}

function ProfileForm({ me }: { me: TUserRecord }) {
  const { t } = useTranslation('profile');
  const save = useSaveMyProfile();
  const form = useForm<TPersonalValues, unknown, TProfileInput>({
    resolver: formResolver<TPersonalValues, TProfileInput>(ZProfileInput),
    mode: 'onTouched',
    defaultValues: personalDefaults(me),
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      form.reset(personalDefaults(saved));
      notifications.show({ color: 'green', message: t('saved') });
    } catch (err) {
      showServerErrors(err, form, Object.keys(personalDefaults()));
    }
  });
  return (
    <FormProvider {...form}>
      <Paper withBorder p="xl" component="form" onSubmit={submit} noValidate aria-label={t('label')}>
        <Stack>
          <Group justify="space-between">
            <Title order={2} size="h4">
              {t('personal')}
            </Title>
            <Group gap="sm">
              <Button variant="default" disabled={!form.formState.isDirty} onClick={() => form.reset()}>
                {t('discard')}
              </Button>
              <Button type="submit" loading={save.isPending} disabled={!form.formState.isDirty}>
                {t('save')}
              </Button>
            </Group>
          </Group>
          {form.formState.errors.root && <Alert color="red">{form.formState.errors.root.message}</Alert>}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <UserTextField name="name" label={t('name')} withAsterisk />
            <UserTextField name="company" label={t('company')} />
          </SimpleGrid>
          <UserInformationFields />
          <Divider label={t('social')} labelPosition="left" />
          <UserSocialFields />
        </Stack>
      </Paper>
    </FormProvider>
  );
}
