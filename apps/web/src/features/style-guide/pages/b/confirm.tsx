import { useState, type ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';

/**
 * The portal's confirm dialogs are plain Mantine Modals (the catalogue's "Retire this item?", the case's "Cancel
 * case"): a question as the title, what will happen, the safe choice first and the action in red, loading while the
 * server answers. This wraps that shape for the examples of part B; each example says its own words.
 */
export function ConfirmExample({
  trigger,
  title,
  children,
  keep,
  act,
  done,
  color = 'red',
}: {
  trigger: string;
  title: string;
  children: ReactNode;
  keep: string;
  act: string;
  /** The toast once done. */
  done: string;
  color?: string;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = () => {
    setBusy(true);
    setTimeout(() => {
      setBusy(false);
      setOpen(false);
      notifications.show({ color: 'green', message: done });
    }, 700);
  };
  return (
    <>
      <Button color={color} variant="light" onClick={() => setOpen(true)}>
        {trigger}
      </Button>
      <Modal opened={open} onClose={() => !busy && setOpen(false)} title={title} centered>
        <Stack>
          <Text size="sm">{children}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)} disabled={busy} data-autofocus>
              {keep}
            </Button>
            <Button color={color} loading={busy} onClick={confirm}>
              {act}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
