import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from '@tanstack/react-router';
import { z } from 'zod';
import { Alert, Anchor, Button, List, PasswordInput, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { PASSWORD_POLICY_RULES, PASSWORD_RESET_TTL_MINUTES } from '@lab/domain';
import { ApiError } from '@/lib/api-client';
import { showServerErrors } from '@/lib/form-errors';
import { useResetPassword } from '../api/password-reset';
import { AuthCard } from './auth-card';

const ZForm = z
  .object({
    password: z.string().min(1, 'Choose a new password'),
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'Passwords do not match' });
type TForm = z.infer<typeof ZForm>;

/** The link's token, read once from `?token=` (the emailed link, docs/api.md#password-reset). */
const tokenFromUrl = () => new URLSearchParams(window.location.search).get('token') ?? '';

/** Sets a new password from the emailed link; the policy's rules are shown, the server checks them. */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [token] = useState(tokenFromUrl);
  const [tokenError, setTokenError] = useState<string | null>(null);
  const form = useForm<TForm>({ resolver: zodResolver(ZForm), defaultValues: { password: '', confirmPassword: '' } });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await reset.mutateAsync({ token, password: values.password });
      await navigate({ to: '/login' });
    } catch (e) {
      const tokenProblem = e instanceof ApiError ? e.fields.token : undefined;
      if (tokenProblem) setTokenError(tokenProblem);
      else showServerErrors(e, form, ['password']);
    }
  });

  const badLink = !token ? 'This page opens from the link in the reset mail. Ask for a new link.' : tokenError;

  return (
    <AuthCard
      title="Choose a new password"
      subtitle={`The link from the mail works once, for ${PASSWORD_RESET_TTL_MINUTES} minutes.`}
    >
      {badLink ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" title="This link cannot be used">
          {badLink}
        </Alert>
      ) : (
        <>
          {form.formState.errors.root && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {form.formState.errors.root.message}
            </Alert>
          )}
          <div>
            <Text size="sm" fw={500}>
              Your new password:
            </Text>
            <List size="sm" c="dimmed" aria-label="Password rules">
              {PASSWORD_POLICY_RULES.map((rule) => (
                <List.Item key={rule}>{rule}</List.Item>
              ))}
            </List>
          </div>
          <form onSubmit={onSubmit} noValidate>
            <Stack>
              <PasswordInput
                label="New password"
                autoComplete="new-password"
                autoFocus
                {...form.register('password')}
                error={form.formState.errors.password?.message}
              />
              <PasswordInput
                label="Confirm new password"
                autoComplete="new-password"
                {...form.register('confirmPassword')}
                error={form.formState.errors.confirmPassword?.message}
              />
              <Button type="submit" loading={reset.isPending} fullWidth>
                Set the new password
              </Button>
            </Stack>
          </form>
        </>
      )}
      <Text size="sm" ta="center">
        <Anchor component={Link} to="/pages/forgot-password">
          Ask for a new link
        </Anchor>
        {' · '}
        <Anchor component={Link} to="/login">
          Back to sign in
        </Anchor>
      </Text>
    </AuthCard>
  );
}
