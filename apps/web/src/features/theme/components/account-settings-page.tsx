import { useTranslation } from 'react-i18next';
import { Link } from '@tanstack/react-router';
import { Alert, Anchor, Button, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { DEFAULT_THEME_SETTINGS } from '@lab/domain';
import { PageHeader } from '@/components/page-header';
import { useSession } from '@/lib/session';
import { themeStore, useThemeState } from '@/lib/theme-store';
import { usePortalSettings } from '../api/get-portal-settings';
import { useSavePortalSettings } from '../api/save-portal-settings';
import { PathologistLinkCard } from './pathologist-link-card';
import { TurnaroundCard } from './turnaround-card';
import { LabSettingsCard } from './lab-settings-card';
import { SecondFactorPolicyCard } from './second-factor-policy-card';

/** The administrator's switch for the theme customizer (docs/shell.md#theme-customizer: off by default). */
export function PortalSettingsCard() {
  const { t } = useTranslation('settings');
  const { data } = usePortalSettings();
  const save = useSavePortalSettings();
  return (
    <Card withBorder>
      <Title order={3} size="h4" mb="xs">
        {t('portal.title')}
      </Title>
      <Switch
        label={t('portal.customizer')}
        description={t('portal.customizerHint')}
        checked={data?.customizerEnabled ?? false}
        disabled={!data || data.customizerLockedByEnv || save.isPending}
        onChange={(e) => save.mutate({ customizerEnabled: e.currentTarget.checked })}
      />
      {data?.customizerLockedByEnv && (
        <Alert mt="md" icon={<IconInfoCircle />} color="blue">
          {t('portal.lockedByEnv')}
        </Alert>
      )}
      {save.error && (
        <Text c="red" size="sm" mt="xs">
          {save.error.message}
        </Text>
      )}
    </Card>
  );
}

/** /pages/account-settings: my appearance, and for an administrator the portal-wide switch. */
export function AccountSettingsPage() {
  const { t } = useTranslation('account');
  const login = useSession();
  const { settings, customizerEnabled } = useThemeState();
  return (
    <>
      <PageHeader title={t('settings.title')} subtitle={login?.user.email} />
      <Stack gap="lg" maw={760}>
        <Card withBorder>
          <Title order={3} size="h4" mb="xs">
            {t('settings.appearance')}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {t('settings.saved', {
              layout: t(`settings.layouts.${settings.layout}`),
              mode: t(`settings.modes.${settings.theme}`),
              direction: settings.direction.toUpperCase(),
            })}
            {customizerEnabled ? t('settings.useCustomizer') : ''}
          </Text>
          <Group>
            <Button variant="default" onClick={() => themeStore.set(DEFAULT_THEME_SETTINGS)}>
              {t('settings.reset')}
            </Button>
            <Anchor component={Link} to="/changepassword" size="sm">
              {t('settings.changePassword')}
            </Anchor>
          </Group>
        </Card>
        {(login?.user.role === 'admin' || login?.user.role === 'editor') && <PathologistLinkCard />}
        {login?.user.role === 'admin' && <PortalSettingsCard />}
      </Stack>
    </>
  );
}

/** /settings: portal settings, for administrators. */
export function PortalSettingsPage() {
  const { t } = useTranslation('settings');
  return (
    <>
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} />
      <Stack maw={760}>
        <PortalSettingsCard />
        <LabSettingsCard />
        <SecondFactorPolicyCard />
        <TurnaroundCard />
      </Stack>
    </>
  );
}
