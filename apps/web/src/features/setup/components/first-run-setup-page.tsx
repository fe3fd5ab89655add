import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
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

/** Examples in the fields: a CLIA number and an address, the same in every language. */
const CLIA_EXAMPLE = '14D0987654';
const URL_EXAMPLE = 'https://lab.example.org';

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
  const { t } = useTranslation('setup');
  const navigate = useNavigate();
  const config = usePublicConfig();
  const setup = useFirstRunSetup();
  // The address this page was opened at is the likeliest public address; the administrator checks it.
  const form = useForm<TFirstRunSetup>({ defaultValues: { ...EMPTY, publicUrl: window.location.origin } });
  const fields = setup.error instanceof ApiError ? setup.error.fields : {};
  const message = setup.error ? (setup.error instanceof ApiError ? setup.error.message : t('somethingWrong')) : null;

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
          <Loader aria-label={t('loading')} />
        ) : !config.data?.setupNeeded ? (
          <Stack>
            <Title order={2} size="h3">
              {t('done.title')}
            </Title>
            <Text>{t('done.hasAdmin')}</Text>
            <Anchor component={Link} to="/login">
              {t('done.signIn')}
            </Anchor>
          </Stack>
        ) : (
          <form onSubmit={onSubmit} noValidate>
            <Stack>
              <div>
                <Title order={2} size="h3">
                  {t('title')}
                </Title>
                <Text c="dimmed" size="sm" mt={4}>
                  {t('subtitle')}
                </Text>
              </div>
              {message && !Object.keys(fields).length && (
                <Alert color="red" role="alert">
                  {message}
                </Alert>
              )}
              <TextInput
                label={t('setupCode')}
                description={t('setupCodeHint')}
                autoComplete="off"
                autoFocus
                {...form.register('setupCode')}
                error={fields.setupCode}
              />
              <Divider label={t('firstAdmin')} labelPosition="left" />
              <TextInput label={t('fullName')} autoComplete="name" {...form.register('name')} error={fields.name} />
              <TextInput
                label={t('email')}
                type="email"
                autoComplete="username"
                {...form.register('email')}
                error={fields.email}
              />
              <PasswordInput
                label={t('password')}
                description={t('passwordHint', { min: ADMIN_PASSWORD_MIN_LENGTH })}
                autoComplete="new-password"
                {...form.register('password')}
                error={fields.password}
              />
              <Divider label={t('laboratory')} labelPosition="left" />
              <TextInput label={t('labName')} {...form.register('labName')} error={fields.labName} />
              <Textarea
                label={t('address')}
                autosize
                minRows={2}
                {...form.register('labAddress')}
                error={fields.labAddress}
              />
              <TextInput
                label={t('clia')}
                placeholder={CLIA_EXAMPLE}
                {...form.register('labClia')}
                error={fields.labClia}
              />
              {config.data.publicUrl ? (
                <Text size="sm" c="dimmed">
                  {t('publicUrlSet', { url: config.data.publicUrl })}
                </Text>
              ) : (
                <TextInput
                  label={t('portalUrl')}
                  description={t('portalUrlHint')}
                  placeholder={URL_EXAMPLE}
                  {...form.register('publicUrl')}
                  error={fields.publicUrl}
                />
              )}
              <Button type="submit" loading={setup.isPending} fullWidth>
                {t('submit')}
              </Button>
            </Stack>
          </form>
        )}
      </Paper>
    </Center>
  );
}
