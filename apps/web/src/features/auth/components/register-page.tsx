import { useForm } from 'react-hook-form';
import { useNavigate, Link } from '@tanstack/react-router';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { AUTH_MESSAGES, type TRegisterRequest } from '@lab/domain';
import { showServerErrors } from '@/lib/form-errors';
import { useRegister } from '../api/register';
import { AuthCard } from './auth-card';

export function RegisterPage() {
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
    <AuthCard title="Create an account" subtitle="An administrator grants your access after you register.">
      {form.formState.errors.root && <Alert color="red">{AUTH_MESSAGES.generic}</Alert>}
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <TextInput
            label="Name"
            autoComplete="name"
            autoFocus
            {...form.register('name')}
            error={form.formState.errors.name?.message}
          />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            {...form.register('email')}
            error={form.formState.errors.email?.message}
          />
          <PasswordInput
            label="Password"
            description="At least 10 characters, not your email and not a common password"
            autoComplete="new-password"
            {...form.register('password')}
            error={form.formState.errors.password?.message}
          />
          <Button type="submit" loading={reg.isPending} fullWidth>
            Register
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        Already have an account?{' '}
        <Anchor component={Link} to="/login">
          Sign in
        </Anchor>
      </Text>
    </AuthCard>
  );
}
