import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, Link } from '@tanstack/react-router';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { AUTH_MESSAGES, type TRegisterRequest } from '@lab/domain';
import { showServerErrors } from '@/lib/form-errors';
import { translateMessage } from '@/lib/i18n';
import { useRegister } from '../api/register';
import { AuthCard } from './auth-card';

export function RegisterPage() {
  const { t, i18n } = useTranslation('account');
  const tr = (m: string | undefined) => (m === undefined ? m : translateMessage(m, i18n.language));
  const navigate = useNavigate();
  const reg = useRegister();
  const form = useForm<TRegisterRequest>({ defaultValues: { name: '', email: '', password: '' } });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await reg.mutateAsync(values);
      await navigate({ to: '/pages/profile' });
    } catch (e) {
      // The refused fields are named (including the 200 `{error: {…}}` answer, docs/api.md#answers-outside-the-shape); anything else gets the generic message.
      showServerErrors(e, form, ['name', 'email', 'password']);
    }
  });

  return (
    <AuthCard title={t('register.title')} subtitle={t('register.subtitle')}>
      {form.formState.errors.root && <Alert color="red">{tr(AUTH_MESSAGES.generic)}</Alert>}
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <TextInput
            label={t('register.name')}
            autoComplete="name"
            autoFocus
            {...form.register('name')}
            error={tr(form.formState.errors.name?.message)}
          />
          <TextInput
            label={t('register.email')}
            type="email"
            autoComplete="email"
            {...form.register('email')}
            error={tr(form.formState.errors.email?.message)}
          />
          <PasswordInput
            label={t('register.password')}
            description={t('register.passwordHint')}
            autoComplete="new-password"
            {...form.register('password')}
            error={tr(form.formState.errors.password?.message)}
          />
          <Button type="submit" loading={reg.isPending} fullWidth>
            {t('register.submit')}
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        {t('register.haveAccount')}{' '}
        <Anchor component={Link} to="/login">
          {t('register.signIn')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
