import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { ApiError } from '@/lib/api-client';
import { translateMessage } from '@/lib/i18n';
import { usePathologistLink, useSettlePathologistLink } from '../api/pathologist-link';

/**
 * My signature: the Pathologists entry my reports are signed as, and a link an administrator proposed, which takes
 * effect only when I confirm it with my password (docs/roles.md#sign-out-rights).
 */
export function PathologistLinkCard() {
  const { t, i18n } = useTranslation('account');
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
      setError(
        e instanceof ApiError
          ? translateMessage(e.fields.password ?? e.message, i18n.language)
          : t('lock.somethingWrong'),
      );
    }
  };
  return (
    <Card withBorder data-testid="pathologist-link">
      <Title order={3} size="h4" mb="xs">
        {t('signature.title')}
      </Title>
      <Text size="sm" mb="sm">
        {state.pathologistName ? t('signature.signedAs', { name: state.pathologistName }) : t('signature.notLinked')}
      </Text>
      {state.proposal && (
        <Alert color="orange" title={t('signature.proposalTitle')}>
          <Stack gap="xs">
            <Text size="sm">
              {t('signature.proposal', {
                by: state.proposal.proposedBy ?? t('signature.anAdministrator'),
                name: state.proposal.pathologistName,
              })}
            </Text>
            <PasswordInput
              label={t('lock.password')}
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={error}
            />
            <Group>
              <Button onClick={() => void send('confirm')} loading={settle.isPending} disabled={!password}>
                {t('signature.confirm')}
              </Button>
              <Button variant="default" onClick={() => void send('decline')} disabled={!password || settle.isPending}>
                {t('signature.decline')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
    </Card>
  );
}
