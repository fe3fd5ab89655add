import { useState } from 'react';
import { Alert, Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CancelCaseDialog } from '@/components/cancel-case-dialog';
import { Demo, DemoStack } from '../../components/demo';
import { SAMPLE_CASE } from './lab';

/** Stands in for the server call a real dialog makes. */
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

function ConfirmDemo() {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    await wait(600);
    setBusy(false);
    setOpen(false);
    notifications.show({
      color: 'green',
      message: 'Dr. Ana Ruiz must choose a new password at the next sign-in (example).',
    });
  };
  return (
    <>
      <Button variant="light" onClick={() => setOpen(true)}>
        Reset password
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="Reset the password of Dr. Ana Ruiz?">
        <Stack>
          <Text size="sm">
            Her current password stops working and her open sessions end now. You will get a temporary password to give
            her.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)} data-autofocus>
              Cancel
            </Button>
            <Button color="red" loading={busy} onClick={() => void confirm()}>
              Reset password
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

function ReasonDemo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button color="red" variant="light" onClick={() => setOpen(true)}>
        Cancel case
      </Button>
      <CancelCaseDialog
        caseNumber={SAMPLE_CASE.caseNumber}
        opened={open}
        onClose={() => setOpen(false)}
        onConfirm={async () => {
          await wait(600);
          notifications.show({ color: 'green', message: `${SAMPLE_CASE.caseNumber} is now cancelled (example).` });
        }}
      />
    </>
  );
}

function ResultDemo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="default" onClick={() => setOpen(true)}>
        Show the temporary password
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="Temporary password" size="sm">
        <Stack>
          <Alert color="orange">Shown once. Give it to Dr. Ana Ruiz in person or by phone, never by mail.</Alert>
          <Code block fz="lg">
            kettle-Orbit-42
          </Code>
        </Stack>
      </Modal>
    </>
  );
}

export default function ModalsPage() {
  return (
    <DemoStack>
      <Demo
        title="Confirm a step that cannot be undone"
        description="The portal's confirm dialog: a question naming the record, what will happen, Cancel first with the focus (a stray Enter does nothing harmful), the action in red with loading while the server answers, then a notification."
        code={`<Modal opened={confirming} onClose={() => setConfirming(false)} title={\`Reset the password of \${user.name}?\`}>
  <Stack>
    <Text size="sm">{user.name}'s current password stops working and their open sessions end now.</Text>
    <Group justify="flex-end">
      <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>Cancel</Button>
      <Button color="red" loading={reset.isPending} onClick={confirm}>Reset password</Button>
    </Group>
  </Stack>
</Modal>`}
      >
        <ConfirmDemo />
      </Demo>
      <Demo
        title="Confirm with a reason"
        description="The case page's CancelCaseDialog: cancelling needs a reason, kept in the status history; the error is under the field; Ctrl+Enter confirms; the dialog is centred."
        code={`import { CancelCaseDialog } from '@/components/cancel-case-dialog';
<CancelCaseDialog caseNumber={c.caseNumber} opened={cancelling} onClose={() => setCancelling(false)}
  onConfirm={(reason) => move.mutateAsync({ to: 'cancelled', reason })} />
// inside: a Modal (centred) with a react-hook-form + zod Textarea "Reason" (Ctrl+Enter submits),
// "Keep case" and a red "Cancel case" that shows loading while onConfirm runs; server errors land on the field`}
      >
        <ReasonDemo />
      </Demo>
      <Demo
        title="Show a result once"
        description="A dialog that only informs: no buttons, Escape or the close button ends it."
        code={`<Modal opened={temp !== null} onClose={() => setTemp(null)} title="Temporary password" size="sm">
  <Stack>
    <Alert color="orange">Shown once. Give it to {user.name} in person or by phone, never by mail.</Alert>
    <Code block fz="lg">{temp}</Code>
  </Stack>
</Modal>`}
      >
        <ResultDemo />
      </Demo>
    </DemoStack>
  );
}
