import { useState } from 'react';
import { Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconKey } from '@tabler/icons-react';
import { useResetPassword } from '../api/reset-password';

/**
 * Resets a user's password after a confirmation naming them (the reset ends their sessions at once), then shows
 * the temporary password to pass on.
 */
export function ResetPasswordButton({ user }: { user: { id: number; name: string } }) {
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
        Reset password
      </Button>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={`Reset the password of ${user.name}?`}>
        <Stack>
          <Text size="sm">
            {user.name}&apos;s current password stops working and their open sessions end now. You will get a temporary
            password to give them; they choose a new one at their next sign-in.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
              Cancel
            </Button>
            <Button color="red" loading={reset.isPending} onClick={confirm}>
              Reset password
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal opened={temp !== null} onClose={() => setTemp(null)} title="Temporary password">
        <Stack>
          <Text size="sm">
            Give this password to {user.name}. They must choose a new one at their next sign-in; their open sessions
            have ended.
          </Text>
          <Code block fz="lg">
            {temp}
          </Code>
        </Stack>
      </Modal>
    </>
  );
}
