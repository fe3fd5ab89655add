import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconShieldOff } from '@tabler/icons-react';
import { useResetSecondFactors } from '../api/second-factors';

/** Resets a user's second factors (a lost phone) after a confirmation naming them; the user is notified. */
export function ResetSecondFactorsButton({ user }: { user: { id: number; name: string } }) {
  const { t } = useTranslation('users');
  const reset = useResetSecondFactors();
  const [confirming, setConfirming] = useState(false);
  const confirm = () =>
    reset.mutate(user.id, {
      onSuccess: (r) => {
        setConfirming(false);
        notifications.show({
          color: 'green',
          message: r.removed
            ? t('resetSecondFactors.done', { name: user.name })
            : t('resetSecondFactors.none', { name: user.name }),
        });
      },
      onError: (e) => notifications.show({ color: 'red', message: e.message }),
    });
  return (
    <>
      <Button variant="light" color="red" leftSection={<IconShieldOff size={16} />} onClick={() => setConfirming(true)}>
        {t('resetSecondFactors.button')}
      </Button>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('resetSecondFactors.title', { name: user.name })}
      >
        <Stack>
          <Text size="sm">{t('resetSecondFactors.body', { name: user.name })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
              {t('cancel')}
            </Button>
            <Button color="red" loading={reset.isPending} onClick={confirm}>
              {t('resetSecondFactors.button')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
