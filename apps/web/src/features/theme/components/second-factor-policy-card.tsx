import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, Checkbox, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ROLES, type TRole } from '@lab/domain';
import { useSaveSecuritySettings, useSecuritySettings } from '../api/security-settings';

/**
 * The second-factor policy: the roles whose users must use one. A user of such a role without one is sent to set it
 * up at their next sign-in and may do nothing else until then (docs/security.md#second-factors). And whether a
 * passkey alone signs in (docs/security.md#passkeys).
 */
export function SecondFactorPolicyCard() {
  const { t } = useTranslation('settings');
  const { data, error } = useSecuritySettings();
  const save = useSaveSecuritySettings();
  const [roles, setRoles] = useState<string[]>([]);
  const [passwordless, setPasswordless] = useState(false);
  useEffect(() => {
    if (!data) return;
    setRoles(data.requireMfaFor);
    setPasswordless(data.passwordlessPasskeys);
  }, [data]);
  const changed =
    data !== undefined &&
    ([...roles].sort().join() !== [...data.requireMfaFor].sort().join() || passwordless !== data.passwordlessPasskeys);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    save.mutate(
      { requireMfaFor: roles as TRole[], passwordlessPasskeys: passwordless },
      { onSuccess: () => notifications.show({ color: 'green', message: t('secondFactor.saved') }) },
    );
  };
  return (
    <Card withBorder>
      <Title order={3} size="h4" mb="xs">
        {t('secondFactor.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('secondFactor.intro')}
      </Text>
      <form onSubmit={submit} aria-label={t('secondFactor.label')}>
        <Stack>
          {(error ?? save.error) && <Alert color="red">{(error ?? save.error)!.message}</Alert>}
          <Checkbox.Group label={t('secondFactor.requiredFor')} value={roles} onChange={setRoles}>
            <Stack gap={6} mt={6}>
              {ROLES.map((r) => (
                <Checkbox key={r} value={r} label={t(`secondFactor.roles.${r}`)} disabled={!data} />
              ))}
            </Stack>
          </Checkbox.Group>
          <Switch
            label={t('secondFactor.passwordless')}
            description={t('secondFactor.passwordlessHint')}
            checked={passwordless}
            onChange={(e) => setPasswordless(e.currentTarget.checked)}
            disabled={!data}
          />
          <Group>
            <Button type="submit" loading={save.isPending} disabled={!changed}>
              {t('secondFactor.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
