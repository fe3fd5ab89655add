import { useState } from 'react';
import { Alert, Button, Card, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { ApiError } from '@/lib/api-client';
import { usePathologistLink, useSettlePathologistLink } from '../api/pathologist-link';

/**
 * My signature: the Pathologists entry my reports are signed as, and a link an administrator proposed, which takes
 * effect only when I confirm it with my password (docs/roles.md#sign-out-rights).
 */
export function PathologistLinkCard() {
  const link = usePathologistLink(true);
  const settle = useSettlePathologistLink();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const state = link.data;
  if (!state || (!state.pathologistId && !state.proposal)) return null;
  const send = async (outcome: 'confirm' | 'decline') => {
    setError(null);
    try {
      await settle.mutateAsync({ outcome, password });
      setPassword('');
    } catch (e) {
      setError(e instanceof ApiError ? (e.fields.password ?? e.message) : 'Something went wrong');
    }
  };
  return (
    <Card withBorder data-testid="pathologist-link">
      <Title order={3} size="h4" mb="xs">
        Signature
      </Title>
      <Text size="sm" mb="sm">
        {state.pathologistName
          ? `Your reports are signed as ${state.pathologistName}.`
          : 'Your account is not linked to a Pathologists entry: you sign no reports.'}
      </Text>
      {state.proposal && (
        <Alert color="orange" title="A link waits for your confirmation">
          <Stack gap="xs">
            <Text size="sm">
              {state.proposal.proposedBy ?? 'An administrator'} proposed linking your account to{' '}
              {state.proposal.pathologistName}: your signatures would carry that name. Confirm with your password only
              if you are that pathologist.
            </Text>
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={error}
            />
            <Group>
              <Button onClick={() => void send('confirm')} loading={settle.isPending} disabled={!password}>
                Confirm the link
              </Button>
              <Button variant="default" onClick={() => void send('decline')} disabled={!password || settle.isPending}>
                Decline
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
    </Card>
  );
}
