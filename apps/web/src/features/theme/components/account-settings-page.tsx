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
  const { data } = usePortalSettings();
  const save = useSavePortalSettings();
  return (
    <Card withBorder>
      <Title order={3} size="h4" mb="xs">
        Portal
      </Title>
      <Switch
        label="Theme Customizer for everyone"
        description="Lets every user change layout, colours, dark mode and direction from the panel at the page's edge (medium screens and wider)."
        checked={data?.customizerEnabled ?? false}
        disabled={!data || data.customizerLockedByEnv || save.isPending}
        onChange={(e) => save.mutate({ customizerEnabled: e.currentTarget.checked })}
      />
      {data?.customizerLockedByEnv && (
        <Alert mt="md" icon={<IconInfoCircle />} color="blue">
          PORTAL_CUSTOMIZER is set when the server starts, so this switch follows it.
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
  const login = useSession();
  const { settings, customizerEnabled } = useThemeState();
  return (
    <>
      <PageHeader title="Account Settings" subtitle={login?.user.email} />
      <Stack gap="lg" maw={760}>
        <Card withBorder>
          <Title order={3} size="h4" mb="xs">
            Appearance
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            Saved with your account: {settings.layout} layout, {settings.theme} mode, {settings.direction.toUpperCase()}
            .{customizerEnabled ? ' Use the Theme Customizer at the edge of the page to change them.' : ''}
          </Text>
          <Group>
            <Button variant="default" onClick={() => themeStore.set(DEFAULT_THEME_SETTINGS)}>
              Reset to defaults
            </Button>
            <Anchor component={Link} to="/changepassword" size="sm">
              Change Password
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
  return (
    <>
      <PageHeader title="Portal Settings" subtitle="Applies to every user" />
      <Stack maw={760}>
        <PortalSettingsCard />
        <LabSettingsCard />
        <SecondFactorPolicyCard />
        <TurnaroundCard />
      </Stack>
    </>
  );
}
