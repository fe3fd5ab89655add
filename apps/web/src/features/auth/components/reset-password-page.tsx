import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@/lib/form-resolver';
import { Link, useNavigate } from '@tanstack/react-router';
import { z } from 'zod';
import { Alert, Anchor, Button, List, PasswordInput, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { PASSWORD_POLICY_RULES, PASSWORD_RESET_TTL_MINUTES } from '@lab/domain';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { translateMessage } from '@/lib/i18n';
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
  const { t, i18n } = useTranslation('auth');
  // The schema's, the policy's and the server's English messages, in the language shown (lib/i18n).
  const tr = (m: string | undefined) => (m === undefined ? m : translateMessage(m, i18n.language));
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

  const badLink = !token ? t('messages.noToken') : tokenError && tr(tokenError);

  return (
    <AuthCard title={t('reset.title')} subtitle={t('reset.subtitle', { minutes: PASSWORD_RESET_TTL_MINUTES })}>
      {badLink ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" title={t('reset.badLinkTitle')}>
          {badLink}
        </Alert>
      ) : (
        <>
          {form.formState.errors.root && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {tr(form.formState.errors.root.message)}
            </Alert>
          )}
          <div>
            <Text size="sm" fw={500}>
              {t('reset.yourNewPassword')}
            </Text>
            <List size="sm" c="dimmed" aria-label={t('reset.rules')}>
              {PASSWORD_POLICY_RULES.map((rule) => (
                <List.Item key={rule}>{tr(rule)}</List.Item>
              ))}
            </List>
          </div>
          <form onSubmit={onSubmit} noValidate>
            <Stack>
              <PasswordInput
                label={t('reset.newPassword')}
                autoComplete="new-password"
                autoFocus
                {...form.register('password')}
                error={tr(form.formState.errors.password?.message)}
              />
              <PasswordInput
                label={t('reset.confirm')}
                autoComplete="new-password"
                {...form.register('confirmPassword')}
                error={tr(form.formState.errors.confirmPassword?.message)}
              />
              <Button type="submit" loading={reset.isPending} fullWidth>
                {t('reset.submit')}
              </Button>
            </Stack>
          </form>
        </>
      )}
      <Text size="sm" ta="center">
        <Anchor component={Link} to="/pages/forgot-password">
          {t('reset.askNewLink')}
        </Anchor>
        {' · '}
        <Anchor component={Link} to="/login">
          {t('forgot.backToSignIn')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
