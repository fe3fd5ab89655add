import { useForm } from 'react-hook-form';
import { zodResolver } from '@/lib/form-resolver';
import { Link } from '@tanstack/react-router';
import { z } from 'zod';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { AUTH_MESSAGES, PASSWORD_RESET_TTL_MINUTES } from '@lab/domain';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { translateMessage } from '@/lib/i18n';
import { useForgotPassword } from '../api/password-reset';
import { AuthCard } from './auth-card';

const ZForm = z.object({ email: z.string().trim().min(1, 'Email is required').email('Please enter a valid email.') });
type TForm = z.infer<typeof ZForm>;

/** Asks for a reset link by email; the answer is the same whether or not an account uses the address. */
export function ForgotPasswordPage() {
  const { t, i18n } = useTranslation('auth');
  const tr = (m: string | undefined) => (m === undefined ? m : translateMessage(m, i18n.language));
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
    <AuthCard title={t('forgot.title')} subtitle={t('forgot.subtitle', { minutes: PASSWORD_RESET_TTL_MINUTES })}>
      {forgot.data ? (
        <Alert color="teal" icon={<IconMailCheck size={18} />} title={t('forgot.checkMail')} role="status">
          {tr(forgot.data.message)}
        </Alert>
      ) : (
        <>
          {message && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {tr(message ?? undefined)}
            </Alert>
          )}
          <form onSubmit={onSubmit} noValidate>
            <Stack>
              <TextInput
                label={t('signIn.email')}
                type="email"
                autoComplete="email"
                autoFocus
                {...form.register('email')}
                error={tr(form.formState.errors.email?.message)}
              />
              <Button type="submit" loading={forgot.isPending} fullWidth>
                {t('forgot.send')}
              </Button>
            </Stack>
          </form>
        </>
      )}
      <Text size="sm" ta="center">
        {t('forgot.remembered')}{' '}
        <Anchor component={Link} to="/login">
          {t('forgot.backToSignIn')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
