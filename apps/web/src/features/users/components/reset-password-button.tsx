import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconKey } from '@tabler/icons-react';
import { useResetPassword } from '../api/reset-password';

/**
 * Resets a user's password after a confirmation naming them (the reset ends their sessions at once), then shows
 * the temporary password to pass on.
 */
export function ResetPasswordButton({ user }: { user: { id: number; name: string } }) {
  const { t } = useTranslation('users');
  const reset = useResetPassword();
  const [confirming, setConfirming] = useState(false);
  const [temp, setTemp] = useState<string | null>(null);
  const confirm = () =>
    reset.mutate(user.id, {
      onSuccess: (r) => {
        setConfirming(false);
        setTemp(r.temporaryPassword);
      },
      onError: (e) => notifications.show({ color: 'red', message: e.message }),
    });
  return (
    <>
      <Button variant="light" leftSection={<IconKey size={16} />} onClick={() => setConfirming(true)}>
        {t('resetPassword.button')}
      </Button>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('resetPassword.title', { name: user.name })}
      >
        <Stack>
          <Text size="sm">{t('resetPassword.body', { name: user.name })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
              {t('cancel')}
            </Button>
            <Button color="red" loading={reset.isPending} onClick={confirm}>
              {t('resetPassword.button')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal opened={temp !== null} onClose={() => setTemp(null)} title={t('resetPassword.tempTitle')}>
        <Stack>
          <Text size="sm">{t('resetPassword.tempBody', { name: user.name })}</Text>
          <Code block fz="lg">
            {temp}
          </Code>
        </Stack>
      </Modal>
    </>
  );
}
