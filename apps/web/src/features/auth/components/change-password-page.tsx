import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@/lib/form-resolver';
import { Alert, Button, Paper, PasswordInput, Stack, Title, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { AUTH_MESSAGES, ZChangePasswordRequest, type TChangePasswordRequest } from '@lab/domain';
import { showServerErrors } from '@/lib/form-errors';
import { useSession } from '@/lib/session';
import { translateMessage } from '@/lib/i18n';
import { useChangePassword } from '../api/change-password';

export function ChangePasswordPage() {
  const { t, i18n } = useTranslation('auth');
  // The schema's, the policy's and the server's English messages, in the language shown (lib/i18n).
  const tr = (m: string | undefined) => (m === undefined ? m : translateMessage(m, i18n.language));
  const login = useSession();
  const change = useChangePassword();
  const form = useForm<TChangePasswordRequest>({
    resolver: zodResolver(ZChangePasswordRequest),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      form.reset();
      notifications.show({
        color: 'green',
        title: t('changePassword.done'),
        message: t('changePassword.doneDetail'),
      });
    } catch (e) {
      // The server's password policy (length, not the email, not a common password) names the field.
      showServerErrors(e, form, ['currentPassword', 'newPassword', 'confirmPassword']);
    }
  });

  return (
    <Paper withBorder p="xl" radius="md" maw={480}>
      <Stack>
        <Title order={1} size="h3">
          {t('changePassword.title')}
        </Title>
        {login?.user.mustChangePassword && <Alert color="yellow">{tr(AUTH_MESSAGES.mustChangePassword)}</Alert>}
        {form.formState.errors.root && <Alert color="red">{tr(form.formState.errors.root.message)}</Alert>}
        <Text size="sm" c="dimmed">
          {t('changePassword.rules')}
        </Text>
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            <PasswordInput
              label={t('changePassword.current')}
              autoComplete="current-password"
              {...form.register('currentPassword')}
              error={tr(form.formState.errors.currentPassword?.message)}
            />
            <PasswordInput
              label={t('changePassword.new')}
              autoComplete="new-password"
              {...form.register('newPassword')}
              error={tr(form.formState.errors.newPassword?.message)}
            />
            <PasswordInput
              label={t('changePassword.confirm')}
              autoComplete="new-password"
              {...form.register('confirmPassword')}
              error={tr(form.formState.errors.confirmPassword?.message)}
            />
            <Button type="submit" loading={change.isPending} w="fit-content">
              {t('changePassword.submit')}
            </Button>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
