import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Paper, PasswordInput, Stack, Title, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { AUTH_MESSAGES, ZChangePasswordRequest, type TChangePasswordRequest } from '@lab/domain';
import { showServerErrors } from '@/lib/form-errors';
import { useSession } from '@/lib/session';
import { useChangePassword } from '../api/change-password';

export function ChangePasswordPage() {
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
        title: 'Password changed',
        message: 'Use the new password next time you sign in.',
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
          Change password
        </Title>
        {login?.user.mustChangePassword && <Alert color="yellow">{AUTH_MESSAGES.mustChangePassword}</Alert>}
        {form.formState.errors.root && <Alert color="red">{form.formState.errors.root.message}</Alert>}
        <Text size="sm" c="dimmed">
          At least 10 characters, not your email and not a common password. Your other sessions are signed out; this one
          stays signed in.
        </Text>
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            <PasswordInput
              label="Current password"
              autoComplete="current-password"
              {...form.register('currentPassword')}
              error={form.formState.errors.currentPassword?.message}
            />
            <PasswordInput
              label="New password"
              autoComplete="new-password"
              {...form.register('newPassword')}
              error={form.formState.errors.newPassword?.message}
            />
            <PasswordInput
              label="Confirm new password"
              autoComplete="new-password"
              {...form.register('confirmPassword')}
              error={form.formState.errors.confirmPassword?.message}
            />
            <Button type="submit" loading={change.isPending} w="fit-content">
              Change password
            </Button>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
