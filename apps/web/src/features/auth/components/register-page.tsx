import { useForm } from 'react-hook-form';
import { useNavigate, Link } from '@tanstack/react-router';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { AUTH_MESSAGES, type TRegisterRequest } from '@lab/domain';
import { RegisterError, useRegister } from '../api/register';
import { AuthCard } from './auth-card';

export function RegisterPage() {
  const navigate = useNavigate();
  const reg = useRegister();
  const form = useForm<TRegisterRequest>({ defaultValues: { name: '', email: '', password: '' } });
  const serverFields = reg.error instanceof RegisterError ? reg.error.fields : {};

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await reg.mutateAsync(values);
      await navigate({ to: '/pages/profile' });
    } catch {
      /* shown on the fields */
    }
  });

  return (
    <AuthCard title="Create an account" subtitle="An administrator grants your access after you register.">
      {reg.error && !(reg.error instanceof RegisterError) && <Alert color="red">{AUTH_MESSAGES.generic}</Alert>}
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <TextInput label="Name" autoComplete="name" autoFocus {...form.register('name')} error={serverFields.name} />
          <TextInput label="Email" type="email" autoComplete="email" {...form.register('email')} error={serverFields.email} />
          <PasswordInput
            label="Password"
            description="At least 10 characters, not your email and not a common password"
            autoComplete="new-password"
            {...form.register('password')}
            error={serverFields.password}
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
