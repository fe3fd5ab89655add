import { useEffect, useState } from 'react';
import { Alert, Button, Card, Checkbox, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ROLES, type TRole } from '@lab/domain';
import { useSaveSecuritySettings, useSecuritySettings } from '../api/security-settings';

const ROLE_NAMES: Record<TRole, string> = {
  admin: 'Administrators',
  editor: 'Lab staff and pathologists (editors)',
  physician: 'Physicians',
  patient: 'Patients',
};

/**
 * The second-factor policy: the roles whose users must use one. A user of such a role without one is sent to set it
 * up at their next sign-in and may do nothing else until then (docs/security.md#second-factors). And whether a
 * passkey alone signs in (docs/security.md#passkeys).
 */
export function SecondFactorPolicyCard() {
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
      { onSuccess: () => notifications.show({ color: 'green', message: 'Second-factor policy saved.' }) },
    );
  };
  return (
    <Card withBorder>
      <Title order={3} size="h4" mb="xs">
        Second factor
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        The roles that must sign in with a second factor (an authenticator app or a passkey) besides the password. Their
        users without one set it up at their next sign-in, before anything else; an administrator can reset a
        user&apos;s factors from the user list.
      </Text>
      <form onSubmit={submit} aria-label="Second-factor policy">
        <Stack>
          {(error ?? save.error) && <Alert color="red">{(error ?? save.error)!.message}</Alert>}
          <Checkbox.Group label="Required for" value={roles} onChange={setRoles}>
            <Stack gap={6} mt={6}>
              {ROLES.map((r) => (
                <Checkbox key={r} value={r} label={ROLE_NAMES[r]} disabled={!data} />
              ))}
            </Stack>
          </Checkbox.Group>
          <Switch
            label="Allow signing in with a passkey alone"
            description="The sign-in page offers “Sign in with a passkey”: a passkey that verifies its user (PIN or biometric) counts as both the password and the second factor. Passkeys registered before this may not be offered by the browser (only those kept on the authenticator are)."
            checked={passwordless}
            onChange={(e) => setPasswordless(e.currentTarget.checked)}
            disabled={!data}
          />
          <Group>
            <Button type="submit" loading={save.isPending} disabled={!changed}>
              Save policy
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
