import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconShieldOff } from '@tabler/icons-react';
import { useResetSecondFactors } from '../api/second-factors';

/** Resets a user's second factors (a lost phone) after a confirmation naming them; the user is notified. */
export function ResetSecondFactorsButton({ user }: { user: { id: number; name: string } }) {
  const reset = useResetSecondFactors();
  const [confirming, setConfirming] = useState(false);
  const confirm = () =>
    reset.mutate(user.id, {
      onSuccess: (r) => {
        setConfirming(false);
        notifications.show({
          color: 'green',
          message: r.removed
            ? `${user.name}'s second factors were reset; they sign in with their password and set one up again.`
            : `${user.name} had no second factor set up.`,
        });
      },
      onError: (e) => notifications.show({ color: 'red', message: e.message }),
    });
  return (
    <>
      <Button variant="light" color="red" leftSection={<IconShieldOff size={16} />} onClick={() => setConfirming(true)}>
        Reset second factors
      </Button>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={`Reset the second factors of ${user.name}?`}
      >
        <Stack>
          <Text size="sm">
            {user.name}&apos;s authenticator app and recovery codes stop working now. They sign in with their password
            alone and set up a new one. They are notified, and the reset is in the audit trail.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
              Cancel
            </Button>
            <Button color="red" loading={reset.isPending} onClick={confirm}>
              Reset second factors
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
