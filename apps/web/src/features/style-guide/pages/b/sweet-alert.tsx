import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@/lib/form-resolver';
import { z } from 'zod';
import { notifications } from '@mantine/notifications';
import { KeyHint } from '@/components/key-hint';
import { Demo, DemoStack } from '../../components/demo';
import { ConfirmExample } from './confirm';
import { PortalNote } from './kit';

const ZReason = z.object({ reason: z.string().trim().min(1, 'is required to amend a signed report').max(1000) });

/** A confirm that needs a reason (the cancel-case dialog's shape): the reason is kept in the history. */
function AmendDialog() {
  const [open, setOpen] = useState(false);
  const form = useForm<z.infer<typeof ZReason>>({
    resolver: zodResolver(ZReason),
    mode: 'onChange',
    defaultValues: { reason: '' },
  });
  const submit = form.handleSubmit(async ({ reason }) => {
    await new Promise((r) => setTimeout(r, 600));
    notifications.show({
      color: 'green',
      title: 'S26-00412 opened for amendment',
      message: `Reason kept in the history: ${reason}`,
    });
    form.reset();
    setOpen(false);
  });
  return (
    <>
      <Button variant="light" color="orange" onClick={() => setOpen(true)}>
        Amend S26-00412…
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="Amend signed report S26-00412" centered>
        <form onSubmit={submit} noValidate>
          <Stack>
            <Alert color="orange" variant="light">
              The physician and the patient portal will show version 2 as amended.
            </Alert>
            <Textarea
              label="Reason"
              withAsterisk
              aria-required
              autosize
              minRows={3}
              data-autofocus
              description={
                <>
                  Kept in the status history. <KeyHint>Ctrl+Enter</KeyHint> confirms.
                </>
              }
              {...form.register('reason')}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void submit();
              }}
              error={form.formState.errors.reason?.message}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpen(false)}>
                Keep as signed
              </Button>
              <Button type="submit" color="orange" loading={form.formState.isSubmitting}>
                Amend report
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}

export default function SweetAlertPage() {
  return (
    <DemoStack>
      <PortalNote>
        No SweetAlert: confirmations are Mantine Modals in the portal&apos;s own words. A confirm is asked only before
        something that cannot simply be undone (nothing clinical is ever deleted: it is retired, cancelled or amended).
      </PortalNote>
      <Demo
        title="Confirm a step"
        description="The title asks the question with the object named; the text says what will happen; the safe button has the focus; the action is red and shows loading while the server answers; a toast says it is done."
        code={`<Modal opened={open} onClose={() => setOpen(false)} title="Retire 3 items?" centered>
  <Stack>
    <Text size="sm">Retired items leave the shop; orders that named them keep them.</Text>
    <Group justify="flex-end">
      <Button variant="default" onClick={() => setOpen(false)} data-autofocus>Cancel</Button>
      <Button color="red" loading={retire.isPending} onClick={() => retire.mutate(ids)}>Retire</Button>
    </Group>
  </Stack>
</Modal>`}
      >
        <Group>
          <ConfirmExample
            trigger="Retire 3 items…"
            title="Retire 3 items?"
            keep="Cancel"
            act="Retire"
            done="3 items retired"
          >
            Retired items leave the shop; orders that named them keep them.
          </ConfirmExample>
          <ConfirmExample
            trigger="Deactivate Dr. Ana Ruiz…"
            title="Deactivate Dr. Ana Ruiz?"
            keep="Keep active"
            act="Deactivate"
            done="Dr. Ana Ruiz can no longer sign in"
          >
            She can no longer sign in. Her cases, reports and audit trail stay as they are.
          </ConfirmExample>
        </Group>
      </Demo>
      <Demo
        title="Confirm with a reason"
        description="Cancelling a case or amending a signed report needs a reason: the dialog is a small form, the reason is required and kept."
        code={`const ZReason = z.object({ reason: z.string().trim().min(1, 'is required to amend a signed report').max(1000) });
<Modal opened={open} onClose={close} title="Amend signed report S26-00412" centered>
  <form onSubmit={submit} noValidate>
    <Textarea label="Reason" withAsterisk aria-required autosize minRows={3} data-autofocus {...form.register('reason')}
      description={<>Kept in the status history. <KeyHint>Ctrl+Enter</KeyHint> confirms.</>}
      error={form.formState.errors.reason?.message} />
    <Button variant="default" onClick={close}>Keep as signed</Button>
    <Button type="submit" color="orange" loading={form.formState.isSubmitting}>Amend report</Button>
  </form>
</Modal>`}
      >
        <AmendDialog />
      </Demo>
    </DemoStack>
  );
}
