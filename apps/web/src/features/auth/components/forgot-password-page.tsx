import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { z } from 'zod';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { AUTH_MESSAGES, PASSWORD_RESET_TTL_MINUTES } from '@lab/domain';
import { ApiError } from '@/lib/api-client';
import { useForgotPassword } from '../api/password-reset';
import { AuthCard } from './auth-card';

const ZForm = z.object({ email: z.string().trim().min(1, 'Email is required').email('Please enter a valid email.') });
type TForm = z.infer<typeof ZForm>;

/** Asks for a reset link by email; the answer is the same whether or not an account uses the address. */
export function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const form = useForm<TForm>({ resolver: zodResolver(ZForm), defaultValues: { email: '' } });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await forgot.mutateAsync(values);
    } catch {
      /* shown below */
    }
  });
  const err = forgot.error;
  const message = err instanceof ApiError ? err.message : err ? AUTH_MESSAGES.generic : null;

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle={`Enter the email of your account: we send you a link to choose a new password, valid ${PASSWORD_RESET_TTL_MINUTES} minutes.`}
    >
      {forgot.data ? (
        <Alert color="teal" icon={<IconMailCheck size={18} />} title="Check your mail" role="status">
          {forgot.data.message}
        </Alert>
      ) : (
        <>
          {message && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {message}
            </Alert>
          )}
          <form onSubmit={onSubmit} noValidate>
            <Stack>
              <TextInput
                label="Email"
                type="email"
                autoComplete="email"
                autoFocus
                {...form.register('email')}
                error={form.formState.errors.email?.message}
              />
              <Button type="submit" loading={forgot.isPending} fullWidth>
                Send the reset link
              </Button>
            </Stack>
          </form>
        </>
      )}
      <Text size="sm" ta="center">
        Remembered it?{' '}
        <Anchor component={Link} to="/login">
          Back to sign in
        </Anchor>
      </Text>
    </AuthCard>
  );
}
