import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from '@tanstack/react-router';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconClock } from '@tabler/icons-react';
import { AUTH_MESSAGES, ZLoginRequest, type TLoginRequest } from '@lab/domain';
import { ApiError } from '@/lib/api-client';
import { usePublicConfig } from '@/lib/public-config';
import { session } from '@/lib/session';
import { resetNotice } from '../api/password-reset';
import { useSignIn } from '../api/sign-in';
import { AuthCard } from './auth-card';

export function LoginPage() {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const publicConfig = usePublicConfig();
  const [timedOut] = useState(() => session.timedOut());
  const [endedBy] = useState(() => session.endedBy());
  const [passwordReset] = useState(() => resetNotice.take());
  const form = useForm<TLoginRequest>({ resolver: zodResolver(ZLoginRequest), defaultValues: { email: '', password: '' } });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const user = await signIn.mutateAsync(values);
      await navigate({ to: user.mustChangePassword ? '/changepassword' : '/' });
    } catch {
      /* shown below */
    }
  });

  const err = signIn.error;
  const message = err instanceof ApiError ? err.message : err ? AUTH_MESSAGES.generic : null;

  return (
    <AuthCard title="Welcome back" subtitle="Please sign in to your account.">
      {timedOut && !err && (
        <Alert color="yellow" icon={<IconClock size={18} />} title="Session timed out">
          {AUTH_MESSAGES.sessionTimedOut}
        </Alert>
      )}
      {passwordReset && !err && (
        <Alert color="teal" icon={<IconCircleCheck size={18} />} title="Password changed" role="status">
          {passwordReset}
        </Alert>
      )}
      {endedBy && !err && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title="Signed out" data-testid="session-ended">
          {endedBy}
        </Alert>
      )}
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
            autoComplete="username"
            autoFocus
            {...form.register('email')}
            error={form.formState.errors.email?.message}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            {...form.register('password')}
            error={form.formState.errors.password?.message}
          />
          <Anchor component={Link} to="/pages/forgot-password" size="sm" ta="end" mt={-8}>
            Forgot password?
          </Anchor>
          <Button type="submit" loading={signIn.isPending} fullWidth>
            Sign in
          </Button>
        </Stack>
      </form>
      {publicConfig.data?.setupNeeded && (
        <Alert color="blue" title="First run">
          This portal has no administrator yet.{' '}
          <Anchor component={Link} to="/setup">
            Set up the portal
          </Anchor>
        </Alert>
      )}
      <Text size="sm" ta="center">
        New here?{' '}
        <Anchor component={Link} to="/pages/register">
          Create an account
        </Anchor>
      </Text>
    </AuthCard>
  );
}
