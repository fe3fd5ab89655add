import { useForm } from 'react-hook-form';
import { Link, useNavigate } from '@tanstack/react-router';
import {
  Alert,
  Anchor,
  Button,
  Center,
  Divider,
  Loader,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { ADMIN_PASSWORD_MIN_LENGTH, type TFirstRunSetup } from '@lab/domain';
import { ApiError } from '@/lib/api-client';
import { usePublicConfig } from '@/lib/public-config';
import { useFirstRunSetup } from '../api/first-run-setup';

const EMPTY: TFirstRunSetup = {
  setupCode: '',
  name: '',
  email: '',
  password: '',
  labName: '',
  labAddress: '',
  labClia: '',
  publicUrl: '',
};

/** /setup: the first administrator and the laboratory, on a portal that has no administrator yet. */
export function FirstRunSetupPage() {
  const navigate = useNavigate();
  const config = usePublicConfig();
  const setup = useFirstRunSetup();
  // The address this page was opened at is the likeliest public address; the administrator checks it.
  const form = useForm<TFirstRunSetup>({ defaultValues: { ...EMPTY, publicUrl: window.location.origin } });
  const fields = setup.error instanceof ApiError ? setup.error.fields : {};
  const message = setup.error ? (setup.error instanceof ApiError ? setup.error.message : 'Something went wrong') : null;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      // A public address set on the server (PUBLIC_URL) is not asked for, so not sent.
      await setup.mutateAsync(config.data?.publicUrl ? { ...values, publicUrl: undefined } : values);
      await navigate({ to: '/login' });
    } catch {
      /* shown on the fields */
    }
  });

  return (
    <Center mih="100vh" p="md" bg="var(--mantine-color-body)">
      <Paper withBorder shadow="md" radius="md" p="xl" w="100%" maw={560}>
        {config.isPending ? (
          <Loader aria-label="Loading" />
        ) : !config.data?.setupNeeded ? (
          <Stack>
            <Title order={2} size="h3">
              Setup is done
            </Title>
            <Text>This portal already has an administrator.</Text>
            <Anchor component={Link} to="/login">
              Sign in
            </Anchor>
          </Stack>
        ) : (
          <form onSubmit={onSubmit} noValidate>
            <Stack>
              <div>
                <Title order={2} size="h3">
                  Set up the portal
                </Title>
                <Text c="dimmed" size="sm" mt={4}>
                  Create the first administrator and enter your laboratory. This page is open only until then.
                </Text>
              </div>
              {message && !Object.keys(fields).length && (
                <Alert color="red" role="alert">
                  {message}
                </Alert>
              )}
              <TextInput
                label="Setup code"
                description="Printed in the server's log when it started (e.g. ABCD-EFGH-JKLM)"
                autoComplete="off"
                autoFocus
                {...form.register('setupCode')}
                error={fields.setupCode}
              />
              <Divider label="First administrator" labelPosition="left" />
              <TextInput label="Full name" autoComplete="name" {...form.register('name')} error={fields.name} />
              <TextInput
                label="Email"
                type="email"
                autoComplete="username"
                {...form.register('email')}
                error={fields.email}
              />
              <PasswordInput
                label="Password"
                description={`At least ${ADMIN_PASSWORD_MIN_LENGTH} characters; not a common password`}
                autoComplete="new-password"
                {...form.register('password')}
                error={fields.password}
              />
              <Divider label="Laboratory" labelPosition="left" />
              <TextInput label="Laboratory name" {...form.register('labName')} error={fields.labName} />
              <Textarea
                label="Address"
                autosize
                minRows={2}
                {...form.register('labAddress')}
                error={fields.labAddress}
              />
              <TextInput
                label="CLIA number"
                placeholder="14D0987654"
                {...form.register('labClia')}
                error={fields.labClia}
              />
              {config.data.publicUrl ? (
                <Text size="sm" c="dimmed">
                  Links in mails and calendar feeds start with {config.data.publicUrl} (PUBLIC_URL).
                </Text>
              ) : (
                <TextInput
                  label="Portal URL"
                  description="The address people open the portal at; links in mails and calendar feeds start with it (e.g. https://lab.example.org)"
                  placeholder="https://lab.example.org"
                  {...form.register('publicUrl')}
                  error={fields.publicUrl}
                />
              )}
              <Button type="submit" loading={setup.isPending} fullWidth>
                Create administrator
              </Button>
            </Stack>
          </form>
        )}
      </Paper>
    </Center>
  );
}
